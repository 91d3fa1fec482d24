import {
  getChartMeta,
  isChartGraphId,
  isPluginChartId,
  type ChartFamily,
  type ChartGraphId,
} from '@tessera/charts';
import { loadECharts } from './echarts/load-echarts';

export type RendererKind = 'echarts' | 'table' | 'pivot' | 'scorecard' | 'richText' | 'plugin';

/**
 * Which renderer draws a chart id: the four model families have their own, a custom plugin its sandboxed
 * frame (which says so itself when the plugin is gone), the rest use ECharts.
 */
export function rendererKind(chartGraphId: ChartGraphId | string): RendererKind | null {
  if (isPluginChartId(chartGraphId)) return 'plugin';
  if (!isChartGraphId(chartGraphId)) return null;
  const family = getChartMeta(chartGraphId).family;
  if (family === 'table' || family === 'pivot' || family === 'scorecard' || family === 'richText')
    return family;
  return 'echarts';
}

/**
 * Starts loading the ECharts runtime as soon as a page knows it will draw one of these charts, so its
 * chunk downloads while the data is queried instead of after it arrives. Tables, pivots, scorecards and
 * rich text never load it. Answers when the runtime is ready (or failed to load): a page that waits for
 * it draws its charts in its first commit, each with the size it measured.
 */
export function preloadRenderers(chartGraphIds: (string | undefined | null)[]): Promise<void> {
  const drawn = chartGraphIds.filter(
    (id): id is ChartGraphId => Boolean(id) && rendererKind(id!) === 'echarts',
  );
  if (!drawn.length) return Promise.resolve();
  // The families whose series only the extras chunk registers load it alongside the core runtime.
  const extras = drawn.some((id) => EXTRA_FAMILIES.has(getChartMeta(id).family));
  // Not reported here: a failed chunk load is retried by the first chart that mounts, which shows it.
  return loadECharts(null, extras).then(
    () => undefined,
    () => undefined,
  );
}

/** Chart families drawn with series that `echarts/runtime-extras.ts` registers. */
const EXTRA_FAMILIES: ReadonlySet<string> = new Set<ChartFamily>(['funnel', 'gauge', 'map', 'wordCloud']);
