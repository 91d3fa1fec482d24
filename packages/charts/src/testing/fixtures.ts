// Test helpers: build configs and dataframes the way Datart's client stores them.
import type { ChartField, DatachartConfig, StyleNode } from '../config/config.schemas';
import { parseDatachartConfig } from '../config/parse-config';
import { defaultChartConfig } from '../registry/registry';
import type { Cell, ChartView, Dataframe, RenderContext } from '../types';

export const dim = (colName: string, extra: Partial<ChartField> = {}): ChartField => ({
  uid: `u-${colName}`,
  colName,
  type: 'STRING',
  category: 'field',
  ...extra,
});
export const num = (
  colName: string,
  aggregate: ChartField['aggregate'] = 'SUM',
  extra: Partial<ChartField> = {},
): ChartField => ({
  uid: `u-${colName}-${aggregate}`,
  colName,
  type: 'NUMERIC',
  category: 'field',
  aggregate,
  ...extra,
});

/** A parsed config of `id` with the given section rows and stored style / setting values. */
export function makeConfig(
  id: string,
  rows: Record<string, ChartField[]>,
  options: {
    styles?: StyleNode[];
    settings?: StyleNode[];
    aggregation?: boolean;
    computedFields?: DatachartConfig['computedFields'];
  } = {},
): DatachartConfig {
  const defaults = defaultChartConfig(id);
  return parseDatachartConfig({
    version: '1.0.0-RC.3',
    chartGraphId: id,
    aggregation: options.aggregation ?? true,
    computedFields: options.computedFields ?? [],
    chartConfig: {
      datas: defaults.datas.map((s) => ({ ...s, rows: rows[s.key] ?? [] })),
      styles: options.styles ?? [],
      settings: options.settings ?? [],
      interactions: [],
    },
  });
}

/** `{key, rows:[{key, value}]}` for a group of stored values. */
export const stored = (group: string, values: Record<string, unknown>): StyleNode => ({
  key: group,
  rows: Object.entries(values).map(([key, value]) => ({ key, value })),
});

export function frame(columns: [string, string][], rows: Cell[][]): Dataframe {
  return {
    columns: columns.map(([name, type]) => ({ name: [name], type })),
    rows,
    pageInfo: { pageNo: 1, pageSize: 1000, total: rows.length },
  };
}

export const en: RenderContext = { locale: 'en', theme: 'light', width: 800, height: 400 };
export const zh: RenderContext = { locale: 'zh', theme: 'light', width: 800, height: 400 };

export const salesView: ChartView = {
  id: 'view-1',
  model: {
    columns: {
      region: { name: 'region', type: 'STRING' },
      product: { name: 'product', type: 'STRING' },
      city: { name: 'city', type: 'STRING' },
      amount: { name: 'amount', type: 'NUMERIC' },
      quantity: { name: 'quantity', type: 'NUMERIC' },
      order_date: { name: 'order_date', type: 'DATE' },
    },
  },
  config: { cache: true, cacheExpires: 60, concurrencyControl: true, concurrencyControlMode: 'DIRTYREAD' },
};

/** Sales by region (three rows) for the single-dimension charts. */
export const byRegion = frame(
  [
    ['region', 'STRING'],
    ['SUM(amount)', 'NUMERIC'],
    ['SUM(quantity)', 'NUMERIC'],
  ],
  [
    ['East', 12345, 10],
    ['North', 340000000, 30],
    ['West', 500, 60],
  ],
);

/** ECharts series of an option as a list of records. */
export const seriesOf = (option: Record<string, unknown>) => option.series as Record<string, unknown>[];
/** Calls a label formatter the way ECharts does (`{ value }` params). */
export const callLabel = (series: Record<string, unknown>, value: unknown) =>
  (series.label as { formatter: (p: unknown) => string }).formatter({ value });
