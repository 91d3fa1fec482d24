import { eq, inArray } from 'drizzle-orm';
import { datacharts, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { ViewRow } from '../views/view-tree';
import { oncePerRequest, type ShareRow } from './share-access';
import { checkFixedFilters } from './share-fixed-filters';

/** The viz a share or an embed shows. */
export type SharedVizRef = Pick<ShareRow, 'vizType' | 'vizId'>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const DATE_LEVEL = '@date_level_delimiter@';

/**
 * What a share's queries on one view may name (decision D-share-13): the fields the shared viz's saved
 * configuration uses — its charts' sections (filters, drill levels and interactions included; a chart's
 * field name counts on every view of a board, as a linkage filters the other charts by name) and the
 * fields its controllers filter on (on the view they name) — and, as function columns, only the computed
 * fields the owner defined (the chart's or the view's, as saved) and the date levels of named fields.
 */
export interface ShareReach {
  names: Set<string>;
  functions: Map<string, Set<string>>;
  /** The fields the page's controllers filter on or list options of, on this view. */
  controlFields: Set<string>;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** Every `colName` of a saved chart or widget config, the computed fields it defines, the controller fields on `viewId`. */
function collect(node: unknown, viewId: string, reach: ShareReach, depth = 0): void {
  if (depth > 64) return;
  if (Array.isArray(node)) {
    for (const x of node) collect(x, viewId, reach, depth + 1);
    return;
  }
  if (!isObject(node)) {
    // configs saved as JSON text (Datart's shapes) are read the same way
    if (typeof node === 'string' && /^\s*[[{]/.test(node)) {
      try {
        collect(JSON.parse(node), viewId, reach, depth + 1);
      } catch {
        // not JSON: a plain string
      }
    }
    return;
  }
  if (typeof node.colName === 'string' && node.colName) reach.names.add(node.colName);
  if (node.viewId === viewId && typeof node.fieldValue === 'string' && node.fieldValue) {
    reach.names.add(node.fieldValue);
    reach.controlFields.add(node.fieldValue);
  }
  // a controller's options read from another view: `assistViewFields: [viewId, field…]`
  const assist = node.assistViewFields;
  if (Array.isArray(assist) && assist[0] === viewId)
    for (const f of assist.slice(1))
      if (typeof f === 'string' && f) {
        reach.names.add(f);
        reach.controlFields.add(f);
      }
  if (Array.isArray(node.computedFields))
    for (const c of node.computedFields)
      if (isObject(c) && typeof c.name === 'string' && typeof c.expression === 'string')
        addFunction(reach, c);
  for (const v of Object.values(node)) collect(v, viewId, reach, depth + 1);
}

function addFunction(reach: ShareReach, c: Json) {
  if (typeof c.name !== 'string' || typeof c.expression !== 'string') return;
  const known = reach.functions.get(c.name) ?? new Set<string>();
  known.add(squash(c.expression));
  reach.functions.set(c.name, known);
}

/** The saved configurations a share shows: its chart, or its board's widgets and their charts, or its pages'. */
async function configsOf(ctx: Ctx, vizType: string, vizId: string): Promise<unknown[]> {
  if (vizType === 'DATACHART') {
    const [c] = await ctx.deps.db
      .select({ config: datacharts.config })
      .from(datacharts)
      .where(eq(datacharts.id, vizId));
    return c ? [c.config] : [];
  }
  if (vizType === 'DASHBOARD') {
    const rows = await ctx.deps.db
      .select({ config: widgets.config, datachartId: widgets.datachartId })
      .from(widgets)
      .where(eq(widgets.dashboardId, vizId));
    const chartIds = rows.map((r) => r.datachartId).filter((x): x is string => !!x);
    const charts = chartIds.length
      ? await ctx.deps.db
          .select({ config: datacharts.config })
          .from(datacharts)
          .where(inArray(datacharts.id, chartIds))
      : [];
    return [...rows.map((r) => r.config), ...charts.map((c) => c.config)];
  }
  if (vizType === 'STORYBOARD') {
    const pages = await ctx.deps.db
      .select({ relType: storypages.relType, relId: storypages.relId })
      .from(storypages)
      .where(eq(storypages.storyboardId, vizId));
    const out: unknown[] = [];
    for (const p of pages) out.push(...(await configsOf(ctx, p.relType, p.relId)));
    return out;
  }
  return [];
}

export function shareReach(ctx: Ctx, share: SharedVizRef, view: ViewRow): Promise<ShareReach> {
  return oncePerRequest(ctx, `reach:${share.vizType}:${share.vizId}:${view.id}`, async () => {
    const reach: ShareReach = { names: new Set(), functions: new Map(), controlFields: new Set() };
    for (const config of await configsOf(ctx, share.vizType, share.vizId)) collect(config, view.id, reach);
    // the view's own computed fields, as its owner saved them
    const model = view.model as Json | null;
    if (model && Array.isArray(model.computedFields))
      for (const c of model.computedFields)
        if (isObject(c) && typeof c.name === 'string' && typeof c.expression === 'string')
          addFunction(reach, c);
    return reach;
  });
}

const pathName = (column: unknown): string | null =>
  Array.isArray(column) && column.every((x) => typeof x === 'string') ? column.join('.') : null;

/** A date level of a named field: `AGG_DATE_<LEVEL>([field])`, as the chart's query builder writes it. */
function dateLevelSnippet(alias: string): string | null {
  const [base, fn] = alias.split(DATE_LEVEL);
  if (!base || !fn || !/^AGG_DATE_[A-Z]+$/.test(fn)) return null;
  return squash(`${fn}([${base.split('.').join('].[')}])`);
}

/**
 * Refuses a share query that names anything wider than the shared viz (SHARE_FIELD_NOT_SHARED): a column,
 * group, aggregate, filter or order on a field the viz does not use on this view, or a function column
 * that is not one of the owner's computed fields or a date level of a used field; and one that drops
 * the conditions every chart on the view runs with (SHARE_FILTER_REQUIRED, share-fixed-filters.ts).
 */
export async function checkShareReach(ctx: Ctx, share: SharedVizRef, view: ViewRow, request: Json) {
  const reach = await shareReach(ctx, share, view);
  const refuse = (field: string) => {
    throw new AppError('SHARE_FIELD_NOT_SHARED', { field: field.slice(0, 200) });
  };
  const functionAliases = new Set<string>();
  for (const f of Array.isArray(request.functionColumns) ? request.functionColumns : []) {
    if (!isObject(f)) continue;
    const alias = typeof f.alias === 'string' ? f.alias : '';
    const snippet = typeof f.snippet === 'string' ? squash(f.snippet) : '';
    const allowed = reach.functions.get(alias)?.has(snippet) || dateLevelSnippet(alias) === snippet;
    if (!allowed) refuse(alias);
    functionAliases.add(alias);
  }
  for (const key of ['columns', 'groups', 'aggregators', 'filters', 'orders'] as const) {
    const items = request[key];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      if (!isObject(item)) continue;
      const name = pathName(item.column);
      if (name === null) continue;
      if (reach.names.has(name)) continue;
      // a date level's base field must itself be used by the viz
      if (
        functionAliases.has(name) &&
        name.includes(DATE_LEVEL) &&
        reach.names.has(name.split(DATE_LEVEL)[0]!)
      )
        continue;
      refuse(name);
    }
  }
  await checkFixedFilters(ctx, share, view, request, reach.controlFields);
}
