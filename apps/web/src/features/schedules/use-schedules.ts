import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useResourceAccess } from '../../hooks/use-resource-access';
import { useTRPC } from '../../lib/trpc';
import type { ScheduleItem } from './schedule-form';

/** The schedules tree and what the server says the person may do in it. */
export function useSchedules(orgId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.schedule.list.queryOptions({ orgId }));
  const items = useMemo<ScheduleItem[]>(() => list.data ?? [], [list.data]);
  const { access, ready } = useResourceAccess(orgId, 'SCHEDULE', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

/** Invalidates everything the tree and the open schedule show. */
export function useRefreshSchedules() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.schedule.list.pathFilter()),
      queryClient.invalidateQueries(trpc.schedule.archived.pathFilter()),
      queryClient.invalidateQueries(trpc.schedule.byId.pathFilter()),
    ]).then(() => undefined);
}
