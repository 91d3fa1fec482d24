import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { PageError } from '../../../../../components/page-error';
import { api } from '../../../../../lib/trpc';
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
    ensureResource(context.trpc.source.byId.ensureData({ id: params.sourceId }), (source) => source.isFolder),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: SourcePage,
});

function SourcePage() {
  const { orgId, sourceId } = Route.useParams();
  const [source] = api.source.byId.useSuspenseQuery({ id: sourceId });
  return <SourceEditor key={source.id} orgId={orgId} mode="edit" source={source} />;
}
