import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { DashboardViewer } from '../-board/dashboard-viewer';
import { useDashboard } from '../../../../../../../features/dashboard/use-dashboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/dashboards/$dashboardId/')({
  loader: async ({ context, params, location, cause }) => {
    const detail = await ensureResource(
      context.queryClient.ensureQueryData(
        context.trpc.dashboard.byId.queryOptions({ id: params.dashboardId }),
      ),
    );
    // Entering the page (not a reload of a page already drawn): its data starts now, before it renders. The
    // page waits for the start (a small chunk whose code the board needs too), so that the board, once drawn,
    // finds the stream rather than asking for the same queries itself; and for its chart renderers, so that
    // its first commit starts its charts (decision D-dash-6).
    if (cause === 'enter')
      await import('../-board/opening-data').then(
        (m) => m.startOpeningData(context.services, detail, location.searchStr),
        // Not reported here: the board asks for its data itself, and a chunk that cannot load fails there.
        () => undefined,
      );
  },
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: DashboardPage,
});

function DashboardPage() {
  const trpc = useTRPC();
  const { dashboardId } = Route.useParams();
  const { data: board } = useSuspenseQuery(trpc.dashboard.byId.queryOptions({ id: dashboardId }));
  const { widgets, views, loader, layout } = useDashboard(dashboardId);
  return (
    <DashboardViewer
      key={board.id}
      board={board}
      widgets={widgets}
      views={views}
      loader={loader}
      layout={layout}
    />
  );
}
