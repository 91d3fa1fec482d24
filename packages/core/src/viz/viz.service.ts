import { shownTo } from './drafts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dashboards, datacharts, permissions, STATUS, vizFolders } from '@tessera/db';
import { cached } from '../cache/cached';
import { writesViz } from '../cache/metadata-cache';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { ancestorsOf, authorize, loadAccess, requireModule, type Access } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { ensurePerUserRole } from '../permissions/subjects';
import { recordVersion } from '../versions/record-version';
import {
  type ArchivedListInput,
  type CheckVizNameInput,
  type CreateFolderInput,
  type DeleteVizInput,
  type OrgIdInput,
  type PublishInput,
  type UnarchiveVizInput,
  type UpdateFolderInput,
} from './viz.schemas';
import {
  chainsOf,
  findNode,
  VIZ,
  VIZ_ROOT,
  itemTable,
  itemTables,
  storyLifecycle,
  vizCan,
  vizLifecycle,
  type ItemType,
  type VizCan,
  type VizFolderRow,
} from './viz-tree';

export type VizNode = VizFolderRow & { can: VizCan };

/** A write that lost a race for a name (the unique index on active names per folder) answers 409, not 500. */
export const nameSafe = vizLifecycle.nameSafe;

/** A tree node with what the actor may do with it. */
export async function withCan(ctx: Ctx, node: VizFolderRow): Promise<VizNode> {
  const access = await loadAccess(ctx, node.orgId);
  const above = (await ancestorsOf(ctx, node.orgId, VIZ, node.id)) ?? [];
  return { ...node, can: vizCan(access, [node.id, ...above.filter((a) => a !== VIZ_ROOT)]) };
}

/** Loads a tree node and checks `level` on it (folders inherit, the module switch applies, owners pass). */
export async function loadNode(
  ctx: Ctx,
  id: string,
  level: number,
): Promise<{ node: VizFolderRow; access: Access }> {
  const node = await findNode(ctx.deps.db, id);
  if (!node) throw new AppError('NOT_FOUND', { entity: 'viz' });
  const access = await authorize(ctx, node.orgId, VIZ, node.id, level);
  return { node, access };
}

/** CREATE where a new item lands and an active folder there. */
export async function assertCanPlace(
  ctx: Ctx,
  orgId: string,
  parentId: string | null | undefined,
): Promise<Access> {
  return vizLifecycle.assertCanPlace(ctx, orgId, parentId);
}

/** CREATE where a new item lands, an active folder there and a free name. */
export async function assertCanCreate(
  ctx: Ctx,
  input: { orgId: string; name: string; parentId?: string | null },
): Promise<Access> {
  return vizLifecycle.assertCanCreate(ctx, input);
}

/** The creator keeps CREATE (incl. MANAGE) on what they made, as with views. */
export async function grantCreator(
  tx: Parameters<typeof ensurePerUserRole>[0],
  access: Access,
  orgId: string,
  id: string,
): Promise<void> {
  if (access.isOwner) return;
  const roleId = await ensurePerUserRole(tx, orgId, access.userId);
  await tx.insert(permissions).values({
    orgId,
    roleId,
    resourceType: VIZ,
    resourceId: id,
    permission: Level.CREATE,
    createdBy: access.userId,
  });
}

/** `GET /viz/folders`: the nodes the actor may read, plus the folders above them, each with `can`. */
export async function listFolders(ctx: Ctx, { orgId }: OrgIdInput): Promise<VizNode[]> {
  const access = await requireModule(ctx, orgId, 'VIZ');
  // The organisation's whole tree, from the metadata cache (decision D-dash-7): shared, never changed here.
  const rows = await cached(ctx, orgId, 'viz-folders', () =>
    ctx.deps.db
      .select()
      .from(vizFolders)
      .where(eq(vizFolders.orgId, orgId))
      .orderBy(asc(vizFolders.index), asc(vizFolders.name)),
  );
  const active = rows.filter((r) => r.status !== STATUS.ARCHIVED);
  const chainOf = chainsOf(active);
  const ids = new Set<string>();
  for (const r of active) {
    const can = vizCan(access, chainOf(r));
    // A draft only for those who may edit it (D-draft-1).
    if (can.read && shownTo(r, can)) for (const id of chainOf(r)) ids.add(id);
  }
  return active.filter((r) => ids.has(r.id)).map((r) => ({ ...r, can: vizCan(access, chainOf(r)) }));
}

export async function createFolder(ctx: Ctx, input: CreateFolderInput): Promise<VizNode> {
  writesViz(ctx);
  const access = await assertCanCreate(ctx, input);
  const row = await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vizFolders)
        .values({
          orgId: input.orgId,
          name: input.name,
          relType: 'FOLDER',
          isFolder: true,
          description: input.description ?? null,
          parentId: input.parentId ?? null,
          index: await vizLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      await tx.update(vizFolders).set({ relId: created!.id }).where(eq(vizFolders.id, created!.id));
      await grantCreator(tx, access, input.orgId, created!.id);
      return { ...created!, relId: created!.id };
    }),
  );
  return withCan(ctx, row);
}

/**
 * Rename, move (Datart's index rules: a given index wins; a new parent without one appends) and describe a
 * tree node. Datart's tree moves charts and dashboards through this path too: their own row takes the new
 * name with the node, in the same transaction.
 */
export async function updateFolder(ctx: Ctx, input: UpdateFolderInput): Promise<VizNode> {
  writesViz(ctx);
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  if (node.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'viz' });
  const item = node.isFolder ? null : itemTable(node.relType);
  if (!node.isFolder && !item) throw new AppError('NOT_FOUND', { entity: 'folder' });
  const updated = await vizLifecycle.move(ctx, node, input, {
    patch: input.description !== undefined && node.isFolder ? { description: input.description } : {},
    // A rename from the tree is a new version of the chart or board (a move alone changes nothing kept).
    after: async (tx) => {
      if (node.relId && (node.relType === 'DATACHART' || node.relType === 'DASHBOARD'))
        await recordVersion(tx, ctx, node.relType, node.relId);
    },
  });
  return withCan(ctx, updated);
}

/** Folders are deleted (not archived), and only when nothing active is inside (Datart refuses non-empty folders). */
export async function deleteFolder(ctx: Ctx, input: DeleteVizInput): Promise<boolean> {
  writesViz(ctx);
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  if (!node.isFolder) throw new AppError('NOT_FOUND', { entity: 'folder' });
  // Archived charts that lived here stay in the recycle bin; restoring them asks for a new folder.
  await vizLifecycle.remove(ctx, node, false);
  return true;
}

/** `POST /viz/check/name`: true when free in that folder, 409 otherwise (storyboards have their own list). */
export async function checkVizName(ctx: Ctx, input: CheckVizNameInput): Promise<boolean> {
  return (input.vizType === 'STORYBOARD' ? storyLifecycle : vizLifecycle).checkName(ctx, input);
}

type VizItem = { id: string; name: string; status: number; orgId: string };

/** The chart or dashboard behind a `vizType` + id of the lifecycle endpoints (storyboards have their own). */
async function loadVizItem(
  ctx: Ctx,
  vizType: string,
  id: string,
  level: number,
): Promise<{ node: VizFolderRow; item: VizItem; type: ItemType }> {
  if (vizType !== 'DATACHART' && vizType !== 'DASHBOARD')
    throw new AppError('NOT_FOUND', { entity: vizType.toLowerCase() });
  const table = itemTables[vizType];
  const [item] = await ctx.deps.db
    .select({ id: table.id, name: table.name, status: table.status, orgId: table.orgId })
    .from(table)
    .where(eq(table.id, id));
  if (!item) throw new AppError('NOT_FOUND', { entity: vizType.toLowerCase() });
  const { node } = await loadNode(ctx, id, level);
  return { node, item, type: vizType };
}

/** `PUT /viz/publish|unpublish/{id}?vizType=`: status 2 / back to 1; needs MANAGE. */
export async function setPublished(ctx: Ctx, input: PublishInput): Promise<boolean> {
  writesViz(ctx);
  const { item, type } = await loadVizItem(ctx, input.vizType, input.id, Level.MANAGE);
  if (item.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: type.toLowerCase() });
  const status = input.publish ? STATUS.PUBLISHED : STATUS.ACTIVE;
  const table = itemTables[type];
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ status, updatedBy: ctx.actor!.userId, updatedAt: ctx.deps.clock() })
      .where(eq(table.id, item.id));
    await tx.update(vizFolders).set({ status }).where(eq(vizFolders.id, item.id));
  });
  return true;
}

/**
 * Archive (recycle bin, name suffixed like Datart's) or delete a chart or dashboard with its grants
 * (a dashboard's widgets and relations go with it by cascade).
 */
export async function removeVizItem(ctx: Ctx, vizType: ItemType, input: DeleteVizInput): Promise<boolean> {
  writesViz(ctx);
  const { node } = await loadVizItem(ctx, vizType, input.id, Level.MANAGE);
  await vizLifecycle.remove(ctx, node, input.archive);
  return true;
}

/** `DELETE /viz/datacharts/{id}?archive=`. */
export const removeDatachart = (ctx: Ctx, input: DeleteVizInput): Promise<boolean> =>
  removeVizItem(ctx, 'DATACHART', input);

/** `PUT /viz/unarchive/{id}?vizType&newName&parentId&index`: back into a chosen folder, under a free name. */
export async function unarchiveViz(ctx: Ctx, input: UnarchiveVizInput): Promise<VizNode> {
  writesViz(ctx);
  const { node } = await loadVizItem(ctx, input.vizType, input.id, Level.MANAGE);
  const restored = await vizLifecycle.restore(ctx, node, { ...input, name: input.newName });
  return withCan(ctx, restored);
}

/** The recycle bin: archived charts or dashboards the actor may manage. Storyboards answer [] until they exist. */
export async function listArchived(ctx: Ctx, input: ArchivedListInput) {
  const type = input.vizType;
  if (type !== 'DATACHART' && type !== 'DASHBOARD') {
    await requireModule(ctx, input.orgId, 'VIZ');
    return [];
  }
  const {
    access,
    rows: bin,
    all,
  } = await vizLifecycle.listArchived(ctx, input.orgId, (r) => r.relType === type);
  const chainOf = chainsOf(all);
  if (!bin.length) return [];
  const ids = bin.map((r) => r.id);
  const items =
    type === 'DATACHART'
      ? await ctx.deps.db
          .select()
          .from(datacharts)
          .where(and(eq(datacharts.orgId, input.orgId), inArray(datacharts.id, ids)))
      : (
          await ctx.deps.db
            .select()
            .from(dashboards)
            .where(and(eq(dashboards.orgId, input.orgId), inArray(dashboards.id, ids)))
        ).map((d) => ({ ...d, viewId: null }));
  const nodes = new Map(bin.map((r) => [r.id, r]));
  return items
    .map((c) => ({
      ...c,
      parentId: nodes.get(c.id)!.parentId,
      index: nodes.get(c.id)!.index,
      vizType: type,
      can: vizCan(access, chainOf(nodes.get(c.id)!)),
    }))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
