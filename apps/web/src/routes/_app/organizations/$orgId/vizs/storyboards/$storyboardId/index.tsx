import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../../../../../components/not-found-page';
import { NoPermission } from '../../../sources/-components/no-permission';
import { isForbidden, isNotFound, useOrgId } from '../../-components/use-vizs';
import { StoryEditor } from '../-story/story-editor';
import { useStoryboard } from '../-story/use-storyboard';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs/storyboards/$storyboardId/')({
  component: StoryboardPage,
});

function StoryboardPage() {
  const { t } = useTranslation();
  const { storyboardId } = Route.useParams();
  const orgId = useOrgId()!;
  const story = useStoryboard(storyboardId, orgId);
  if (story.detail.isLoading)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  if (isForbidden(story.detail.error)) return <NoPermission title={t('vizs:noPermission')} />;
  if (isNotFound(story.detail.error) || !story.detail.data || story.detail.data.isFolder)
    return <NotFoundPage />;
  return <StoryEditor key={story.detail.data.id} story={story} />;
}
