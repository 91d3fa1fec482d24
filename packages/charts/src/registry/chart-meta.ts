import type { DefaultStyleNode } from '../config/style-tree';
import type { SectionDef } from './sections';

export type Range = [number, number];

/** Which renderer of the web app draws a type (a plugin's is its sandboxed frame). */
export type RendererKind = 'echarts' | 'table' | 'pivot' | 'scorecard' | 'richText' | 'plugin';

/**
 * ECharts series and components that the web app's core runtime leaves out (its extras chunk registers
 * them). A type that always draws with one names it, so a page loads the chunk before the data arrives.
 */
export const echartsExtras = [
  'funnel',
  'gauge',
  'map',
  'wordCloud',
  'geo',
  'visualMap',
  'markLine',
  'markArea',
] as const;
export type EChartsExtra = (typeof echartsExtras)[number];

/** Family-specific switches read by the family's option builder. */
export interface ChartVariant {
  horizontal?: boolean;
  stack?: boolean;
  percentage?: boolean;
  area?: boolean;
  doughnut?: boolean;
  rose?: boolean;
  scatterMap?: boolean;
}

/** What the workbench, the data panel and the renderers read of a chart type (built-in, registered or plugin). */
export interface ChartMeta {
  /** A built-in id (Datart's spelling), a registered type's id, or `plugin-<id>` for an organisation's plugin. */
  id: string;
  /** The folder of code that draws it (`plugin`: the plugin's script in a sandboxed frame, docs/plugins.md). */
  family: string;
  /** i18n key (`charts.types.<id>`, filled from `name` by the web's charts namespace); empty for plugins. */
  nameKey: string;
  name: { en: string; zh: string };
  /** Icon key (the web maps the keys it knows to drawings) … */
  icon: string;
  /** … or the type's own drawing: the `d` of an SVG path on a 24×24 grid, drawn instead of the key's. */
  iconPath?: string;
  sections: SectionDef[];
  /** Numbers of group / aggregate fields the type can draw; absent = any. */
  requirements?: { group: Range; aggregate: Range };
  variant: ChartVariant;
  styles: DefaultStyleNode[];
  settings: DefaultStyleNode[];
  interactions: DefaultStyleNode[];
  renderer: RendererKind;
  /** ECharts extras the type always draws with (empty for the other renderers). */
  echartsExtras: readonly EChartsExtra[];
  /**
   * Set on plugin entries only: which plugin, and its script for the sandboxed frame. `unavailable`:
   * the organisation has no such enabled plugin (disabled or deleted); the entry only keeps its charts
   * readable so the renderer can say so (plugin-charts.ts).
   */
  plugin?: { pluginId: string; source: string; unavailable?: boolean };
}
