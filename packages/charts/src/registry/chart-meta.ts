import type { DefaultStyleNode } from '../config/style-tree';
import type { ChartFamily, ChartGraphId } from './chart-ids';
import type { PluginChartId } from './plugins/plugin-definition';
import type { SectionDef } from './sections';
import { color, dimension, filter, info, metrics, size } from './sections';
import {
  cartesianStyles,
  interactionTrees,
  pagingSetting,
  pieLabelGroup,
  referenceSetting,
} from './style-groups';
import { mapStyles, pieStyles } from './special-groups';

export type Range = [number, number];

/** Family-specific switches read by toOption. */
export interface ChartVariant {
  horizontal?: boolean;
  stack?: boolean;
  percentage?: boolean;
  area?: boolean;
  doughnut?: boolean;
  rose?: boolean;
  scatterMap?: boolean;
}

export interface ChartMeta {
  /** A built-in id, or `plugin-<id>` for an organisation's custom chart plugin (registered at run time). */
  id: ChartGraphId | PluginChartId;
  /** `plugin`: drawn by the plugin's script in a sandboxed frame (docs/plugins.md), not by toOption. */
  family: ChartFamily | 'plugin';
  /** i18n key in packages/i18n (`charts.types.<id>`); `name` holds the same text for non-UI callers. */
  nameKey: string;
  name: { en: string; zh: string };
  icon: string;
  sections: SectionDef[];
  /** Numbers of group / aggregate fields the type can draw; absent = any. */
  requirements?: { group: Range; aggregate: Range };
  variant: ChartVariant;
  styles: DefaultStyleNode[];
  settings: DefaultStyleNode[];
  interactions: DefaultStyleNode[];
  /**
   * Set on plugin entries only: which plugin, and its script for the sandboxed frame. `unavailable`:
   * the organisation has no such enabled plugin (disabled or deleted); the entry only keeps its charts
   * readable so the renderer can say so (plugin-charts.ts).
   */
  plugin?: { pluginId: string; source: string; unavailable?: boolean };
}

type MetaInput = Omit<ChartMeta, 'nameKey' | 'interactions' | 'variant' | 'id' | 'family' | 'plugin'> & {
  id: ChartGraphId;
  family: ChartFamily;
  variant?: ChartVariant;
  interactions?: DefaultStyleNode[];
};
export const meta = (m: MetaInput): ChartMeta => ({
  ...m,
  nameKey: `charts.types.${m.id}`,
  variant: m.variant ?? {},
  interactions: m.interactions ?? interactionTrees(),
});

export const cartesianSettings = (): DefaultStyleNode[] => [pagingSetting(1000), referenceSetting()];
const barSections = (): SectionDef[] => [dimension([0, 1]), metrics([1, 999]), filter(), color(), info()];

export const bar = (
  id: ChartGraphId,
  en: string,
  zh: string,
  icon: string,
  variant: ChartVariant,
): ChartMeta =>
  meta({
    id,
    family: 'bar',
    name: { en, zh },
    icon,
    variant,
    sections: barSections(),
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ bar: true, labelPosition: variant.stack ? 'inside' : 'top' }),
    settings: cartesianSettings(),
  });

export const line = (
  id: ChartGraphId,
  en: string,
  zh: string,
  icon: string,
  variant: ChartVariant,
): ChartMeta =>
  meta({
    id,
    family: 'line',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([1, 1]), metrics([1, 999]), filter(), color(), info()],
    requirements: { group: [1, 1], aggregate: [1, 999] },
    styles: cartesianStyles({ graph: true }),
    settings: cartesianSettings(),
  });

export const pie = (
  id: ChartGraphId,
  en: string,
  zh: string,
  icon: string,
  variant: ChartVariant,
): ChartMeta =>
  meta({
    id,
    family: 'pie',
    name: { en, zh },
    icon,
    variant,
    sections: [dimension([0, 1]), metrics([1, 999]), filter(), info()],
    requirements: { group: [0, 1], aggregate: [1, 999] },
    styles: pieStyles(pieLabelGroup()),
    settings: [pagingSetting(1000)],
  });

export const map = (id: ChartGraphId, en: string, zh: string, scatterMap: boolean): ChartMeta =>
  meta({
    id,
    family: 'map',
    name: { en, zh },
    icon: scatterMap ? 'scatter-map' : 'map',
    variant: { scatterMap },
    sections: [dimension([1, 1], false), metrics([1, 1]), ...(scatterMap ? [size()] : []), filter(), info()],
    requirements: { group: [1, 1], aggregate: [1, 1] },
    styles: mapStyles(scatterMap),
    settings: [pagingSetting(1000)],
  });
