import { getChartMeta, rendererOf, type RendererKind } from '@tessera/charts';
import { loadECharts } from './echarts/load-echarts';

export type { RendererKind };

/**
 * Which renderer draws a chart id, as its definition says (a custom plugin: its sandboxed frame, which
 * says so itself when the plugin is gone); null for an unknown id.
 */
export function rendererKind(chartGraphId: string): RendererKind | null {
  return rendererOf(chartGraphId);
}

/**
 * Starts loading the ECharts runtime as soon as a page knows it will draw one of these charts, so its
 * chunk downloads while the data is queried instead of after it arrives. Tables, pivots, scorecards and
 * rich text never load it. Answers when the runtime is ready (or failed to load): a page that waits for
 * it draws its charts in its first commit, each with the size it measured.
 */
export function preloadRenderers(chartGraphIds: (string | undefined | null)[]): Promise<void> {
  const drawn = chartGraphIds.filter((id): id is string => Boolean(id) && rendererKind(id!) === 'echarts');
  if (!drawn.length) return Promise.resolve();
  // A type whose definition names ECharts extras loads that chunk alongside the core runtime.
  const extras = drawn.some((id) => getChartMeta(id).echartsExtras.length > 0);
  // Not reported here: a failed chunk load is retried by the first chart that mounts, which shows it.
  return loadECharts(null, extras).then(
    () => undefined,
    () => undefined,
  );
}
