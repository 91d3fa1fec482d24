import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { StoryEditor } from '../-story/story-editor';
import { useStoryboard } from '../-story/use-storyboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/storyboards/$storyboardId/')({
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(
        context.trpc.storyboard.byId.queryOptions({ id: params.storyboardId }),
      ),
      (s) => s.isFolder,
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: StoryboardPage,
});

function StoryboardPage() {
  const trpc = useTRPC();
  const { orgId, storyboardId } = Route.useParams();
  const { data: board } = useSuspenseQuery(trpc.storyboard.byId.queryOptions({ id: storyboardId }));
  const story = useStoryboard(storyboardId, orgId);
  return <StoryEditor key={board.id} story={story} />;
}
