import { builtInCharts } from './built-in-charts';

/** A built-in chart id, spelled as Datart spells it (`piovt-sheet` included). */
export type ChartGraphId = (typeof builtInCharts)[number]['id'];
/** The families of the built-in types (a registered type may bring its own). */
export type ChartFamily = (typeof builtInCharts)[number]['family'];

/** Datart's 24 built-in chart ids, in registered order. */
export const chartGraphIds: readonly ChartGraphId[] = builtInCharts.map((c) => c.id);

export const chartFamilies: readonly ChartFamily[] = [...new Set(builtInCharts.map((c) => c.family))];
