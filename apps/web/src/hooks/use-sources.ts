import { useQueryClient, useSuspenseQuery, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useMemo } from 'react';
import { useCurrentOrg } from './use-current-org';
import { useResourceAccess } from './use-resource-access';
import { useTRPC } from '../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
export type SourceItem = Outputs['source']['list'][number];
export type SourceDetail = Outputs['source']['byId'];
export type SourceSchemas = Outputs['source']['schemas'];
export type SourceTypeName = 'JDBC' | 'FILE' | 'HTTP' | 'DEMO';

/** The current organisation's id (sources always belong to one). */
export function useOrgId(): string | null {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  const [org] = useCurrentOrg(user);
  return org?.id ?? null;
}

/** The active tree and what the server says the user may do with it. */
export function useSources(orgId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.source.list.queryOptions({ orgId }));
  const items = useMemo(() => list.data ?? [], [list.data]);
  const { access, ready } = useResourceAccess(orgId, 'SOURCE', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

// Kept here for the section's imports; they live beside the other server-error readers.
export { isForbidden, isNotFound } from '../lib/app-error';

/** Invalidates everything the tree shows. */
export function useRefreshSources() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.source.list.pathFilter()),
      queryClient.invalidateQueries(trpc.source.archived.pathFilter()),
    ]).then(() => undefined);
}
