import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { OrgGate, ResourceWorkspace } from '../../../../../components/resource-tree/resource-workspace';
import { ScheduleTreePanel } from '../../../../../features/schedules/schedule-tree-panel';
import { useSchedules } from '../../../../../features/schedules/use-schedules';
import { isForbidden } from '../../../../../lib/app-error';
import { ensureList } from '../../../../../lib/route-data';

export const Route = createFileRoute('/_app/organizations/$orgId/schedules')({
  // The section's texts load with its data (a dynamic import keeps them out of the sign-in bundle).
  loader: ({ context, params }) =>
    Promise.all([
      ensureList(
        context.queryClient.ensureQueryData(context.trpc.schedule.list.queryOptions({ orgId: params.orgId })),
      ),
      import('../../../../../features/schedules/schedules-i18n').then((m) =>
        m.registerSchedulesI18n(context.services.i18n),
      ),
    ]),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: SchedulesLayout,
});

/** The Schedules section: the tree on the left, the selected schedule (or the start page) on the right. */
function SchedulesLayout() {
  return <OrgGate>{(orgId) => <SchedulesWorkspace orgId={orgId} />}</OrgGate>;
}

function SchedulesWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { list, items, access, ready } = useSchedules(orgId);
  return (
    <ResourceWorkspace
      testId="schedules-page"
      forbidden={isForbidden(list.error) || (ready && !access.module)}
      noPermissionTitle={t('schedules:noPermission')}
      ready={ready}
      tree={<ScheduleTreePanel orgId={orgId} items={items} access={access} loading={list.isLoading} />}
    />
  );
}
