import { getChartMeta, isChartGraphId, type ChartGraphId } from '@tessera/charts';
import { loadECharts } from './echarts/load-echarts';

export type RendererKind = 'echarts' | 'table' | 'pivot' | 'scorecard' | 'richText';

/** Which renderer draws a chart id: the four model families have their own, the rest use ECharts. */
export function rendererKind(chartGraphId: ChartGraphId | string): RendererKind | null {
  if (!isChartGraphId(chartGraphId)) return null;
  const family = getChartMeta(chartGraphId).family;
  if (family === 'table' || family === 'pivot' || family === 'scorecard' || family === 'richText')
    return family;
  return 'echarts';
}

/**
 * Starts loading the ECharts runtime as soon as a page knows it will draw one of these charts, so its
 * chunk downloads while the data is queried instead of after it arrives. Tables, pivots, scorecards and
 * rich text never load it.
 */
export function preloadRenderers(chartGraphIds: (string | undefined | null)[]): void {
  if (!chartGraphIds.some((id) => id && rendererKind(id) === 'echarts')) return;
  // Not reported here: a failed chunk load is retried by the first chart that mounts, which shows it.
  loadECharts().catch(() => undefined);
}
