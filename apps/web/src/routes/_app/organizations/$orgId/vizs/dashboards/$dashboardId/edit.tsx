import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { NoPermission } from '../../../../../../../components/no-permission';
import { useDashboard } from '../../../../../../../features/dashboard/use-dashboard';
import { useRestoreEpoch } from '../../../../../../../features/versions/use-versions';
import { BoardEditor } from '../-editor/board-editor';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/dashboards/$dashboardId/edit')({
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(
        context.trpc.dashboard.byId.queryOptions({ id: params.dashboardId }),
      ),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: EditDashboardPage,
});

/** The board editor, for those the server lets manage the board. */
function EditDashboardPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { dashboardId } = Route.useParams();
  const { data: board } = useSuspenseQuery(trpc.dashboard.byId.queryOptions({ id: dashboardId }));
  const { loader, layout } = useDashboard(dashboardId);
  const restores = useRestoreEpoch(dashboardId);
  if (!board.can.manage) return <NoPermission title={t('dashboards:noEditPermission')} />;
  return <BoardEditor key={`${board.id}:${restores}`} detail={board} loader={loader} layout={layout} />;
}
