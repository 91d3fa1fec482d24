import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** What the current user may do in the tree. */
export interface ResourceAccess {
  createTop: boolean;
  createIn(folderId: string | null): boolean;
  manage(id: string): boolean;
}

interface Flagged {
  id: string;
  can: { manage: boolean; create: boolean };
}

/**
 * What the person may do in a resource tree, read from the server's flags: `can` on every listed item
 * and the type's root flags from `permission.mine`. Nothing is worked out here.
 */
export function useResourceAccess(
  orgId: string,
  type: 'SOURCE' | 'VIEW' | 'VIZ' | 'STORYBOARD' | 'SCHEDULE',
  items: Flagged[],
) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.permission.mine.queryOptions({ orgId }));
  const byId = new Map(items.map((i) => [i.id, i.can]));
  const root = mine.data?.roots[type];
  const access: ResourceAccess & { module: boolean } = {
    // Storyboards live under the VIZ module's switch.
    module: mine.data?.switches[type === 'STORYBOARD' ? 'VIZ' : type] ?? false,
    createTop: root?.create ?? false,
    createIn: (folderId) => (folderId ? (byId.get(folderId)?.create ?? false) : (root?.create ?? false)),
    manage: (id) => byId.get(id)?.manage ?? false,
  };
  return { access, ready: mine.isSuccess };
}
