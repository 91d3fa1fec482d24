import { asc, eq } from 'drizzle-orm';
import { permissions, STATUS, views } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize, can, loadAccess, requireModule } from '../permissions/engine';
import { allowedColumns } from './access-rules';
import { flagsFor, treeFlags, type Can } from '../permissions/can';
import { restrictModel, validateModel } from './model';
import { Level } from '../permissions/levels';
import { ensurePerUserRole } from '../permissions/subjects';
import { visibleItems } from '../tree/tree-ops';
import { findView, VIEW, viewLifecycle, type ViewRow } from './view-tree';
import { applyViewExtras, auditViewExtras, checkViewExtras } from './view-extras';
import { recordVersion } from '../versions/record-version';
import type { SaveOptions } from '../versions/versions.schemas';
import {
  type CheckViewNameInput,
  type CreateViewInput,
  type DeleteViewInput,
  type MoveViewInput,
  type OrgIdInput,
  type UnarchiveViewInput,
  type UpdateViewInput,
  type ViewIdInput,
} from './views.schemas';

/** Light columns for trees (Datart's list shape). */
export const viewListItem = (r: ViewRow) => ({
  id: r.id,
  name: r.name,
  orgId: r.orgId,
  index: r.index,
  type: r.type,
  isFolder: r.isFolder,
  parentId: r.parentId,
  sourceId: r.sourceId,
  description: r.description,
  status: r.status,
});

/** The whole view; the SQL only for people who may manage it, the model without columns they may not see. */
export function viewDetail(r: ViewRow, canManage: boolean, visibleColumns: string[] | null = null) {
  return {
    ...viewListItem(r),
    script: canManage ? r.script : null,
    model: restrictModel(r.model ?? null, visibleColumns),
    config: r.config ?? null,
    canManage,
  };
}

/** A view in a tree (Datart's list shape) and the whole view, as the doors answer them. */
export type ViewListItem = ReturnType<typeof viewListItem>;
export type ViewDetail = ReturnType<typeof viewDetail>;

export async function loadView(ctx: Ctx, id: string, level: number): Promise<ViewRow> {
  const row = await findView(ctx.deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', { entity: 'view' });
  await authorize(ctx, row.orgId, VIEW, row.id, level);
  return row;
}

/** A view's SQL may only reach sources the editor may use (CVE-2026-23982 class). */
async function assertSourceUsable(ctx: Ctx, orgId: string, sourceId: string | null | undefined) {
  if (!sourceId) return;
  await authorize(ctx, orgId, 'SOURCE', sourceId, Level.READ);
}

export async function listViews(
  ctx: Ctx,
  { orgId }: OrgIdInput,
  mode: 'active' | 'archived' = 'active',
): Promise<(ViewListItem & { can: Can })[]> {
  const access = await requireModule(ctx, orgId, 'VIEW');
  const rows = await ctx.deps.db
    .select()
    .from(views)
    .where(eq(views.orgId, orgId))
    .orderBy(asc(views.index), asc(views.name));
  const flags = treeFlags(access, VIEW, rows);
  return visibleItems(access, VIEW, rows, mode === 'active' ? Level.READ : Level.MANAGE, mode).map((r) => ({
    ...viewListItem(r),
    can: flags(r),
  }));
}

export async function getView(ctx: Ctx, { id }: ViewIdInput): Promise<ViewDetail & { can: Can }> {
  const row = await loadView(ctx, id, Level.READ);
  const canManage = await can(ctx, row.orgId, VIEW, row.id, Level.MANAGE);
  const access = await loadAccess(ctx, row.orgId);
  const flags = await flagsFor(ctx, row.orgId, VIEW, row.id);
  return {
    ...viewDetail(row, canManage, canManage ? null : await allowedColumns(ctx, row, access)),
    can: flags,
  };
}

export async function checkViewName(ctx: Ctx, input: CheckViewNameInput): Promise<boolean> {
  return viewLifecycle.checkName(ctx, input);
}

/**
 * A SQL view must carry a statement (spaces alone are none): saved empty, every chart on it could only
 * fail. Run refuses it the same way in the editor. Reported under `script`, labelled as the editor's field.
 */
function assertScriptGiven(type: string, script: string | null | undefined) {
  if (type === 'SQL' && !script?.trim())
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'script', message: 'required' }] });
}

export async function createView(ctx: Ctx, input: CreateViewInput): Promise<ViewDetail> {
  const access = await viewLifecycle.assertCanCreate(ctx, input);
  if (!input.isFolder) {
    if (!input.sourceId)
      throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'sourceId', message: 'required' }] });
    assertScriptGiven(input.type, input.script);
    validateModel(input.model);
    await assertSourceUsable(ctx, input.orgId, input.sourceId);
  }
  const hasExtras =
    !input.isFolder && (input.variablesToCreate.length > 0 || Boolean(input.columnPermission?.length));
  const before = hasExtras ? await checkViewExtras(ctx, input.orgId, null, input) : new Map();
  let created: Awaited<ReturnType<typeof applyViewExtras>> = [];
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(views)
      .values({
        orgId: input.orgId,
        name: input.name,
        description: input.description ?? null,
        sourceId: input.isFolder ? null : (input.sourceId ?? null),
        script: input.isFolder ? null : (input.script ?? ''),
        type: input.type,
        model: input.model,
        config: input.config,
        parentId: input.parentId ?? null,
        isFolder: input.isFolder,
        index: await viewLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    if (!access.isOwner) {
      const roleId = await ensurePerUserRole(tx, input.orgId, access.userId);
      await tx.insert(permissions).values({
        orgId: input.orgId,
        roleId,
        resourceType: VIEW,
        resourceId: inserted!.id,
        permission: Level.CREATE,
        createdBy: access.userId,
      });
    }
    if (hasExtras) created = await applyViewExtras(tx, ctx, input.orgId, inserted!.id, input);
    await recordVersion(tx, ctx, 'VIEW', inserted!.id);
    return inserted!;
  });
  if (hasExtras) await auditViewExtras(ctx, row.orgId, row.id, input, before, created);
  return viewDetail(row, true);
}

export async function updateView(
  ctx: Ctx,
  input: UpdateViewInput,
  opts: SaveOptions = {},
): Promise<ViewDetail> {
  const row = await loadView(ctx, input.id, Level.MANAGE);
  if (row.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'view' });
  const parentId = input.parentId === undefined ? row.parentId : (input.parentId ?? null);
  await viewLifecycle.assertCanMove(ctx, row, parentId);
  await viewLifecycle.ops.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
  const sourceId = row.isFolder ? null : (input.sourceId ?? row.sourceId);
  if (!row.isFolder) validateModel(input.model);
  // Absent (null) keeps the stored SQL; a blank one sent is refused as on create.
  if (!row.isFolder && input.script !== undefined && input.script !== null)
    assertScriptGiven(input.type, input.script);
  // Any change to the SQL or the source is checked against the editor's own source rights.
  if (!row.isFolder && (sourceId !== row.sourceId || (input.script ?? row.script) !== row.script))
    await assertSourceUsable(ctx, row.orgId, sourceId);
  const patch: Partial<ViewRow> = {
    name: input.name,
    parentId,
    type: input.type,
    updatedBy: ctx.actor!.userId,
    updatedAt: ctx.deps.clock(),
  };
  if (!row.isFolder) {
    patch.sourceId = sourceId;
    if (input.script !== undefined && input.script !== null) patch.script = input.script;
    if (input.model !== null) patch.model = input.model;
    if (input.config !== null) patch.config = input.config;
  }
  if (input.description !== undefined) patch.description = input.description;
  if (input.index !== undefined && input.index !== null) patch.index = input.index;
  const extras = row.isFolder ? { variablesToCreate: [] } : input;
  const before = await checkViewExtras(ctx, row.orgId, row.id, extras);
  let created: Awaited<ReturnType<typeof applyViewExtras>> = [];
  const updated = await ctx.deps.db.transaction(async (tx) => {
    const [saved] = await tx.update(views).set(patch).where(eq(views.id, row.id)).returning();
    created = await applyViewExtras(tx, ctx, row.orgId, row.id, extras);
    await recordVersion(tx, ctx, 'VIEW', row.id, opts);
    return saved!;
  });
  await auditViewExtras(ctx, row.orgId, row.id, extras, before, created);
  return viewDetail(updated, true);
}

export async function moveView(ctx: Ctx, input: MoveViewInput): Promise<ViewListItem> {
  const row = await loadView(ctx, input.id, Level.MANAGE);
  const updated = await viewLifecycle.move(
    ctx,
    row,
    { ...input, parentId: input.parentId ?? null },
    // A rename from the tree is a new version of the view (a move alone changes nothing kept).
    { after: (tx) => recordVersion(tx, ctx, 'VIEW', row.id) },
  );
  return viewListItem(updated);
}

export async function deleteView(ctx: Ctx, input: DeleteViewInput): Promise<boolean> {
  const row = await loadView(ctx, input.id, Level.MANAGE);
  await viewLifecycle.remove(ctx, row, input.archive);
  return true;
}

export async function unarchiveView(ctx: Ctx, input: UnarchiveViewInput): Promise<ViewListItem> {
  const row = await loadView(ctx, input.id, Level.MANAGE);
  return viewListItem(await viewLifecycle.restore(ctx, row, input));
}
