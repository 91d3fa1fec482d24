import type { EChartsExtra } from '@tessera/charts';

/**
 * Where each ECharts extra that chart definitions may name shows in an option: a series type, a
 * top-level component, or a part of a series. Typed by @tessera/charts' list, so a new extra name fails
 * the type check here and in `runtime-extras.ts` until both know it.
 */
export const extraPlaces: Record<EChartsExtra, 'series' | 'component' | 'seriesPart'> = {
  funnel: 'series',
  gauge: 'series',
  map: 'series',
  wordCloud: 'series',
  geo: 'component',
  visualMap: 'component',
  markLine: 'seriesPart',
  markArea: 'seriesPart',
};

export const extrasIn = (place: 'series' | 'component' | 'seriesPart'): string[] =>
  Object.entries(extraPlaces)
    .filter(([, p]) => p === place)
    .map(([name]) => name);
