import { drillSection, type DrillState } from '../query/drill';
import { urlFilters } from '../query/url-filters';
import type { RuntimeFilter } from '../query/collect-filters';
import { planBoard, type WidgetQuery } from './board-queries';
import type { ChartView } from '../types';
import type { BoardWidget } from './board-model';

export type DrillSections = Map<string, NonNullable<ReturnType<typeof drillSection>>>;

/** The board's drillable charts, with the hierarchy each drills along. */
export function drillSections(widgets: BoardWidget[]): DrillSections {
  const out: DrillSections = new Map();
  for (const w of widgets) {
    const section = w.kind === 'chart' && w.chart?.config ? drillSection(w.chart.config) : undefined;
    if (section) out.set(w.id, section);
  }
  return out;
}

/**
 * The drill state each drillable chart queries with (the top level until clicked). Only drillable charts
 * get one: every other chart's query stays exactly as saved.
 */
export function plannedDrills(
  sections: DrillSections,
  drills: Record<string, DrillState> = {},
): Record<string, DrillState> {
  const out: Record<string, DrillState> = {};
  for (const id of sections.keys()) out[id] = drills[id] ?? { mode: 'drill', path: [] };
  return out;
}

/**
 * A page's query parameters (a jump's value, a shared link's parameters; each name with its values in order)
 * as conditions of every chart whose view has a column of that name; none when the page has no parameters.
 */
export function pageFilters(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  params: Record<string, string[]>,
): Record<string, RuntimeFilter[]> | undefined {
  if (Object.keys(params).length === 0) return undefined;
  const out: Record<string, RuntimeFilter[]> = {};
  for (const w of widgets) {
    const view = w.kind === 'chart' && w.chart?.viewId ? views.get(w.chart.viewId) : undefined;
    const filters = view ? urlFilters(view, params) : [];
    if (filters.length) out[w.id] = filters;
  }
  return out;
}

/**
 * The queries a board asks for as it opens: its controllers at their saved values, no linkage, each
 * drillable chart at its top level, and the page's URL conditions. This is what the web board plans on its
 * first render, so a page, or the server, may start them before the board is drawn.
 */
export function openingQueries(
  widgets: BoardWidget[],
  views: Map<string, ChartView>,
  filters: Record<string, RuntimeFilter[]> | undefined,
): WidgetQuery[] {
  return planBoard(
    widgets,
    views,
    {},
    {
      operators: {},
      drills: plannedDrills(drillSections(widgets)),
      ...(filters ? { crossFilters: filters } : {}),
    },
  ).queries;
}
