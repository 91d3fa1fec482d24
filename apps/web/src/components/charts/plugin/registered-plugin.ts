import { getChartMeta, type ChartMeta } from '@tessera/charts';

export type PluginMeta = ChartMeta & { plugin: { pluginId: string; source: string } };

/**
 * The plugin entry of a chart id, or null when the organisation has no such enabled plugin: the registry
 * then holds a stand-in marked `unavailable` (disabled, deleted, or not loaded by this share page).
 */
export function registeredPlugin(chartGraphId: string): PluginMeta | null {
  try {
    const meta = getChartMeta(chartGraphId);
    return meta.plugin && !meta.plugin.unavailable ? (meta as PluginMeta) : null;
  } catch {
    return null;
  }
}
