import type { EChartsRuntime } from './runtime';

let pending: Promise<EChartsRuntime> | null = null;

/** Loads the ECharts runtime chunk once; every chart on the page shares it. */
export function loadECharts(): Promise<EChartsRuntime> {
  pending ??= import('./runtime')
    .then((m) => m.echarts)
    .catch((error: unknown) => {
      // A failed chunk load (e.g. after a deploy) must be retryable by the next chart that mounts.
      pending = null;
      throw error;
    });
  return pending;
}
