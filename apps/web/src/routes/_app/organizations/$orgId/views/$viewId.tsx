import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { PageError } from '../../../../../components/page-error';
import { api } from '../../../../../lib/trpc';
import { PagePending } from '../../../../../components/page-pending';
import { ensureResource } from '../../../../../lib/route-data';
import { useRestoreEpoch } from '../../../../../features/versions/use-versions';
import { ViewEditor } from './-components/view-editor';

export const Route = createFileRoute('/_app/organizations/$orgId/views/$viewId')({
  loader: ({ context, params }) =>
    ensureResource(context.trpc.view.byId.ensureData({ id: params.viewId }), (view) => view.isFolder),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: ViewPage,
});

function ViewPage() {
  const { orgId, viewId } = Route.useParams();
  const [view] = api.view.byId.useSuspenseQuery({ id: viewId });
  const restores = useRestoreEpoch(viewId);
  return <ViewEditor key={`${view.id}:${restores}`} orgId={orgId} mode="edit" view={view} />;
}
