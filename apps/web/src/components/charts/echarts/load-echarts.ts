import type { EChartsRuntime } from './runtime';

let pending: Promise<EChartsRuntime> | null = null;
let loaded: EChartsRuntime | null = null;

/** The runtime if its chunk has already loaded (lets a chart draw in the same commit). */
export function loadedECharts(): EChartsRuntime | null {
  return loaded;
}

/** Loads the ECharts runtime chunk once; every chart on the page shares it. */
export function loadECharts(): Promise<EChartsRuntime> {
  pending ??= import('./runtime')
    .then((m) => (loaded = m.echarts))
    .catch((error: unknown) => {
      // A failed chunk load (e.g. after a deploy) must be retryable by the next chart that mounts.
      pending = null;
      throw error;
    });
  return pending;
}
