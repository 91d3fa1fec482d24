import enDashboards from '@tessera/i18n/locales/en/dashboards.json';
import zhDashboards from '@tessera/i18n/locales/zh/dashboards.json';
import type { i18n } from 'i18next';
import { registerChartsI18n } from './charts-i18n';

/** Adds the `dashboards` namespace (board, widgets, filters, editor) and the chart texts boards draw with. */
export function registerDashboardsI18n(instance: i18n): void {
  registerChartsI18n(instance);
  if (instance.hasResourceBundle('en', 'dashboards')) return;
  instance.addResourceBundle('en', 'dashboards', enDashboards, true, true);
  instance.addResourceBundle('zh', 'dashboards', zhDashboards, true, true);
}
