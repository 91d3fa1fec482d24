import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { ScheduleEditor } from '../../../../../features/schedules/schedule-editor';
import { ensureResource } from '../../../../../lib/route-data';
import { useTRPC } from '../../../../../lib/trpc';

export const Route = createFileRoute('/_app/organizations/$orgId/schedules/$scheduleId')({
  loader: ({ context, params }) =>
    ensureResource(
      context.queryClient.ensureQueryData(context.trpc.schedule.byId.queryOptions({ id: params.scheduleId })),
      (schedule) => schedule.isFolder,
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  notFoundComponent: NotFoundPage,
  component: SchedulePage,
});

function SchedulePage() {
  const trpc = useTRPC();
  const { orgId, scheduleId } = Route.useParams();
  const { data: schedule } = useSuspenseQuery(trpc.schedule.byId.queryOptions({ id: scheduleId }));
  return <ScheduleEditor key={schedule.id} orgId={orgId} schedule={schedule} parentId={schedule.parentId} />;
}
