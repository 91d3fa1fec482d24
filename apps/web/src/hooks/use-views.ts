import { useQueryClient, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useMemo } from 'react';
import { useResourceAccess } from './use-resource-access';
import { useTRPC } from '../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
export type ViewItem = Outputs['view']['list'][number];
export type ViewDetail = Outputs['view']['byId'];
export type ViewVariable = Outputs['variable']['byView'][number];

export { isForbidden, isNotFound, useOrgId } from './use-sources';

/** The active tree and what the server says the user may do with it. */
export function useViews(orgId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.view.list.queryOptions({ orgId }));
  const items = useMemo(() => list.data ?? [], [list.data]);
  const { access, ready } = useResourceAccess(orgId, 'VIEW', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

/** Invalidates everything the tree shows. */
export function useRefreshViews() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.view.list.pathFilter()),
      queryClient.invalidateQueries(trpc.view.archived.pathFilter()),
    ]).then(() => undefined);
}
