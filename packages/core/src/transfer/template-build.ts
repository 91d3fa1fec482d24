import { and, eq, inArray } from 'drizzle-orm';
import { datacharts, STATUS } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import type { EntryData } from './transfer.schemas';
import { newId } from './remap';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
/** Datart's client sends configs as JSON strings or objects; a string that is no JSON object is empty. */
export function configObject(v: unknown): Json {
  if (typeof v === 'string') {
    try {
      return obj(JSON.parse(v)) ?? {};
    } catch {
      return {};
    }
  }
  return obj(v) ?? {};
}

/**
 * The view fields a chart config reads (`chartConfig.datas[].rows[].colName`), less the chart's own
 * computed fields: what a view chosen for it must have (D-transfer-7).
 */
export function neededFields(config: Json): string[] {
  const own = new Set<string>();
  const computed = config.computedFields;
  if (Array.isArray(computed))
    for (const c of computed)
      for (const k of ['id', 'name']) if (typeof obj(c)?.[k] === 'string') own.add(obj(c)![k] as string);
  const out = new Set<string>();
  const datas = obj(config.chartConfig)?.datas;
  if (Array.isArray(datas))
    for (const d of datas) {
      const rows = obj(d)?.rows;
      if (Array.isArray(rows))
        for (const r of rows) {
          const name = obj(r)?.colName;
          if (typeof name === 'string' && name && !own.has(name)) out.add(name);
        }
    }
  return [...out];
}

/** A widget's chart (owned) and controllers' view links emptied; the fields it needs of a view. */
function unbindWidget(config: Json): { config: Json; needs: string[] | null } {
  const content = obj(config.content);
  if (!content) return { config, needs: null };
  const next: Json = { ...content };
  let needs: string[] | null = null;
  for (const key of ['dataChart', 'widgetChart'] as const) {
    const chart = obj(content[key]);
    if (!chart) continue;
    next[key] = { ...chart, viewId: null };
    needs = neededFields(configObject(chart.config));
  }
  if (Array.isArray(content.relatedViews)) {
    next.relatedViews = content.relatedViews.map((r) => ({ ...obj(r), viewId: '' }));
    const fields = content.relatedViews
      .map((r) => obj(r)?.fieldValue)
      .filter((f): f is string => typeof f === 'string' && !!f);
    needs = [...new Set([...(needs ?? []), ...fields])];
  }
  return { config: { ...config, content: next }, needs };
}

/** A chart template: the chart with no view, and the fields it needs. */
export function chartTemplate(chart: { name?: string | null; avatar?: string | null; config: unknown }) {
  const config = configObject(chart.config);
  const entry: EntryData['DATACHART'] = {
    id: newId(),
    name: chart.name?.trim() || 'chart',
    description: null,
    avatar: chart.avatar ?? null,
    subType: null,
    config,
    status: 1,
    viewId: null,
    parentId: null,
    index: 0,
  };
  return { entry, needs: { chart: neededFields(config) } };
}

/**
 * A board template: widgets showing a saved chart become owned charts holding that chart's config (when
 * it is a chart of `orgId`), then every widget loses its view links. `needs` is keyed by widget id.
 */
export async function boardTemplate(
  db: DbOrTx,
  orgId: string,
  board: { id?: string; name?: string | null; config?: unknown },
  widgets: {
    id?: string;
    parentId?: string | null;
    datachartId?: string | null;
    config: unknown;
    relations?: Json[] | null;
  }[],
  mayRead: (chartId: string) => Promise<boolean>,
) {
  const linkedIds = widgets
    .map((w) => w.datachartId)
    .filter((id): id is string => !!id && /^[0-9a-f]{32}$/.test(id));
  const found = linkedIds.length
    ? await db
        .select()
        .from(datacharts)
        .where(and(inArray(datacharts.id, linkedIds), eq(datacharts.orgId, orgId)))
    : [];
  // A chart the caller may not read is not copied into the template (its widget stays empty).
  const charts = [];
  for (const c of found) if (await mayRead(c.id)) charts.push(c);
  const needs: Record<string, string[]> = {};
  const idOf = new Map<string, string>();
  const out: EntryData['DASHBOARD']['widgets'] = [];
  const relations: EntryData['DASHBOARD']['relations'] = [];
  for (const w of widgets) {
    const id = w.id && /^[0-9a-f]{32}$/.test(w.id) ? w.id : newId();
    if (w.id) idOf.set(w.id, id);
    let config = configObject(w.config);
    const chart = charts.find((c) => c.id === w.datachartId && c.status !== STATUS.ARCHIVED);
    if (config.originalType === 'linkedChart' && chart) {
      const content = obj(config.content) ?? {};
      config = {
        ...config,
        originalType: 'ownedChart',
        content: {
          ...content,
          dataChart: { id: newId(), name: chart.name, viewId: null, config: chart.config ?? {} },
        },
      };
    }
    const unbound = unbindWidget(config);
    if (unbound.needs) needs[id] = unbound.needs;
    out.push({ id, parentId: w.parentId ?? null, config: unbound.config, datachartId: null, viewIds: [] });
    for (const r of w.relations ?? []) {
      const sourceId = typeof r.sourceId === 'string' ? r.sourceId : id;
      if (typeof r.targetId === 'string')
        relations.push({ id: newId(), sourceId, targetId: r.targetId, config: configObject(r.config) });
    }
  }
  const valid = new Set(out.map((w) => w.id));
  for (const w of out)
    if (w.parentId) w.parentId = idOf.get(w.parentId) ?? (valid.has(w.parentId) ? w.parentId : null);
  const keptRelations = relations
    .map((r) => ({
      ...r,
      sourceId: idOf.get(r.sourceId) ?? r.sourceId,
      targetId: idOf.get(r.targetId) ?? r.targetId,
    }))
    .filter((r) => valid.has(r.sourceId) && valid.has(r.targetId));
  const entry: EntryData['DASHBOARD'] = {
    id: board.id ?? newId(),
    name: board.name?.trim() || 'dashboard',
    description: null,
    avatar: null,
    subType: configObject(board.config).type === 'free' ? 'free' : 'auto',
    config: configObject(board.config),
    status: 1,
    parentId: null,
    index: 0,
    widgets: out,
    relations: keptRelations,
  };
  return { entry, needs };
}
