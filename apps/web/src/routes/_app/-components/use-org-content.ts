import { useSources } from '../../../hooks/use-sources';
import { useViews } from '../../../hooks/use-views';
import { useVizTree } from '../../../hooks/use-vizs';
import { isForbidden } from '../../../lib/app-error';
import type { OrgContent } from './getting-started-steps';

/**
 * What the organisation holds for this person, and what the server lets them create, from the trees the
 * sections read (a tree refused because its module is off for them counts as empty). Null while loading.
 */
export function useOrgContent(orgId: string): OrgContent | null {
  const sources = useSources(orgId);
  const views = useViews(orgId);
  const vizs = useVizTree(orgId);
  const settled = [sources, views, vizs].every(
    (tree) => tree.ready || (tree.list.isError && isForbidden(tree.list.error)),
  );
  if (!settled) return null;
  const vizNodes = vizs.items.filter((n) => !n.isFolder);
  const vizCreate = vizs.access.module && vizs.access.createTop;
  return {
    counts: {
      source: sources.items.filter((s) => !s.isFolder).length,
      view: views.items.filter((v) => !v.isFolder).length,
      chart: vizNodes.filter((n) => n.relType === 'DATACHART').length,
      dashboard: vizNodes.filter((n) => n.relType === 'DASHBOARD').length,
    },
    canCreate: {
      source: sources.access.module && sources.access.createTop,
      view: views.access.module && views.access.createTop,
      chart: vizCreate,
      dashboard: vizCreate,
    },
  };
}
