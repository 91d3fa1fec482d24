import enCharts from '@tessera/i18n/locales/en/charts.json';
import zhCharts from '@tessera/i18n/locales/zh/charts.json';

/** Chart type, section, style, format and renderer texts (`charts:`; registry keys `charts.types.<id>`). */
export const chartsResources = {
  en: { charts: enCharts },
  zh: { charts: zhCharts },
} as const;

export const chartsNamespaces = ['charts'] as const;
