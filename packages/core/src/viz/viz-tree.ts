import { eq } from 'drizzle-orm';
import { dashboards, datacharts, storyboards, vizFolders } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { has, Level } from '../permissions/levels';
import { modulePermission, resolvePermission, type Access } from '../permissions/engine';
import { createTreeLifecycle } from '../tree/tree-lifecycle';

export type VizFolderRow = typeof vizFolders.$inferSelect;
export type DatachartRow = typeof datacharts.$inferSelect;
export type StoryboardRow = typeof storyboards.$inferSelect;

export const VIZ = 'VIZ';
/** Datart's root sentinel of the viz tree ("all folders"); grants on it apply to every viz item. */
export const VIZ_ROOT = 'FOLDER';
/** Datart's root sentinel of the storyboard tree; grants on it apply to every storyboard. */
export const STORY_ROOT = 'STORYBOARD';

/** The tables holding the items of the viz tree that have a lifecycle (publish, archive, restore). */
export const itemTables = { DATACHART: datacharts, DASHBOARD: dashboards } as const;
export type ItemType = keyof typeof itemTables;
export const itemTable = (relType: string | null) =>
  relType === 'DATACHART' || relType === 'DASHBOARD' ? itemTables[relType] : null;

/**
 * The viz tree: folders, and the nodes of charts and dashboards, whose own row (same id) takes the node's
 * name and status in the same transaction and goes with it.
 */
export const vizLifecycle = createTreeLifecycle<VizFolderRow>({
  type: VIZ,
  module: 'VIZ',
  root: VIZ_ROOT,
  entity: (row) => (row.isFolder ? 'folder' : (row.relType ?? 'viz').toLowerCase()),
  table: vizFolders,
  columns: vizFolders,
  nameIndex: 'viz_folders_active_name_uq',
  restoreNeedsCreate: 'always',
  archivedChildren: 'detach',
  mirror: {
    update: async (tx, row, patch) => {
      const item = itemTable(row.relType);
      if (item && row.relId) await tx.update(item).set(patch).where(eq(item.id, row.relId));
    },
    remove: async (tx, row) => {
      const item = itemTable(row.relType);
      if (item && row.relId) await tx.delete(item).where(eq(item.id, row.relId));
    },
  },
});
export const vizTree = vizLifecycle.ops;

/** Storyboards and their folders, in their own tree under their own root. */
export const storyLifecycle = createTreeLifecycle<StoryboardRow>({
  type: VIZ,
  module: 'VIZ',
  root: STORY_ROOT,
  entity: () => 'storyboard',
  table: storyboards,
  columns: storyboards,
  nameIndex: 'storyboards_active_name_uq',
  restoreNeedsCreate: 'always',
  archivedChildren: 'detach',
});
export const storyTree = storyLifecycle.ops;
export type VizType = 'FOLDER' | 'DATACHART' | 'DASHBOARD' | 'STORYBOARD';

/**
 * Ids above a viz item for the permission engine: its folders, then Datart's `FOLDER` root (or, for a
 * storyboard, its storyboard folders and the `STORYBOARD` root); the engine adds the type's own root `VIZ`. The root sentinel itself has no ancestors.
 */
export async function vizAncestors(db: DbOrTx, orgId: string, id: string): Promise<string[] | null> {
  if (id === VIZ_ROOT || id === STORY_ROOT) return [];
  const chain = await vizTree.ancestors(db, orgId, id);
  if (chain !== null) return [...chain, VIZ_ROOT];
  // Storyboards live in their own tree, under their own root.
  const story = await storyTree.ancestors(db, orgId, id);
  return story === null ? null : [...story, STORY_ROOT];
}

export async function findNode(db: DbOrTx, id: string): Promise<VizFolderRow | undefined> {
  const [row] = await db.select().from(vizFolders).where(eq(vizFolders.id, id));
  return row;
}

export async function findDatachart(db: DbOrTx, id: string): Promise<DatachartRow | undefined> {
  const [row] = await db.select().from(datacharts).where(eq(datacharts.id, id));
  return row;
}

/** What the actor may do with one viz item, as the web and Datart's client need it. */
export interface VizCan {
  read: boolean;
  manage: boolean;
  create: boolean;
  share: boolean;
  download: boolean;
}

/**
 * The engine's answer for an item whose ancestor chain is known (`[id, parent, …]`), computed in memory
 * from the actor's grants (module switch, inheritance, owner bypass), so lists need no query per row.
 */
export function vizCan(access: Access, chain: string[], root: string = VIZ_ROOT): VizCan {
  if (access.isOwner) return { read: true, manage: true, create: true, share: true, download: true };
  if (!access.isMember || !has(modulePermission(access, VIZ), Level.ENABLE))
    return { read: false, manage: false, create: false, share: false, download: false };
  const perm = resolvePermission(access, VIZ, [...chain, root]);
  return {
    read: has(perm, Level.READ),
    manage: has(perm, Level.MANAGE),
    create: has(perm, Level.CREATE),
    share: has(perm, Level.SHARE),
    download: has(perm, Level.DOWNLOAD),
  };
}

/** `[id, parent, grandparent…]` for each row of a whole tree, computed in memory. */
export function chainsOf<T extends { id: string; parentId: string | null }>(rows: T[]): (row: T) => string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (r) => {
    const ids = [r.id];
    for (let p = r.parentId; p && ids.length < 64; p = byId.get(p)?.parentId ?? null) ids.push(p);
    return ids;
  };
}
