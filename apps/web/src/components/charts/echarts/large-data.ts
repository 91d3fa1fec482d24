import type { EChartsOption } from '@tessera/charts';

/** Above this many points in a series, per-point symbols and entry animations cost more than they show. */
export const LARGE_SERIES = 2000;

type Series = { type?: string; data?: unknown[] } & Record<string, unknown>;

/**
 * Drawing settings for large results, applied by the renderer (they depend on the canvas, not on the
 * chart's meaning): line series downsample to the pixel width (LTTB keeps peaks) without symbols, bar
 * and scatter series use ECharts' `large` mode, and the chart does not animate in.
 */
export function forLargeData(option: EChartsOption): EChartsOption {
  const series = (Array.isArray(option.series) ? option.series : []) as Series[];
  const large = series.some((s) => (s.data?.length ?? 0) > LARGE_SERIES);
  if (!large) return option;
  return {
    ...option,
    animation: false,
    series: series.map((s) => {
      if ((s.data?.length ?? 0) <= LARGE_SERIES) return s;
      if (s.type === 'line') return { ...s, sampling: 'lttb', showSymbol: false };
      if (s.type === 'bar' || s.type === 'scatter') return { ...s, large: true };
      return s;
    }),
  };
}
