import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { NoPermission } from '../../../sources/-components/no-permission';
import { isForbidden, isNotFound, useOrgId, useVizTree } from '../../-components/use-vizs';
import { ChartWorkbench } from '../-workbench/workbench';
import { useChart } from '../-workbench/use-chart';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/edit')({
  // The computed-field dialog is the view editor's: its texts are in `views`.
  beforeLoad: ({ context }) =>
    import('../../../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
  component: EditChartPage,
});

/** The workbench on a saved chart: for those the server lets manage it. */
function EditChartPage() {
  const { t } = useTranslation();
  const { chartId } = Route.useParams();
  const orgId = useOrgId()!;
  const chart = useChart(chartId);
  const tree = useVizTree(orgId);
  if (chart.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(chart.error) || (chart.data && !chart.data.can.manage))
    return <NoPermission title={t('vizs:noEditPermission')} />;
  if (isNotFound(chart.error) || !chart.data) return <NotFoundPage />;
  return <ChartWorkbench key={chart.data.id} orgId={orgId} chart={chart.data} folders={tree.items} />;
}
