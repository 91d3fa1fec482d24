/**
 * Client side of the permission model (datart-facts §5): bit levels, module switches, what a draft
 * inherits (by the server's rule, `nearestEntry`), and the create / update / delete lists of the grant endpoint.
 * The server enforces every rule; this only decides what to show and what to send.
 */

// The bits, modules and checks are the server's own definitions (a browser-safe file of @tessera/core).
import {
  has,
  Level,
  MODULE_ID,
  modules,
  nearestEntry,
  type LevelName,
  type Module,
} from '@tessera/core/levels';

export { has, Level, MODULE_ID, type LevelName, type Module };
export const MODULES = modules;

export type SubjectType = 'ROLE' | 'USER_ROLE' | 'USER';

export interface PermissionInfo {
  id?: string | null;
  orgId: string;
  subjectType: SubjectType;
  subjectId: string;
  resourceType: string;
  resourceId: string;
  permission: number;
}

/** The identity of a grant row: one subject, one resource. */
export function entryKey(
  p: Pick<PermissionInfo, 'subjectType' | 'subjectId' | 'resourceType' | 'resourceId'>,
) {
  return `${p.subjectType}:${p.subjectId}|${p.resourceType}|${p.resourceId}`;
}

/** Draft state of the editor: key → permission, `null` = no row (deleted / never existed). */
export type Entries = Map<string, PermissionInfo>;

export function toEntries(infos: PermissionInfo[]): Entries {
  return new Map(infos.map((p) => [entryKey(p), p]));
}

export interface GrantLists {
  permissionToCreate: PermissionInfo[];
  permissionToUpdate: PermissionInfo[];
  permissionToDelete: PermissionInfo[];
}

const strip = ({ id: _id, ...rest }: PermissionInfo): PermissionInfo => rest;

/**
 * The grant request that turns `original` into `draft`: rows only in the draft are created, rows whose
 * permission changed are updated, rows only in the original are deleted. Unchanged rows are not sent.
 */
export function grantDiff(original: Entries, draft: Entries): GrantLists {
  const lists: GrantLists = { permissionToCreate: [], permissionToUpdate: [], permissionToDelete: [] };
  for (const [key, next] of draft) {
    const before = original.get(key);
    if (!before) lists.permissionToCreate.push(strip(next));
    else if (before.permission !== next.permission) lists.permissionToUpdate.push(strip(next));
  }
  for (const [key, before] of original) if (!draft.has(key)) lists.permissionToDelete.push(strip(before));
  return lists;
}

export const isEmptyDiff = (d: GrantLists) =>
  d.permissionToCreate.length + d.permissionToUpdate.length + d.permissionToDelete.length === 0;

export interface TreeItem {
  id: string;
  name: string;
  parentId: string | null;
  isFolder: boolean;
}

/** Ids from the item up through its folders to the root sentinel (the type name): the inheritance chain. */
export function ancestry(items: Map<string, TreeItem>, type: string, id: string): string[] {
  if (id === type) return [type];
  const chain: string[] = [];
  const seen = new Set<string>();
  let current: string | null | undefined = id;
  while (current && !seen.has(current)) {
    seen.add(current);
    chain.push(current);
    current = items.get(current)?.parentId;
  }
  chain.push(type);
  return chain;
}

export interface Effective {
  /** The permission that applies. */
  permission: number;
  /** True when the item itself has an entry; false when inherited (or nothing applies). */
  explicit: boolean;
  /** The id whose entry decides (null when no entry anywhere up the chain). */
  from: string | null;
}

/** Datart's rule for one subject (`nearestEntry`, the server's own), on the editor's draft entries. */
export function effectivePermission(
  lookup: (resourceId: string) => number | undefined,
  chain: string[],
): Effective {
  const nearest = nearestEntry(chain, lookup);
  if (!nearest) return { permission: 0, explicit: false, from: null };
  return { permission: nearest.entry, explicit: nearest.index === 0, from: chain[nearest.index]! };
}

/** The levels of `levels` that `perm` satisfies. */
export function checkedLevels(perm: number, levels: readonly LevelName[]): Set<LevelName> {
  return new Set(levels.filter((l) => has(perm, Level[l])));
}

/**
 * Toggles one privilege checkbox. Checking a level also checks what it implies (MANAGE → READ);
 * unchecking it also unchecks every level that includes it (READ off → MANAGE off).
 */
export function toggleLevel(
  perm: number,
  level: LevelName,
  on: boolean,
  levels: readonly LevelName[],
): number {
  const bits = Level[level];
  const set = checkedLevels(perm, levels);
  if (on) {
    for (const l of levels) if (has(bits, Level[l])) set.add(l);
    set.add(level);
  } else {
    for (const l of levels) if (has(Level[l], bits)) set.delete(l);
  }
  let result = 0;
  for (const l of set) result |= Level[l];
  return result;
}

export interface TreeRow extends TreeItem {
  depth: number;
}

/** Items in tree order (folders first, then by name), each with its depth; orphans go to the top level. */
export function flattenTree(items: TreeItem[]): TreeRow[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<string | null, TreeItem[]>();
  for (const item of items) {
    const parent = item.parentId && ids.has(item.parentId) ? item.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(item);
    children.set(parent, list);
  }
  const sort = (list: TreeItem[]) =>
    [...list].sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name));
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const item of sort(children.get(parent) ?? [])) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rows.push({ ...item, depth });
      walk(item.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}
