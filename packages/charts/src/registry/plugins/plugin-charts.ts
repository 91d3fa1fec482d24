import type { ChartMeta } from '../chart-definition';
import { section } from '../sections';
import { interactionTrees, pagingSetting } from '../style-groups';
import { isPluginChartId, pluginChartId, type PluginDefinition } from './plugin-definition';

/** An organisation's enabled plugin as the web app loads it (script included: it runs in the sandbox). */
export interface LoadedPlugin {
  id: string;
  name: string;
  definition: PluginDefinition;
  source: string;
}

/**
 * A plugin's registry entry: its sections become the data panel's drop zones (a filter zone is always
 * added), the generic config drives buildQuery, and `plugin` tells the renderer to draw it in the
 * sandboxed frame instead of ECharts.
 */
export function pluginChartMeta(plugin: LoadedPlugin): ChartMeta {
  const { meta, config } = plugin.definition;
  const name = typeof meta.name === 'string' ? { en: meta.name, zh: meta.name } : meta.name;
  const sections = config.datas.map(({ key, type, ...extra }) => section(key, type, extra));
  if (!sections.some((s) => s.type === 'filter'))
    sections.push(section('filter', 'filter', { allowSameField: true }));
  const settings = config.settings.some((s) => s.key === 'paging')
    ? config.settings
    : [...config.settings, pagingSetting(1000)];
  return {
    id: pluginChartId(plugin.id),
    family: 'plugin',
    nameKey: '',
    name,
    icon: meta.icon ?? 'plugin',
    sections,
    ...(meta.requirements ? { requirements: meta.requirements } : {}),
    variant: {},
    styles: config.styles,
    settings,
    interactions: interactionTrees(),
    renderer: 'plugin',
    echartsExtras: [],
    plugin: { pluginId: plugin.id, source: plugin.source },
  };
}

// The web app holds the plugins of the organisation it shows; a page shows one organisation at a time.
const runtime = new Map<string, ChartMeta>();
const listeners = new Set<() => void>();
let version = 0;

/** Replaces the runtime entries with the given organisation's enabled plugins. */
export function setPluginCharts(plugins: readonly LoadedPlugin[]): void {
  runtime.clear();
  for (const p of plugins) {
    const meta = pluginChartMeta(p);
    runtime.set(meta.id, meta);
  }
  version += 1;
  for (const listener of listeners) listener();
}

/** For a view to follow the entries (useSyncExternalStore): subscribe, and a number that changes with them. */
export function subscribePluginCharts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
export const pluginChartsVersion = () => version;

export function pluginCharts(): ChartMeta[] {
  return [...runtime.values()];
}

/**
 * The entry of a plugin chart id: the registered plugin's, or, when the organisation has no such enabled
 * plugin (disabled, deleted, or a share page that does not hold it yet), a stand-in marked
 * `plugin.unavailable`. The stand-in keeps the chart's config readable and its query buildable (the
 * generic config drives both), so boards, the workbench and share pages reach the renderer, which says
 * the plugin is not available instead of a generic "chart unavailable"; and the chart draws as soon as
 * the plugin is registered.
 */
export function pluginChartMetaById(id: string): ChartMeta | undefined {
  return runtime.get(id) ?? (isPluginChartId(id) ? unavailablePlugin(id) : undefined);
}

function unavailablePlugin(id: `plugin-${string}`): ChartMeta {
  return {
    id,
    family: 'plugin',
    nameKey: '',
    name: { en: 'Unavailable plugin', zh: '不可用的插件' },
    icon: 'plugin',
    sections: [section('filter', 'filter', { allowSameField: true })],
    variant: {},
    styles: [],
    settings: [pagingSetting(1000)],
    interactions: interactionTrees(),
    renderer: 'plugin',
    echartsExtras: [],
    plugin: { pluginId: id.slice('plugin-'.length), source: '', unavailable: true },
  };
}
