import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { StoryPlayer } from '../../../../../../../components/story/story-player';
import { isNotFound, useOrgId } from '../../-components/use-vizs';
import { StoryPageView } from '../-story/story-page-view';
import { useStoryboard } from '../-story/use-storyboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/storyboards/$storyboardId/play')({
  component: PlayPage,
});

/** The storyboard full screen; Escape goes back to the editor. */
function PlayPage() {
  const { storyboardId } = Route.useParams();
  const navigate = useNavigate();
  const orgId = useOrgId()!;
  const story = useStoryboard(storyboardId, orgId);
  if (story.detail.isLoading) return <Spinner />;
  if (isNotFound(story.detail.error) || !story.detail.data) return <NotFoundPage />;
  return (
    <StoryPlayer
      name={story.detail.data.name}
      pages={story.pages}
      autoPlay={story.autoPlay}
      renderPage={(page) => <StoryPageView page={page} />}
      onExit={() =>
        void navigate({
          to: '/organizations/$orgId/vizs/storyboards/$storyboardId',
          params: { orgId, storyboardId },
        })
      }
    />
  );
}
