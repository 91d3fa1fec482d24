import {
  planBoard,
  type BoardWidget,
  type ChartView,
  type RuntimeFilter,
  type WidgetQuery,
} from '@tessera/charts';
import { drillSections, plannedDrills } from './use-board-drills';

/**
 * The queries a board asks for as it opens: its controllers at their saved values, no linkage, each
 * drillable chart at its top level, and the page's URL conditions. This is what DashboardBoard plans on its
 * first render, so a page may start them before the board is drawn (share pages, the workspace's route).
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
