import { chartTypeNames } from '@tessera/charts';
import enCharts from '@tessera/i18n/locales/en/charts.json';
import zhCharts from '@tessera/i18n/locales/zh/charts.json';
import type { i18n } from 'i18next';

export const CHARTS_NS = 'charts';

/**
 * Adds the `charts` namespace (section, style, format and renderer texts, and the chart types' names,
 * `charts:types.<id>`, taken from their definitions in @tessera/charts). Chart components register it themselves, so
 * any page that draws a chart has it and the login bundle does not carry it; a section that names chart
 * types before drawing one (the Vizs tree, the type picker) calls it in its route's beforeLoad.
 */
export function registerChartsI18n(instance: i18n): void {
  if (instance.hasResourceBundle('en', CHARTS_NS)) return;
  instance.addResourceBundle('en', CHARTS_NS, { ...enCharts, types: chartTypeNames('en') }, true, true);
  instance.addResourceBundle('zh', CHARTS_NS, { ...zhCharts, types: chartTypeNames('zh') }, true, true);
}
