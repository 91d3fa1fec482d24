import { Level, type MyPermissions } from './source-access';

/**
 * What the current user may do with views, from `permission.mine` (Datart's bits, resource type VIEW).
 * The server checks every call; this only hides what would be refused.
 */
export const VIEW_MODULE = 'VIEW';

export interface ViewAccess {
  module: boolean;
  createTop: boolean;
  createIn(folderId: string | null): boolean;
  manage(id: string): boolean;
}

const has = (perm: number, level: number) => (perm & level) === level;

export function viewAccess(
  mine: MyPermissions | undefined,
  parentOf: (id: string) => string | null | undefined,
): ViewAccess {
  const owner = mine?.orgOwner ?? false;
  const module = owner || has(mine?.modules?.[VIEW_MODULE] ?? 0, Level.ENABLE);
  const grants = (mine?.permissionInfos ?? []).filter((p) => p.resourceType === VIEW_MODULE);
  const resolve = (id: string | null): number => {
    const chain: string[] = [];
    for (let cur = id; cur && chain.length < 64; cur = parentOf(cur) ?? null) chain.push(cur);
    chain.push(VIEW_MODULE);
    for (const rid of chain) {
      const found = grants.filter((g) => g.resourceId === rid);
      if (found.length) return found.reduce((acc, g) => acc | g.permission, 0);
    }
    return 0;
  };
  return {
    module,
    createTop: owner || (module && has(resolve(null), Level.CREATE)),
    createIn: (folderId) => owner || (module && has(resolve(folderId), Level.CREATE)),
    manage: (id) => owner || (module && has(resolve(id), Level.MANAGE)),
  };
}
