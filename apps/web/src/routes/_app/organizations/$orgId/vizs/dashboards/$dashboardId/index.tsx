import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { NoPermission } from '../../../sources/-components/no-permission';
import { isForbidden, isNotFound } from '../../-components/use-vizs';
import { DashboardViewer } from '../-board/dashboard-viewer';
import { useDashboard } from '../-board/use-dashboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/dashboards/$dashboardId/')({
  component: DashboardPage,
});

function DashboardPage() {
  const { t } = useTranslation();
  const { dashboardId } = Route.useParams();
  const { detail, widgets, views, loader, layout } = useDashboard(dashboardId);
  if (detail.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(detail.error)) return <NoPermission title={t('vizs:noPermission')} />;
  if (isNotFound(detail.error) || !detail.data) return <NotFoundPage />;
  return (
    <DashboardViewer
      key={detail.data.id}
      board={detail.data}
      widgets={widgets}
      views={views}
      loader={loader}
      layout={layout}
    />
  );
}
