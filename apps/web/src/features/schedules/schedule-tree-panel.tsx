import { useQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem } from '@tessera/ui/dropdown-menu';
import { CalendarClock, Folder, FolderOpen, FolderPlus, Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../components/resource-tree/types';
import { useTRPC } from '../../lib/trpc';
import type { ScheduleItem } from './schedule-form';
import { useRefreshSchedules } from './use-schedules';

const scheduleTreeApi: ResourceTreeApi<ScheduleItem> = {
  useArchived: (orgId, enabled) => useQuery(useTRPC().schedule.archived.queryOptions({ orgId }, { enabled })),
  useRefresh: useRefreshSchedules,
  useCreateFolder: (opts) => {
    const trpc = useTRPC();
    const create = useMutation(trpc.schedule.create.mutationOptions(opts));
    return {
      mutate: (input) => create.mutate({ ...input, isFolder: true }),
      isPending: create.isPending,
    };
  },
  useMove: (opts) => useMutation(useTRPC().schedule.updateBase.mutationOptions(opts)),
  useDelete: (opts) => useMutation(useTRPC().schedule.delete.mutationOptions(opts)),
  useUnarchive: (opts) => useMutation(useTRPC().schedule.unarchive.mutationOptions(opts)),
};

function ScheduleIcon({ item, open }: { item: ScheduleItem; open?: boolean }) {
  if (item.isFolder) return open ? <FolderOpen /> : <Folder />;
  return item.type === 'WECHART' ? <MessageSquare /> : <Mail />;
}

/** The Schedules tree: the generic resource tree with the schedules' procedures, icons and "new" entries. */
export function ScheduleTreePanel({
  orgId,
  items,
  access,
  loading,
}: {
  orgId: string;
  items: ScheduleItem[];
  access: ResourceAccess;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const newSchedule = (parentId?: string) =>
    void navigate({
      to: '/organizations/$orgId/schedules/new',
      params: { orgId },
      search: parentId ? { parentId } : {},
    });
  return (
    <ResourceTreePanel
      orgId={orgId}
      items={items}
      access={access}
      loading={loading}
      selectedId={(params as { scheduleId?: string }).scheduleId ?? null}
      config={{
        ns: 'schedules',
        testId: 'schedule',
        api: scheduleTreeApi,
        activeIcon: CalendarClock,
        icon: (item, open) => <ScheduleIcon item={item} open={open} />,
        newMenu: (newFolder) => (
          <>
            <DropdownMenuItem onSelect={() => newSchedule()}>
              <CalendarClock />
              {t('schedules:actions.newSchedule')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={newFolder}>
              <FolderPlus />
              {t('schedules:actions.newFolder')}
            </DropdownMenuItem>
          </>
        ),
        folderMenu: (item) => (
          <DropdownMenuItem onSelect={() => newSchedule(item.id)}>
            <CalendarClock />
            {t('schedules:actions.newSchedule')}
          </DropdownMenuItem>
        ),
        onOpen: (id) =>
          void navigate({
            to: '/organizations/$orgId/schedules/$scheduleId',
            params: { orgId, scheduleId: id },
          }),
        onLeave: () => void navigate({ to: '/organizations/$orgId/schedules', params: { orgId } }),
      }}
    />
  );
}
