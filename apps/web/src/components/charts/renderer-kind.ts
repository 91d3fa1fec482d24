import { getChartMeta, isChartGraphId, type ChartGraphId } from '@tessera/charts';

export type RendererKind = 'echarts' | 'table' | 'pivot' | 'scorecard' | 'richText';

/** Which renderer draws a chart id: the four model families have their own, the rest use ECharts. */
export function rendererKind(chartGraphId: ChartGraphId | string): RendererKind | null {
  if (!isChartGraphId(chartGraphId)) return null;
  const family = getChartMeta(chartGraphId).family;
  if (family === 'table' || family === 'pivot' || family === 'scorecard' || family === 'richText')
    return family;
  return 'echarts';
}
