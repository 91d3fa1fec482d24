import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { NoPermission } from '../../../sources/-components/no-permission';
import { isForbidden, isNotFound } from '../../-components/use-vizs';
import { ChartViewer } from '../-workbench/chart-viewer';
import { useChart } from '../-workbench/use-chart';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/')({
  component: ChartPage,
});

function ChartPage() {
  const { t } = useTranslation();
  const { chartId } = Route.useParams();
  const chart = useChart(chartId);
  if (chart.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(chart.error)) return <NoPermission title={t('vizs:noPermission')} />;
  if (isNotFound(chart.error) || !chart.data) return <NotFoundPage />;
  return <ChartViewer key={chart.data.id} chart={chart.data} />;
}
