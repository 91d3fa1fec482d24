import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { PageError } from '../../../../../components/page-error';
import { useTRPC } from '../../../../../lib/trpc';
import { PagePending } from '../../../../../components/page-pending';
import { ensureResource } from '../../../../../lib/route-data';
import { SourceEditor } from './-components/source-editor';

interface SourceSearch {
  tab?: 'settings' | 'schema';
}

export const Route = createFileRoute('/_app/organizations/$orgId/sources/$sourceId')({
  validateSearch: (search: Record<string, unknown>): SourceSearch => ({
    tab: search.tab === 'schema' ? 'schema' : undefined,
  }),
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(context.trpc.source.byId.queryOptions({ id: params.sourceId })),
      (source) => source.isFolder,
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: SourcePage,
});

function SourcePage() {
  const trpc = useTRPC();
  const { orgId, sourceId } = Route.useParams();
  const { data: source } = useSuspenseQuery(trpc.source.byId.queryOptions({ id: sourceId }));
  return <SourceEditor key={source.id} orgId={orgId} mode="edit" source={source} />;
}
