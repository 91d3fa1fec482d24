import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { VizDownloadMenu } from '../../../../../../../components/downloads/viz-download-menu';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { PageError } from '../../../../../../../components/page-error';
import { StoryPlayer } from '../../../../../../../components/story/story-player';
import { useTRPC } from '../../../../../../../lib/trpc';
import { PagePending } from '../../../../../../../components/page-pending';
import { ensureResource } from '../../../../../../../lib/route-data';
import { StoryPageView } from '../-story/story-page-view';
import { useStoryboard } from '../-story/use-storyboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/storyboards/$storyboardId/play')({
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
  component: PlayPage,
});

/**
 * The storyboard full screen; Escape goes back to the editor. Whoever may download the storyboard gets
 * the page shown as a picture or PDF, made by the server's worker (found under Downloads).
 */
function PlayPage() {
  const trpc = useTRPC();
  const { orgId, storyboardId } = Route.useParams();
  const navigate = useNavigate();
  const { data: board } = useSuspenseQuery(trpc.storyboard.byId.queryOptions({ id: storyboardId }));
  const story = useStoryboard(storyboardId, orgId);
  return (
    <StoryPlayer
      name={board.name}
      pages={story.pages}
      autoPlay={story.autoPlay}
      renderPage={(page) => <StoryPageView page={page} />}
      pageActions={
        board.can.download
          ? (page) => (
              <VizDownloadMenu
                name={page.name ? `${board.name} - ${page.name}` : board.name}
                kinds={['IMAGE', 'PDF']}
                params={() => [
                  { vizId: storyboardId, vizType: 'STORYBOARD', storyPageId: page.id, vizName: board.name },
                ]}
              />
            )
          : undefined
      }
      onExit={() =>
        void navigate({
          to: '/organizations/$orgId/vizs/storyboards/$storyboardId',
          params: { orgId, storyboardId },
        })
      }
    />
  );
}
