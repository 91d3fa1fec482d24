export * from './plugin-definition';
export { pluginChartMeta, pluginCharts, setPluginCharts, type LoadedPlugin } from './plugin-charts';
