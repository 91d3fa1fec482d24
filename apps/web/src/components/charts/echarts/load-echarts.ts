import { StorageKeys } from '../../../lib/storage-keys';
import { extrasIn } from './extras';
import type { EChartsRuntime } from './runtime';

let pending: Promise<EChartsRuntime> | null = null;
let loaded: EChartsRuntime | null = null;
let pendingExtras: Promise<EChartsRuntime> | null = null;
let extrasLoaded = false;

/** Series types registered by `runtime-extras.ts`, not by the core runtime. */
const EXTRA_SERIES = new Set(extrasIn('series'));
/** Top-level option keys of components registered by `runtime-extras.ts`. */
const EXTRA_COMPONENTS = extrasIn('component');
/** Series keys of components registered by `runtime-extras.ts`. */
const EXTRA_SERIES_PARTS = extrasIn('seriesPart');

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null ? [] : [v]);

/**
 * Whether an option draws with a series or component that only `runtime-extras.ts` registers. ECharts
 * silently leaves out what is not registered, so this errs on loading them: any option key or series
 * part of theirs counts, set or not.
 */
export function needsExtras(option: object | null | undefined): boolean {
  if (!option) return false;
  const o = option as Record<string, unknown>;
  if (EXTRA_COMPONENTS.some((k) => o[k] != null)) return true;
  return list(o.series).some((s) => {
    if (!s || typeof s !== 'object') return false;
    const series = s as Record<string, unknown>;
    return EXTRA_SERIES.has(String(series.type)) || EXTRA_SERIES_PARTS.some((k) => series[k] != null);
  });
}

/**
 * The runtime if its chunk, and the extras chunk when `option` needs it, have already loaded (lets a
 * chart draw in the same commit).
 */
export function loadedECharts(option?: object | null): EChartsRuntime | null {
  if (!loaded) return null;
  return needsExtras(option) && !extrasLoaded ? null : loaded;
}

/**
 * How charts are drawn: on a canvas, or as SVG when the browser's storage asks for it
 * (`TESSERA_CHART_RENDERER=svg`): the texts are then in the page, where an accessibility audit reads them.
 */
export function chartRenderer(): 'canvas' | 'svg' {
  try {
    return localStorage.getItem(StorageKeys.chartRenderer) === 'svg' ? 'svg' : 'canvas';
  } catch {
    return 'canvas';
  }
}

/** Loads the core runtime chunk once (with the SVG renderer's when asked); every chart on the page shares it. */
function loadCore(): Promise<EChartsRuntime> {
  const runtime =
    chartRenderer() === 'svg'
      ? Promise.all([import('./runtime'), import('./runtime-svg')]).then(([m]) => m)
      : import('./runtime');
  pending ??= runtime
    .then((m) => (loaded = m.echarts))
    .catch((error: unknown) => {
      // A failed chunk load (e.g. after a deploy) must be retryable by the next chart that mounts.
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * Loads the ECharts runtime once, with the extras chunk when `option` needs it (or when `extras` is
 * set: map charts know before they have an option). Both chunks download in parallel.
 */
export function loadECharts(option?: object | null, extras = needsExtras(option)): Promise<EChartsRuntime> {
  const core = loadCore();
  if (!extras) return core;
  pendingExtras ??= Promise.all([core, import('./runtime-extras')])
    .then(([echarts]) => {
      extrasLoaded = true;
      return echarts;
    })
    .catch((error: unknown) => {
      pendingExtras = null;
      throw error;
    });
  return pendingExtras;
}
