import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { ChartViewer } from '../../../../../../../features/workbench/chart-viewer';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/')({
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(context.trpc.datachart.byId.queryOptions({ id: params.chartId })),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: ChartPage,
});

function ChartPage() {
  const trpc = useTRPC();
  const { chartId } = Route.useParams();
  const { data: chart } = useSuspenseQuery(trpc.datachart.byId.queryOptions({ id: chartId }));
  return <ChartViewer key={chart.id} chart={chart} />;
}
