import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { isForbidden, isNotFound } from '../../../../../../../lib/app-error';
import { NoPermission } from '../../../../../../../components/no-permission';
import { useVizTree } from '../../../../../../../hooks/use-vizs';
import { ChartWorkbench } from '../../../../../../../features/workbench/workbench';
import { useRestoreEpoch } from '../../../../../../../features/versions/use-versions';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/edit')({
  // The computed-field dialog is the view editor's: its texts are in `views`.
  beforeLoad: ({ context }) =>
    import('../../../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
  // A chart the server refuses to this person (403) is said to be refused, as the board editor does for a
  // board they may only read; only an unknown id is "page not found".
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        context.trpc.datachart.byId.queryOptions({ id: params.chartId }),
      );
      return { refused: false };
    } catch (error) {
      if (isForbidden(error)) return { refused: true };
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: EditChartPage,
});

/** The workbench on a saved chart: for those the server lets manage it. */
function EditChartPage() {
  const { t } = useTranslation();
  const { refused } = Route.useLoaderData();
  if (refused) return <NoPermission title={t('vizs:noEditPermission')} />;
  return <EditableChart />;
}

function EditableChart() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId, chartId } = Route.useParams();
  const { data: chart } = useSuspenseQuery(trpc.datachart.byId.queryOptions({ id: chartId }));
  const tree = useVizTree(orgId);
  const restores = useRestoreEpoch(chartId);
  if (!chart.can.manage) return <NoPermission title={t('vizs:noEditPermission')} />;
  return <ChartWorkbench key={`${chart.id}:${restores}`} orgId={orgId} chart={chart} folders={tree.items} />;
}
