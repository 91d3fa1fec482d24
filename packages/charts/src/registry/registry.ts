import { ChartError } from '../errors';
import { builtInCharts } from './built-in-charts';
import type { ChartMeta, Range, RendererKind } from './chart-definition';
import type { ChartGraphId } from './chart-ids';
import { chartById, chartDefinitions } from './chart-registry';
import { pluginChartMetaById, pluginCharts } from './plugins/plugin-charts';

/** Datart's 24 built-in types in registered order (for every registered type: `chartDefinitions()`). */
export const chartRegistry: readonly ChartMeta[] = builtInCharts;
export { chartById, chartDefinitions, registerChart } from './chart-registry';
export type {
  ChartDefinition,
  ChartDrawing,
  ChartMeta,
  ChartVariant,
  EChartsExtra,
  ModelKind,
  ModelOf,
  RendererKind,
} from './chart-definition';
export { defineChart, echartsExtras } from './chart-definition';

/** Whether an id is one of Datart's 24 built-in types. */
export function isChartGraphId(id: string): id is ChartGraphId {
  return builtInCharts.some((c) => c.id === id);
}

/**
 * The meta of a chart id: a registered type's, or an enabled plugin's of the organisation shown; an
 * unknown id is a CHART_UNKNOWN_TYPE error (422).
 */
export function getChartMeta(id: string): ChartMeta {
  const found = chartById(id) ?? pluginChartMetaById(id);
  if (!found) throw new ChartError('CHART_UNKNOWN_TYPE', { chartGraphId: id });
  return found;
}

/** The renderer that draws a chart id (a plugin's frame says so itself when it is gone); null when unknown. */
export function rendererOf(id: string): RendererKind | null {
  return (chartById(id) ?? pluginChartMetaById(id))?.renderer ?? null;
}

/** What the workbench's type picker offers: every registered type, then the organisation's enabled plugins. */
export function chartTypeChoices(): ChartMeta[] {
  return [...chartDefinitions(), ...pluginCharts()];
}

/** Every registered type's name in one language: the web's `charts:types.<id>` texts come from here. */
export function chartTypeNames(locale: 'en' | 'zh'): Record<string, string> {
  return Object.fromEntries(chartDefinitions().map((d) => [d.id, d.name[locale]]));
}

/** Whether a chart draws on a registered map (the page loads the map before it builds the option). */
export function drawsOnMap(id: string): boolean {
  return chartById(id)?.echartsExtras.includes('map') ?? false;
}

const within = (n: number, [min, max]: Range) => n >= min && n <= max;

/** Whether a type can draw the given numbers of group and aggregate fields (the type picker greys out the rest). */
export function canDraw(meta: ChartMeta, counts: { groups: number; aggregates: number }): boolean {
  if (!meta.requirements) return true;
  return (
    within(counts.groups, meta.requirements.group) && within(counts.aggregates, meta.requirements.aggregate)
  );
}

/** Default config trees of a type (what a new chart of this type starts from). */
export function defaultChartConfig(id: string) {
  const m = getChartMeta(id);
  return {
    datas: m.sections.map(({ actions: _actions, ...s }) => ({ ...s, rows: [] })),
    styles: m.styles,
    settings: m.settings,
    interactions: m.interactions,
  };
}
