import { urlFilters, type BoardWidget, type ChartView, type RuntimeFilter } from '@tessera/charts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as unknown[]).map(obj) : []);
const label = (colName: string) => colName.split('.').at(-1) ?? colName;

/** Whether clicking this chart filters the others (Datart's `linkageConfig.open`). */
export function linkageOn(w: BoardWidget): boolean {
  return w.kind === 'chart' && obj(w.config.linkageConfig).open === true;
}

/**
 * The columns a click passes on: the author's `chartGroupColumns`, else the chart's dimensions (fields of
 * its group / mixed sections without an aggregate).
 */
export function linkColumns(w: BoardWidget): string[] {
  const chosen = arr(obj(w.config.linkageConfig).chartGroupColumns).flatMap((c) =>
    typeof c.colName === 'string' ? [c.colName] : [],
  );
  if (chosen.length) return chosen;
  const datas = arr(obj(obj(w.chart?.config).chartConfig).datas);
  return datas
    .filter((s) => s.type === 'group' || s.type === 'mixed')
    .flatMap((s) => arr(s.rows))
    .filter((r) => typeof r.colName === 'string' && (!r.aggregate || r.aggregate === 'NONE'))
    .map((r) => r.colName as string);
}

/**
 * The conditions a click on `source` puts on the other charts of the board: each clicked dimension value
 * filters the charts whose view has a column of that name (same view, or related views sharing it). A
 * linkage that names its charts (Datart's `widgetToWidget` relations) filters only those.
 */
export function linkageFilters(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  source: BoardWidget,
  row: Record<string, unknown> | null,
): Record<string, RuntimeFilter[]> {
  if (!row) return {};
  const params: Record<string, string[]> = {};
  for (const col of linkColumns(source)) {
    const v = row[label(col)] ?? row[col];
    if (v !== null && v !== undefined && v !== '') params[label(col)] = [String(v)];
  }
  if (Object.keys(params).length === 0) return {};
  const out: Record<string, RuntimeFilter[]> = {};
  for (const w of widgets) {
    if (w.id === source.id || w.kind !== 'chart' || !w.chart?.viewId) continue;
    if (source.linkTargets && !source.linkTargets.includes(w.id)) continue;
    const view = views.get(w.chart.viewId);
    const filters = view ? urlFilters(view, params) : [];
    if (filters.length) out[w.id] = filters;
  }
  return out;
}

/** Every source's conditions and the page's own (URL / jump) merged per target widget. */
export function mergeFilters(
  base: Record<string, RuntimeFilter[]> | undefined,
  links: Record<string, Record<string, RuntimeFilter[]>>,
): Record<string, RuntimeFilter[]> | undefined {
  const sources = Object.values(links);
  if (sources.length === 0) return base;
  const out: Record<string, RuntimeFilter[]> = { ...base };
  for (const targets of sources)
    for (const [id, filters] of Object.entries(targets)) out[id] = [...(out[id] ?? []), ...filters];
  return out;
}
