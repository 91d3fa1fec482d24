import { urlFilters, type BoardWidget, type ChartView } from '@tessera/charts';

/** URL parameters become conditions of every chart whose view has a field of that name. */
export function boardUrlFilters(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  params: Record<string, string[]>,
) {
  const cross: Record<string, ReturnType<typeof urlFilters>> = {};
  for (const w of widgets) {
    const view = w.chart?.viewId ? views.get(w.chart.viewId) : undefined;
    if (view) cross[w.id] = urlFilters(view, params);
  }
  return cross;
}
