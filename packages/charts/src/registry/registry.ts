import { ChartError } from '../errors';
import type { ChartGraphId } from './chart-ids';
import { chartGraphIds } from './chart-ids';
import type { ChartMeta, Range } from './chart-meta';
import { chartRegistry } from './chart-registry';
import { pluginChartMetaById } from './plugins/plugin-charts';

export { chartRegistry };
export type { ChartMeta, ChartVariant } from './chart-meta';

const byId = new Map<string, ChartMeta>(chartRegistry.map((m) => [m.id, m]));

export function isChartGraphId(id: string): id is ChartGraphId {
  return (chartGraphIds as readonly string[]).includes(id);
}

/**
 * The meta of a chart id, built-in or an enabled plugin of the organisation shown; an unknown id is a
 * CHART_UNKNOWN_TYPE error (422).
 */
export function getChartMeta(id: string): ChartMeta {
  const found = byId.get(id) ?? pluginChartMetaById(id);
  if (!found) throw new ChartError('CHART_UNKNOWN_TYPE', { chartGraphId: id });
  return found;
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
