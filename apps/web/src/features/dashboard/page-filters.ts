import { urlFilters, type BoardWidget, type ChartView, type RuntimeFilter } from '@tessera/charts';

/**
 * The page's query string (a jump's value, a shared link's parameters) as conditions of every chart whose
 * view has a column of that name; none when the page has no parameters.
 */
export function pageFilters(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  search: string,
): Record<string, RuntimeFilter[]> | undefined {
  const params: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(search)) (params[k] ??= []).push(v);
  if (Object.keys(params).length === 0) return undefined;
  const out: Record<string, RuntimeFilter[]> = {};
  for (const w of widgets) {
    const view = w.kind === 'chart' && w.chart?.viewId ? views.get(w.chart.viewId) : undefined;
    const filters = view ? urlFilters(view, params) : [];
    if (filters.length) out[w.id] = filters;
  }
  return out;
}
