import { eq, inArray } from 'drizzle-orm';
import { datacharts, STATUS, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { can } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { findView, VIEW } from '../views/view-tree';
import { VIZ } from '../viz/viz-tree';
import type { UpdateDashboardInput, WidgetInput } from './dashboards.schemas';
import { assertWidgetNamed, ownViewIds, widgetName, widgetOriginalType } from './widget-rules';
import { assertUrls } from './widget-urls';

export type WidgetRow = typeof widgets.$inferSelect;

/** A widget as it will be stored: its config and the chart and views the server derived from it. */
export interface PlannedWidget {
  id: string;
  parentId: string | null;
  config: Record<string, unknown>;
  datachartId: string | null;
  viewIds: string[];
  relations: { sourceId: string; targetId: string; config: Record<string, unknown> | null }[] | null;
  isNew: boolean;
}

/**
 * The chart and views a new or changed widget uses, checked for the editor: a linked chart must be an
 * active chart of this organisation the editor can READ; every view named in the widget must be a view
 * of this organisation the editor can READ. Nothing the client lists in `viewIds` is trusted.
 */
async function resolveRefs(
  ctx: Ctx,
  orgId: string,
  w: WidgetInput,
): Promise<{ datachartId: string | null; viewIds: string[]; chartName?: string }> {
  assertUrls(w.config, widgetOriginalType(w.config) ?? '', ctx.deps.config.iframeAllowedHosts);
  if (widgetOriginalType(w.config) === 'linkedChart') {
    if (!w.datachartId)
      throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'datachartId', message: 'required' }] });
    const [chart] = await ctx.deps.db.select().from(datacharts).where(eq(datacharts.id, w.datachartId));
    if (!chart || chart.orgId !== orgId || chart.status === STATUS.ARCHIVED)
      throw new AppError('NOT_FOUND', { entity: 'datachart' });
    if (!(await can(ctx, orgId, VIZ, chart.id, Level.READ)))
      throw new AppError('FORBIDDEN', { entity: 'datachart' });
    return { datachartId: chart.id, viewIds: chart.viewId ? [chart.viewId] : [], chartName: chart.name };
  }
  const viewIds = ownViewIds(w.config);
  for (const id of viewIds) {
    const view = await findView(ctx.deps.db, id);
    if (!view || view.orgId !== orgId || view.isFolder || view.status === STATUS.ARCHIVED)
      throw new AppError('NOT_FOUND', { entity: 'view' });
    if (!(await can(ctx, orgId, VIEW, id, Level.READ))) throw new AppError('FORBIDDEN', { entity: 'view' });
  }
  return { datachartId: null, viewIds };
}

/**
 * A new widget whose client-made id is already a widget of another board (of any organisation) is given a
 * fresh id, and the parents and relations of this save that name it follow: the save answers as it would
 * for an unused id, so an id of another board or organisation cannot be probed (issue 29).
 */
async function moveOffTakenIds(
  ctx: Ctx,
  input: Pick<UpdateDashboardInput, 'widgetToCreate' | 'widgetToUpdate' | 'widgetToDelete'>,
  newIds: string[],
): Promise<typeof input> {
  if (!newIds.length) return input;
  const taken = await ctx.deps.db.select({ id: widgets.id }).from(widgets).where(inArray(widgets.id, newIds));
  if (!taken.length) return input;
  const fresh = new Map(taken.map((t) => [t.id, crypto.randomUUID().replace(/-/g, '')]));
  const to = <T extends string | null | undefined>(id: T) => (id ? (fresh.get(id) ?? id) : id) as T;
  const follow = <W extends WidgetInput>(w: W, isNew: boolean): W => ({
    ...w,
    id: isNew ? to(w.id) : w.id,
    parentId: to(w.parentId),
    relations: w.relations?.map((r) => ({ ...r, sourceId: to(r.sourceId), targetId: to(r.targetId) })),
  });
  return {
    ...input,
    widgetToCreate: input.widgetToCreate.map((w) => follow(w, true)),
    widgetToUpdate: input.widgetToUpdate.map((w) => follow(w, false)),
  };
}

/**
 * Plans Datart's one-PUT widget save against the board's stored widgets: every id to update or delete
 * must belong to this board (another board's or organisation's widget is "not found", so ids cannot be
 * probed); new ids must not name a widget of this board (an id of another board is moved off, see
 * moveOffTakenIds); names are unique in the board; a saved chart appears once; parents
 * and relations point at widgets of the board as saved. Throws before anything is written.
 */
export async function planWidgets(
  ctx: Ctx,
  orgId: string,
  dashboardId: string,
  input: Pick<UpdateDashboardInput, 'widgetToCreate' | 'widgetToUpdate' | 'widgetToDelete'>,
): Promise<{ upserts: PlannedWidget[]; deletes: string[]; final: Map<string, PlannedWidget | WidgetRow> }> {
  const stored = await ctx.deps.db.select().from(widgets).where(eq(widgets.dashboardId, dashboardId));
  const byId = new Map<string, PlannedWidget | WidgetRow>(stored.map((w) => [w.id, w]));
  for (const id of [...input.widgetToDelete, ...input.widgetToUpdate.map((w) => w.id)])
    if (!byId.has(id)) throw new AppError('NOT_FOUND', { entity: 'widget' });
  const newIds = input.widgetToCreate.map((w) => w.id).filter((id): id is string => !!id);
  if (new Set(newIds).size !== newIds.length) throw new AppError('INVALID_INPUT');
  if (newIds.some((id) => byId.has(id)))
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'widgetToCreate.id', message: 'invalid' }] });
  input = await moveOffTakenIds(ctx, input, newIds);
  for (const id of input.widgetToDelete) byId.delete(id);

  const upserts: PlannedWidget[] = [];
  const chartNames = new Map<string, string>();
  const plan = async (w: WidgetInput, id: string, isNew: boolean) => {
    const refs = await resolveRefs(ctx, orgId, w);
    if (refs.chartName && refs.datachartId) chartNames.set(refs.datachartId, refs.chartName);
    const planned: PlannedWidget = {
      id,
      parentId: w.parentId ?? null,
      config: w.config,
      datachartId: refs.datachartId,
      viewIds: refs.viewIds,
      relations: w.relations
        ? w.relations.map((r) => ({ sourceId: r.sourceId, targetId: r.targetId, config: r.config ?? null }))
        : null,
      isNew,
    };
    upserts.push(planned);
    byId.set(id, planned);
  };
  for (const w of input.widgetToUpdate) await plan(w, w.id, false);
  for (const w of input.widgetToCreate) await plan(w, w.id ?? crypto.randomUUID().replace(/-/g, ''), true);

  const names = new Set<string>();
  const charts = new Set<string>();
  for (const w of upserts) assertWidgetNamed(w.config);
  for (const w of byId.values()) {
    const name = widgetName(w.config)?.toLowerCase();
    if (name) {
      if (names.has(name)) throw new AppError('WIDGET_NAME_EXISTS', { name: widgetName(w.config)! });
      names.add(name);
    }
    if (w.datachartId && widgetOriginalType(w.config) === 'linkedChart') {
      if (charts.has(w.datachartId))
        throw new AppError('WIDGET_CHART_TWICE', { name: chartNames.get(w.datachartId) ?? w.datachartId });
      charts.add(w.datachartId);
    }
  }
  for (const w of upserts) {
    if (w.parentId && (!byId.has(w.parentId) || w.parentId === w.id))
      throw new AppError('NOT_FOUND', { entity: 'widget' });
    for (const r of w.relations ?? [])
      if ((r.sourceId !== w.id && r.targetId !== w.id) || !byId.has(r.sourceId) || !byId.has(r.targetId))
        throw new AppError('NOT_FOUND', { entity: 'widget' });
  }
  return { upserts, deletes: input.widgetToDelete, final: byId };
}
