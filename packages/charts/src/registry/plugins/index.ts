export * from './plugin-definition';
export {
  pluginChartMeta,
  pluginCharts,
  pluginChartsVersion,
  setPluginCharts,
  subscribePluginCharts,
  type LoadedPlugin,
} from './plugin-charts';
