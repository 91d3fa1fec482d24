import { useMemo } from 'react';
import { useResourceAccess } from '../../hooks/use-resource-access';
import { api } from '../../lib/trpc';
import type { ScheduleItem } from './schedule-form';

/** The schedules tree and what the server says the person may do in it. */
export function useSchedules(orgId: string) {
  const list = api.schedule.list.useQuery({ orgId });
  const items = useMemo<ScheduleItem[]>(() => list.data ?? [], [list.data]);
  const { access, ready } = useResourceAccess(orgId, 'SCHEDULE', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

/** Invalidates everything the tree and the open schedule show. */
export function useRefreshSchedules() {
  const utils = api.useUtils();
  return () =>
    Promise.all([
      utils.schedule.list.invalidate(),
      utils.schedule.archived.invalidate(),
      utils.schedule.byId.invalidate(),
    ]).then(() => undefined);
}
