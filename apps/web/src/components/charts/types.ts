import type { Dataframe, DatachartConfig } from '@tessera/charts';

/**
 * What a click on a chart reports, for drill, linkage and "view detail". Plain data only (no ECharts
 * event object) so callers can store it, send it to the server or compare it in tests.
 */
export interface ChartInteraction {
  kind: 'click';
  /** Index of the clicked row in the dataframe the chart was drawn from (null when not row-based). */
  dataIndex?: number;
  seriesName?: string;
  /** The clicked category / dimension value as shown (the x-axis label, slice name, region, …). */
  name?: string;
  /** The dataframe row behind the click, keyed by column label (last element of the column name). */
  row: Record<string, unknown> | null;
}

export interface ChartRendererProps {
  /** A parsed config (`parseDatachartConfig`), with its `chartGraphId`. */
  config: DatachartConfig;
  /** The execute result; undefined while loading. */
  dataframe: Dataframe | undefined;
  loading?: boolean;
  /** An already-localised message, shown in place of the chart. */
  error?: string | null;
  onInteraction?: (e: ChartInteraction) => void;
  /**
   * Whether the chart's first drawing animates (ECharts' entry animation; later changes animate either
   * way). Boards draw without it: two dozen charts animating at once keep the page busy for a second
   * while it loads (docs/decisions.md, D-dash-3).
   */
  animateEntry?: boolean;
  className?: string;
}
