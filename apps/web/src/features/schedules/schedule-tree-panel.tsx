import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem } from '@tessera/ui/dropdown-menu';
import { CalendarClock, Folder, FolderOpen, FolderPlus, Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../components/resource-tree/types';
import { api } from '../../lib/trpc';
import type { ScheduleItem } from './schedule-form';
import { useRefreshSchedules } from './use-schedules';

const scheduleTreeApi: ResourceTreeApi<ScheduleItem> = {
  useArchived: (orgId, enabled) => api.schedule.archived.useQuery({ orgId }, { enabled }),
  useRefresh: useRefreshSchedules,
  useCreateFolder: (opts) => {
    const create = api.schedule.create.useMutation(opts);
    return {
      mutate: (input) => create.mutate({ ...input, isFolder: true }),
      isPending: create.isPending,
    };
  },
  useMove: (opts) => api.schedule.updateBase.useMutation(opts),
  useDelete: (opts) => api.schedule.delete.useMutation(opts),
  useUnarchive: (opts) => api.schedule.unarchive.useMutation(opts),
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
