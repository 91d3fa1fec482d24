import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { NoPermission } from '../../../sources/-components/no-permission';
import { isForbidden, isNotFound } from '../../-components/use-vizs';
import { useDashboard } from '../-board/use-dashboard';
import { BoardEditor } from '../-editor/board-editor';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/dashboards/$dashboardId/edit')({
  component: EditDashboardPage,
});

/** The board editor, for those the server lets manage the board. */
function EditDashboardPage() {
  const { t } = useTranslation();
  const { dashboardId } = Route.useParams();
  const { detail, loader, layout } = useDashboard(dashboardId);
  if (detail.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(detail.error) || (detail.data && !detail.data.can.manage))
    return <NoPermission title={t('dashboards:noEditPermission')} />;
  if (isNotFound(detail.error) || !detail.data) return <NotFoundPage />;
  return <BoardEditor key={`${detail.data.id}`} detail={detail.data} loader={loader} layout={layout} />;
}
