import { useQueryClient, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useMemo } from 'react';
import { useResourceAccess } from './use-resource-access';
import { useTRPC } from '../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
/** A node of the viz tree (folder, chart or dashboard), with the server's `can` flags. */
export type VizNode = Outputs['viz']['folders'][number];
export type VizItem = VizNode & { type: string };
export type StoryItem = Outputs['storyboard']['list'][number] & { type: string };
export type ChartDetail = Outputs['datachart']['byId'];

export { isForbidden, isNotFound, useOrgId } from './use-sources';

/** The charts-and-dashboards tree and what the server says the person may do in it. */
export function useVizTree(orgId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.viz.folders.queryOptions({ orgId }));
  const items = useMemo<VizItem[]>(
    () => (list.data ?? []).map((n) => ({ ...n, type: n.isFolder ? 'FOLDER' : n.relType })),
    [list.data],
  );
  const { access, ready } = useResourceAccess(orgId, 'VIZ', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

/** The storyboards tree (its own root, as in Datart). */
export function useStoryTree(orgId: string) {
  const trpc = useTRPC();
  const list = useQuery(trpc.storyboard.list.queryOptions({ orgId }));
  const items = useMemo<StoryItem[]>(
    () => (list.data ?? []).map((n) => ({ ...n, type: n.isFolder ? 'FOLDER' : 'STORYBOARD' })),
    [list.data],
  );
  const { access, ready } = useResourceAccess(orgId, 'STORYBOARD', items);
  return { list, items, access, ready: list.isSuccess && ready };
}

export function useRefreshVizs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.viz.folders.pathFilter()),
      queryClient.invalidateQueries(trpc.viz.recycleBin.pathFilter()),
      queryClient.invalidateQueries(trpc.datachart.byId.pathFilter()),
    ]).then(() => undefined);
}

export function useRefreshStories() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.storyboard.list.pathFilter()),
      queryClient.invalidateQueries(trpc.viz.archived.pathFilter()),
    ]).then(() => undefined);
}
