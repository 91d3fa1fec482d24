/**
 * What the chart bench and gallery (tooling/bench/harness) mount outside the app: the real ChartRenderer,
 * its ECharts helpers, and the i18n and services it reads. Exported as `@tessera/web/harness`, so the
 * harness imports the web package by name instead of reaching into its folders.
 */
export { ChartRenderer } from './components/charts';
export { withFontFallback } from './components/charts/echarts/font-fallback';
export { forLargeData } from './components/charts/echarts/large-data';
export { loadECharts } from './components/charts/echarts/load-echarts';
export { echartsThemeName } from './components/charts/echarts/themes';
export { changeLanguage, createI18n } from './lib/i18n';
export { createServices, ServicesProvider } from './lib/services';
