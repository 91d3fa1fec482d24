import { assertShown } from '../viz/drafts';
import { and, eq, inArray } from 'drizzle-orm';
import { dashboards, datacharts, STATUS, vizFolders, widgetRelations, widgets } from '@tessera/db';
import { cachedViewRow } from '../cache/execute-metadata';
import { cached, seed } from '../cache/cached';
import { metadataCache, writesViz } from '../cache/metadata-cache';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { queryVariables, usableView, viewForReader } from '../viz/datacharts.service';
import {
  assertCanCreate,
  grantCreator,
  loadNode,
  nameSafe,
  removeVizItem,
  withCan,
  type VizNode,
} from '../viz/viz.service';
import { type DeleteVizInput, type VizIdInput } from '../viz/viz.schemas';
import { findNode, VIZ, vizLifecycle, type VizCan, type VizFolderRow } from '../viz/viz-tree';
import {
  type CopyDashboardInput,
  type CreateDashboardInput,
  type UpdateDashboardInput,
} from './dashboards.schemas';
import { recordVersion } from '../versions/record-version';
import type { SaveOptions } from '../versions/versions.schemas';
import { planWidgets, type WidgetRow } from './widget-save';
import { assertUrls } from './widget-urls';

export type DashboardRow = typeof dashboards.$inferSelect;
type RelationRow = typeof widgetRelations.$inferSelect;

export async function findDashboard(db: Ctx['deps']['db'], id: string): Promise<DashboardRow | undefined> {
  const [row] = await db.select().from(dashboards).where(eq(dashboards.id, id));
  return row;
}

/** What a board's detail is made of, the same for every reader (see `boardRows`). */
interface BoardRows {
  board: DashboardRow;
  node: VizFolderRow | undefined;
  widgets: WidgetRow[];
  relations: RelationRow[];
  charts: DashboardDetail['datacharts'];
}

async function loadBoardRows(db: Ctx['deps']['db'], id: string): Promise<BoardRows | undefined> {
  const board = await findDashboard(db, id);
  if (!board) return undefined;
  const node = await findNode(db, id);
  const rows = await db.select().from(widgets).where(eq(widgets.dashboardId, board.id));
  const relations = rows.length
    ? await db.select().from(widgetRelations).where(eq(widgetRelations.dashboardId, board.id))
    : [];
  const chartIds = [...new Set(rows.map((w) => w.datachartId).filter((x): x is string => !!x))];
  const charts = chartIds.length
    ? await db
        .select({
          id: datacharts.id,
          name: datacharts.name,
          viewId: datacharts.viewId,
          config: datacharts.config,
          status: datacharts.status,
        })
        .from(datacharts)
        .where(inArray(datacharts.id, chartIds))
    : [];
  return { board, node, widgets: rows, relations, charts };
}

/**
 * The board's rows, from the metadata cache when this request knows its organisation's version: every
 * table they come from bumps that version when written (migrations 0004 and 0012), so a change is seen by
 * the very next request. Shared between requests: callers read them, never change them.
 */
async function boardRows(ctx: Ctx, id: string): Promise<BoardRows | undefined> {
  const cache = metadataCache(ctx.deps.db);
  const orgId = cache.orgOf.get(`dashboard:${id}`);
  if (orgId) {
    const rows = await cached(ctx, orgId, `board:${id}`, () => loadBoardRows(ctx.deps.db, id));
    if (rows?.board.orgId === orgId) return rows;
    if (rows === undefined) return undefined;
  }
  const startedAt = cache.tick();
  const rows = await loadBoardRows(ctx.deps.db, id);
  if (rows) {
    cache.remember('dashboard', id, rows.board.orgId);
    await seed(ctx, rows.board.orgId, `board:${id}`, rows, startedAt);
  }
  return rows;
}

/** The board's rows, once the actor may read it (archived boards only for those who may restore them). */
async function readableBoardRows(ctx: Ctx, id: string): Promise<{ rows: BoardRows; node: VizNode }> {
  const rows = await boardRows(ctx, id);
  if (!rows) throw new AppError('NOT_FOUND', { entity: 'dashboard' });
  if (!rows.node) throw new AppError('NOT_FOUND', { entity: 'viz' });
  const level = rows.board.status === STATUS.ARCHIVED ? Level.MANAGE : Level.READ;
  await authorize(ctx, rows.node.orgId, VIZ, rows.node.id, level);
  const node = await withCan(ctx, rows.node);
  assertShown({ status: rows.board.status, isFolder: false }, node.can);
  return { rows, node };
}

/** A dashboard the actor may read (archived ones only for those who may restore them). */
export async function readableDashboard(
  ctx: Ctx,
  id: string,
): Promise<{ board: DashboardRow; node: VizNode }> {
  const { rows, node } = await readableBoardRows(ctx, id);
  return { board: rows.board, node };
}

export interface DashboardDetail extends DashboardRow {
  parentId: string | null;
  index: number;
  subType: string | null;
  widgets: (WidgetRow & { relations: RelationRow[] })[];
  datacharts: { id: string; name: string; viewId: string | null; config: unknown; status: number }[];
  views: NonNullable<Awaited<ReturnType<typeof viewForReader>>>[];
  queryVariables: Awaited<ReturnType<typeof queryVariables>>;
  download: boolean;
  can: VizCan;
}

/**
 * Datart's DashboardDetail: the board, its widgets with their relations, and the charts and views the
 * widgets use as the reader may see them (SQL for view managers only, columns under column rules).
 */
async function detailOf(ctx: Ctx, rows: BoardRows, node: VizNode): Promise<DashboardDetail> {
  const { board, charts } = rows;
  const viewIds = new Set<string>();
  for (const w of rows.widgets) for (const v of w.viewIds) viewIds.add(v);
  for (const c of charts) if (c.viewId) viewIds.add(c.viewId);
  const views: DashboardDetail['views'] = [];
  const variables = new Map<string, DashboardDetail['queryVariables'][number]>();
  for (const id of viewIds) {
    const view = await cachedViewRow(ctx, id);
    if (!usableView(view, board.orgId)) continue;
    views.push(await viewForReader(ctx, view));
    for (const v of await queryVariables(ctx, board.orgId, view.id)) variables.set(v.id, v);
  }
  return {
    ...board,
    parentId: node.parentId,
    index: node.index,
    subType: node.subType,
    widgets: rows.widgets.map((w) => ({
      ...w,
      relations: rows.relations.filter((r) => r.sourceId === w.id),
    })),
    datacharts: charts,
    views,
    queryVariables: [...variables.values()],
    download: node.can.download,
    can: node.can,
  };
}

/** `GET /viz/dashboards/{id}`. */
export async function getDashboard(ctx: Ctx, { id }: VizIdInput): Promise<DashboardDetail> {
  const { rows, node } = await readableBoardRows(ctx, id);
  return detailOf(ctx, rows, node);
}

/** The board's own config, with its layout type kept in step with the tree node's `subType`. */
const boardConfig = (
  config: Record<string, unknown> | null | undefined,
  subType: string | null | undefined,
) => config ?? { version: '1.0.0', type: subType ?? 'auto', jsonConfig: { props: [] } };

/** `POST /viz/dashboards` → its tree node (Datart returns the Folder row). */
export async function createDashboard(ctx: Ctx, input: CreateDashboardInput): Promise<VizNode> {
  writesViz(ctx);
  if (input.config) assertUrls(input.config, 'board', ctx.deps.config.iframeAllowedHosts);
  const access = await assertCanCreate(ctx, input);
  const subType = input.subType ?? (input.config?.type === 'free' ? 'free' : 'auto');
  const node = await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [board] = await tx
        .insert(dashboards)
        .values({
          orgId: input.orgId,
          name: input.name,
          description: input.description ?? null,
          config: boardConfig(input.config, subType),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      const [row] = await tx
        .insert(vizFolders)
        .values({
          id: board!.id,
          orgId: input.orgId,
          name: input.name,
          relType: 'DASHBOARD',
          relId: board!.id,
          subType,
          avatar: input.avatar ?? null,
          isFolder: false,
          parentId: input.parentId ?? null,
          index: await vizLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      await grantCreator(tx, access, input.orgId, board!.id);
      await recordVersion(tx, ctx, 'DASHBOARD', board!.id);
      return row!;
    }),
  );
  return withCan(ctx, node);
}

/**
 * `PUT /viz/dashboards/{id}`: Datart's one-PUT save (board, widgets to create / update / delete, their
 * relations) in one transaction, after every check has passed. A `version` older than the stored one is
 * a conflict: the second of two editors is told, not silently overwritten.
 */
export async function updateDashboard(
  ctx: Ctx,
  input: UpdateDashboardInput,
  opts: SaveOptions = {},
): Promise<DashboardDetail> {
  writesViz(ctx);
  const size = JSON.stringify(input).length;
  if (size > ctx.deps.config.maxDashboardBytes)
    throw new AppError('REQUEST_TOO_LARGE', {
      max: `${Math.round(ctx.deps.config.maxDashboardBytes / 1024)} KB`,
    });
  if (input.config) assertUrls(input.config, 'board', ctx.deps.config.iframeAllowedHosts);
  const board = await findDashboard(ctx.deps.db, input.id);
  if (!board || board.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'dashboard' });
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  if (input.version && input.version !== board.version) throw new AppError('VERSION_CONFLICT');
  const { parentId, index } = await vizLifecycle.planMove(ctx, node, input);
  const plan = await planWidgets(ctx, board.orgId, board.id, input);
  const now = ctx.deps.clock();
  const userId = ctx.actor!.userId;
  await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      // The version guard is in the UPDATE itself, so two saves racing past the check above still conflict.
      const bumped = await tx
        .update(dashboards)
        .set({
          name: input.name,
          config: input.config ?? board.config,
          ...(input.description !== undefined ? { description: input.description } : {}),
          version: board.version + 1,
          updatedBy: userId,
          updatedAt: now,
        })
        .where(and(eq(dashboards.id, board.id), eq(dashboards.version, board.version)))
        .returning({ id: dashboards.id });
      if (!bumped.length) throw new AppError('VERSION_CONFLICT');
      await tx
        .update(vizFolders)
        .set({
          name: input.name,
          parentId,
          index,
          ...(input.subType ? { subType: input.subType } : {}),
          ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
          updatedBy: userId,
          updatedAt: now,
        })
        .where(eq(vizFolders.id, node.id));
      if (plan.deletes.length) await tx.delete(widgets).where(inArray(widgets.id, plan.deletes));
      for (const w of plan.upserts) {
        const values = {
          parentId: w.parentId,
          config: w.config,
          datachartId: w.datachartId,
          viewIds: w.viewIds,
        };
        if (w.isNew)
          await tx
            .insert(widgets)
            .values({ id: w.id, dashboardId: board.id, ...values, createdBy: userId, updatedBy: userId });
        else
          await tx
            .update(widgets)
            .set({ ...values, updatedBy: userId, updatedAt: now })
            .where(eq(widgets.id, w.id));
      }
      // Relations are saved after every widget exists (a relation may point at a widget created in this save).
      for (const w of plan.upserts) {
        if (!w.relations) continue;
        await tx.delete(widgetRelations).where(eq(widgetRelations.sourceId, w.id));
        if (w.relations.length)
          await tx.insert(widgetRelations).values(w.relations.map((r) => ({ ...r, dashboardId: board.id })));
      }
      await recordVersion(tx, ctx, 'DASHBOARD', board.id, opts);
    }),
  );
  return getDashboard(ctx, { id: board.id });
}

/** Every old widget id inside a JSON document replaced by its copy's id (children, parents, relations). */
function remapIds<T>(value: T, ids: Map<string, string>): T {
  if (!ids.size) return value;
  const pattern = new RegExp([...ids.keys()].join('|'), 'g');
  return JSON.parse(JSON.stringify(value).replace(pattern, (m) => ids.get(m)!)) as T;
}

/** `PUT /viz/dashboards/{id}/copy`: READ on the board, CREATE where the copy lands; widgets get new ids. */
export async function copyDashboard(ctx: Ctx, input: CopyDashboardInput): Promise<VizNode> {
  writesViz(ctx);
  if (input.config) assertUrls(input.config, 'board', ctx.deps.config.iframeAllowedHosts);
  const { board, node } = await readableDashboard(ctx, input.id);
  if (board.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'dashboard' });
  const access = await assertCanCreate(ctx, { ...input, orgId: board.orgId });
  const source = await ctx.deps.db.select().from(widgets).where(eq(widgets.dashboardId, board.id));
  const rels = await ctx.deps.db
    .select()
    .from(widgetRelations)
    .where(eq(widgetRelations.dashboardId, board.id));
  const ids = new Map(source.map((w) => [w.id, crypto.randomUUID().replace(/-/g, '')]));
  const copied = await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(dashboards)
        .values({
          orgId: board.orgId,
          name: input.name,
          description: input.description ?? board.description,
          config: input.config ?? board.config,
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      const [row] = await tx
        .insert(vizFolders)
        .values({
          id: created!.id,
          orgId: board.orgId,
          name: input.name,
          relType: 'DASHBOARD',
          relId: created!.id,
          subType: input.subType ?? node.subType,
          avatar: node.avatar,
          isFolder: false,
          parentId: input.parentId ?? null,
          index: await vizLifecycle.nextIndex(tx, board.orgId, input.parentId, input.index),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      if (source.length)
        await tx.insert(widgets).values(
          source.map((w) => ({
            id: ids.get(w.id)!,
            dashboardId: created!.id,
            parentId: w.parentId ? (ids.get(w.parentId) ?? null) : null,
            config: remapIds(w.config, ids),
            datachartId: w.datachartId,
            viewIds: w.viewIds,
            createdBy: access.userId,
            updatedBy: access.userId,
          })),
        );
      if (rels.length)
        await tx.insert(widgetRelations).values(
          rels.map((r) => ({
            dashboardId: created!.id,
            sourceId: ids.get(r.sourceId)!,
            targetId: ids.get(r.targetId)!,
            config: remapIds(r.config, ids),
          })),
        );
      await grantCreator(tx, access, board.orgId, created!.id);
      await recordVersion(tx, ctx, 'DASHBOARD', created!.id);
      return row!;
    }),
  );
  return withCan(ctx, copied);
}

/** `DELETE /viz/dashboards/{id}?archive=`: archive or delete, widgets and relations going with it. */
export const removeDashboard = (ctx: Ctx, input: DeleteVizInput): Promise<boolean> =>
  removeVizItem(ctx, 'DASHBOARD', input);
