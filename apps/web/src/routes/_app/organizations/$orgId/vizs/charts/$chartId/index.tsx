import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { api } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { ChartViewer } from '../../../../../../../features/workbench/chart-viewer';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/')({
  loader: ({ context, params }) =>
    ensureResource(context.trpc.datachart.byId.ensureData({ id: params.chartId })),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: ChartPage,
});

function ChartPage() {
  const { chartId } = Route.useParams();
  const [chart] = api.datachart.byId.useSuspenseQuery({ id: chartId });
  return <ChartViewer key={chart.id} chart={chart} />;
}
