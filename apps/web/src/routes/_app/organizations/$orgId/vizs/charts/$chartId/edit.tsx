import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { api } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { NoPermission } from '../../../../../../../components/no-permission';
import { useVizTree } from '../../../../../../../hooks/use-vizs';
import { ChartWorkbench } from '../../../../../../../features/workbench/workbench';
import { useRestoreEpoch } from '../../../../../../../features/versions/use-versions';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/charts/$chartId/edit')({
  // The computed-field dialog is the view editor's: its texts are in `views`.
  beforeLoad: ({ context }) =>
    import('../../../../../../../lib/views-i18n').then((m) => m.registerViewsI18n(context.services.i18n)),
  loader: ({ context, params }) =>
    ensureResource(context.trpc.datachart.byId.ensureData({ id: params.chartId })),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: EditChartPage,
});

/** The workbench on a saved chart: for those the server lets manage it. */
function EditChartPage() {
  const { t } = useTranslation();
  const { orgId, chartId } = Route.useParams();
  const [chart] = api.datachart.byId.useSuspenseQuery({ id: chartId });
  const tree = useVizTree(orgId);
  const restores = useRestoreEpoch(chartId);
  if (!chart.can.manage) return <NoPermission title={t('vizs:noEditPermission')} />;
  return <ChartWorkbench key={`${chart.id}:${restores}`} orgId={orgId} chart={chart} folders={tree.items} />;
}
