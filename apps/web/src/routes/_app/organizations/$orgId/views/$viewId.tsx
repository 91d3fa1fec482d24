import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { PageError } from '../../../../../components/page-error';
import { useTRPC } from '../../../../../lib/trpc';
import { PagePending } from '../../../../../components/page-pending';
import { ensureResource } from '../../../../../lib/route-data';
import { useRestoreEpoch } from '../../../../../features/versions/use-versions';
import { ViewEditor } from './-components/view-editor';

export const Route = createFileRoute('/_app/organizations/$orgId/views/$viewId')({
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(context.trpc.view.byId.queryOptions({ id: params.viewId })),
      (view) => view.isFolder,
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: ViewPage,
});

function ViewPage() {
  const trpc = useTRPC();
  const { orgId, viewId } = Route.useParams();
  const { data: view } = useSuspenseQuery(trpc.view.byId.queryOptions({ id: viewId }));
  const restores = useRestoreEpoch(viewId);
  return <ViewEditor key={`${view.id}:${restores}`} orgId={orgId} mode="edit" view={view} />;
}
