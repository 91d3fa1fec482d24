import { createFileRoute } from '@tanstack/react-router';
import { ScheduleEditor } from '../../../../../features/schedules/schedule-editor';

interface NewSearch {
  parentId?: string;
}

export const Route = createFileRoute('/_app/organizations/$orgId/schedules/new')({
  validateSearch: (search: Record<string, unknown>): NewSearch => ({
    parentId: typeof search.parentId === 'string' ? search.parentId : undefined,
  }),
  component: NewSchedulePage,
});

function NewSchedulePage() {
  const { orgId } = Route.useParams();
  const { parentId } = Route.useSearch();
  return <ScheduleEditor key={parentId ?? ''} orgId={orgId} schedule={null} parentId={parentId ?? null} />;
}
