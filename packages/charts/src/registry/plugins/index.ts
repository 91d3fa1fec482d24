export * from './plugin-definition';
export {
  pluginChartMeta,
  pluginCharts,
  pluginChartsVersion,
  setPluginCharts,
  subscribePluginCharts,
  type LoadedPlugin,
} from './plugin-charts';
export { PLUGIN_SANDBOX_CSP, PLUGIN_SANDBOX_PATH, pluginSandboxDocument } from './sandbox-document';
