import {
  planBoard,
  pointFilters,
  type BoardWidget,
  type ChartView,
  type ControllerOperators,
  type ControllerValues,
  type RuntimeFilter,
} from '@tessera/charts';
import type { ChartInteraction } from '../../components/charts';
import type { BoardLoader } from './board-data';
import { boardJumpOf, type BoardJump } from './jump';
import { linkageFilters, linkageOn } from './linkage';
import type { useBoardDrills } from './use-board-drills';
import { useWidgetDetail } from './use-widget-detail';

interface Args {
  widgets: BoardWidget[];
  views: Map<string, ChartView>;
  /** The controllers' applied values and operators: the detail query carries them as the chart does. */
  values: ControllerValues;
  operators: ControllerOperators;
  drill: ReturnType<typeof useBoardDrills>;
  /** The board's cross filters (URL parameters, jumps, linkage). */
  filters: Record<string, RuntimeFilter[]> | undefined;
  /** A source chart's click set (or, with no targets, cleared) the linkage conditions it puts on others. */
  onLink: (sourceId: string, targets: Record<string, RuntimeFilter[]>) => void;
  onJump: ((jump: BoardJump) => void) | undefined;
  /** Where "view detail" queries go (the workspace's board door, or the share's detail door); none: no detail. */
  detailLoader: BoardLoader | undefined;
  editing: boolean;
}

/**
 * What a click on a board chart does: drill down, linkage, a jump, and, on a chart that has none of those,
 * "view detail" of the clicked point. The detail query is the widget's own plan with `detail` and the
 * point's conditions on top of the board's, so it sees exactly what the chart sees, row by row.
 */
export function useBoardClicks({
  widgets,
  views,
  values,
  operators,
  drill,
  filters,
  onLink,
  onJump,
  detailLoader,
  editing,
}: Args) {
  const detail = useWidgetDetail(detailLoader, (w, point) => {
    const base = filters?.[w.id] ?? [];
    return (
      planBoard(widgets, views, values, {
        operators,
        drills: drill.drills,
        only: new Set([w.id]),
        crossFilters: { ...filters, [w.id]: [...base, ...point] },
        detail: true,
      }).queries[0] ?? null
    );
  });
  const otherClick = (w: BoardWidget) =>
    linkageOn(w) ||
    drill.canDrill(w.id) ||
    (onJump !== undefined && (w.config.jumpConfig as { open?: unknown } | undefined)?.open === true);
  const onChartClick = (w: BoardWidget, e: ChartInteraction) => {
    const view = w.chart?.viewId ? views.get(w.chart.viewId) : undefined;
    if (detailLoader && !otherClick(w) && w.chart?.config && view)
      return detail.show(w, pointFilters(w.chart.config, view, e.row));
    if (drill.canDrill(w.id)) drill.down(w.id, e.name);
    if (linkageOn(w)) onLink(w.id, linkageFilters(widgets, views, w, e.row));
    const jump = onJump && boardJumpOf(w, e.row);
    if (jump) onJump(jump);
  };
  return {
    /** Whether a click on this widget's chart does anything (the chart then reports its clicks). */
    clickable: (w: BoardWidget) => !editing && (detailLoader !== undefined || otherClick(w)),
    onChartClick,
    /** Whether readers get "view detail" (the widget's point menu). */
    viewDetail: detailLoader !== undefined,
    showDetail: detail.show,
    detailDialog: detail.dialog,
  };
}
