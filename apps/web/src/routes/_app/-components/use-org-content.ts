import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../lib/app-error';
import { useServices } from '../../../lib/services';
import { useTRPC } from '../../../lib/trpc';
import type { OrgContent } from './getting-started-steps';

/** A tree's items; none without asking when its module is off for this person (the server would refuse). */
const treeOf = <T>(on: boolean, read: () => Promise<T[]>): Promise<T[]> =>
  on
    ? read().catch((error: unknown) => {
        if (isForbidden(error)) return [];
        throw error;
      })
    : Promise.resolve([]);

/**
 * What the organisation holds for this person and what the server lets them create. The trees of the
 * modules switched on for them are read under the overview's own cache key, fresh on each visit: the
 * sections' cached trees are neither reused (they may predate content added elsewhere) nor replaced by
 * this read. Null while loading.
 */
export function useOrgContent(orgId: string): OrgContent | null {
  const trpc = useTRPC();
  const { trpcClient } = useServices();
  const mine = useQuery(trpc.permission.mine.queryOptions({ orgId }));
  const on = mine.data?.switches;
  const trees = useQuery({
    queryKey: ['overview', 'content', orgId],
    staleTime: 0,
    enabled: Boolean(on),
    queryFn: async () => {
      const [sources, views, vizs] = await Promise.all([
        treeOf(Boolean(on?.SOURCE), () => trpcClient.source.list.query({ orgId })),
        treeOf(Boolean(on?.VIEW), () => trpcClient.view.list.query({ orgId })),
        treeOf(Boolean(on?.VIZ), () => trpcClient.viz.folders.query({ orgId })),
      ]);
      const vizNodes = vizs.filter((n) => !n.isFolder);
      return {
        source: sources.filter((s) => !s.isFolder).length,
        view: views.filter((v) => !v.isFolder).length,
        chart: vizNodes.filter((n) => n.relType === 'DATACHART').length,
        dashboard: vizNodes.filter((n) => n.relType === 'DASHBOARD').length,
      };
    },
  });
  if (!mine.data || !trees.data) return null;
  const may = (type: 'SOURCE' | 'VIEW' | 'VIZ') =>
    (mine.data.switches[type] ?? false) && (mine.data.roots[type]?.create ?? false);
  return {
    counts: trees.data,
    canCreate: { source: may('SOURCE'), view: may('VIEW'), chart: may('VIZ'), dashboard: may('VIZ') },
  };
}
