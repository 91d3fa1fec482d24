import { eq, inArray } from 'drizzle-orm';
import { STATUS, storyboards, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { findDashboard, updateDashboard } from '../dashboards/dashboards.service';
import { Level } from '../permissions/levels';
import { loadStoryboard } from '../storyboards/storyboards.service';
import { assertShowable } from '../storyboards/storypages.service';
import { updateView } from '../views/views.service';
import { parse } from '../validation';
import { updateViewInputSchema } from '../views/views.schemas';
import { updateDatachart } from '../viz/datacharts.service';
import { updateDatachartInputSchema } from '../viz/viz.schemas';
import { updateDashboardInputSchema } from '../dashboards/dashboards.schemas';
import { storyTree } from '../viz/viz-tree';
import { recordVersion } from './record-version';
import type { VersionedType } from './versions.schemas';

type Json = Record<string, unknown>;
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const opt = <T>(v: unknown) => (v === null ? undefined : (v as T));

async function restoreChart(ctx: Ctx, id: string, s: Json, restoredFrom: number) {
  await updateDatachart(
    ctx,
    parse(updateDatachartInputSchema, {
      id,
      name: s.name,
      description: s.description ?? null,
      viewId: s.viewId,
      config: s.config,
      subType: s.subType ?? null,
      avatar: s.avatar ?? null,
    }),
    { restoredFrom },
  );
}

/** The board's widgets become the version's: stored ones not in it are deleted, the others updated or created. */
async function restoreBoard(ctx: Ctx, id: string, s: Json, restoredFrom: number) {
  const board = await findDashboard(ctx.deps.db, id);
  if (!board) throw new AppError('NOT_FOUND', { entity: 'dashboard' });
  const stored = await ctx.deps.db
    .select({ id: widgets.id })
    .from(widgets)
    .where(eq(widgets.dashboardId, id));
  const storedIds = new Set(stored.map((w) => w.id));
  const wanted = list(s.widgets).map((w) => ({
    id: w.id as string,
    parentId: (w.parentId as string | null) ?? null,
    config: w.config,
    datachartId: (w.datachartId as string | null) ?? null,
    relations: list(w.relations),
  }));
  const wantedIds = new Set(wanted.map((w) => w.id));
  await updateDashboard(
    ctx,
    parse(updateDashboardInputSchema, {
      id,
      name: s.name,
      description: s.description ?? null,
      config: s.config,
      ...(s.subType ? { subType: s.subType } : {}),
      version: board.version,
      widgetToCreate: wanted.filter((w) => !storedIds.has(w.id)),
      widgetToUpdate: wanted.filter((w) => storedIds.has(w.id)),
      widgetToDelete: [...storedIds].filter((w) => !wantedIds.has(w)),
    }),
    { restoredFrom },
  );
}

async function restoreView(ctx: Ctx, id: string, s: Json, restoredFrom: number) {
  await updateView(
    ctx,
    parse(updateViewInputSchema, {
      id,
      name: s.name,
      description: s.description ?? null,
      sourceId: s.sourceId,
      script: s.script,
      type: s.type,
      model: s.model,
      config: opt(s.config) ?? {},
    }),
    { restoredFrom },
  );
}

/**
 * A storyboard's settings and its pages as the version had them, in one transaction: pages not in the
 * version are removed, the others written back; every page's chart or board is checked as a page save is.
 */
async function restoreStoryboard(ctx: Ctx, id: string, s: Json, restoredFrom: number) {
  const node = await loadStoryboard(ctx, id, Level.MANAGE);
  if (node.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  const name = String(s.name ?? node.name);
  await storyTree.assertNameFree(ctx.deps.db, node.orgId, node.parentId, name, node.id);
  const pages = list(s.pages);
  for (const p of pages) await assertShowable(ctx, node.orgId, String(p.relType), String(p.relId));
  const userId = ctx.actor!.userId;
  const now = ctx.deps.clock();
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(storyboards)
      .set({ name, config: (s.config as Json | null) ?? node.config, updatedBy: userId, updatedAt: now })
      .where(eq(storyboards.id, id));
    const current = await tx
      .select({ id: storypages.id })
      .from(storypages)
      .where(eq(storypages.storyboardId, id));
    const keep = new Set(pages.map((p) => String(p.id)));
    const drop = current.map((p) => p.id).filter((p) => !keep.has(p));
    if (drop.length) await tx.delete(storypages).where(inArray(storypages.id, drop));
    const existing = new Set(current.map((p) => p.id));
    for (const p of pages) {
      const values = {
        relType: String(p.relType),
        relId: String(p.relId),
        config: (p.config as Json | null) ?? null,
        updatedBy: userId,
        updatedAt: now,
      };
      if (existing.has(String(p.id)))
        await tx
          .update(storypages)
          .set(values)
          .where(eq(storypages.id, String(p.id)));
      else
        await tx
          .insert(storypages)
          .values({ id: String(p.id), storyboardId: id, ...values, createdBy: userId });
    }
    await recordVersion(tx, ctx, 'STORYBOARD', id, { restoredFrom });
  });
}

export const restoreWriters: Record<
  VersionedType,
  (ctx: Ctx, id: string, snapshot: Json, restoredFrom: number) => Promise<void>
> = {
  DATACHART: restoreChart,
  DASHBOARD: restoreBoard,
  STORYBOARD: restoreStoryboard,
  VIEW: restoreView,
};
