// Test helpers for chart components: parsed configs the way Datart stores them, and an i18n wrapper.
import { defaultChartConfig, parseDatachartConfig, type ChartField, type StyleNode } from '@tessera/charts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, createI18n } from '../../lib/i18n';

export const dim = (colName: string, extra: Partial<ChartField> = {}): ChartField => ({
  uid: `d-${colName}`,
  colName,
  type: 'STRING',
  category: 'field',
  ...extra,
});
export const num = (colName: string, extra: Partial<ChartField> = {}): ChartField => ({
  uid: `m-${colName}`,
  colName,
  type: 'NUMERIC',
  category: 'field',
  ...extra,
});
export const stored = (group: string, values: Record<string, unknown>): StyleNode => ({
  key: group,
  rows: Object.entries(values).map(([key, value]) => ({ key, value })),
});

export function makeConfig(
  id: string,
  rows: Record<string, ChartField[]>,
  trees: { styles?: StyleNode[]; settings?: StyleNode[] } = {},
) {
  return parseDatachartConfig({
    version: '1.0.0-RC.3',
    chartGraphId: id,
    aggregation: id !== 'mingxi-table',
    computedFields: [],
    chartConfig: {
      datas: defaultChartConfig(id).datas.map((s) => ({ ...s, rows: rows[s.key] ?? [] })),
      styles: trees.styles ?? [],
      settings: trees.settings ?? [],
      interactions: [],
    },
  });
}

export async function i18nWrapper(lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
