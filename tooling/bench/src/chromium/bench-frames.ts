import { defaultChartConfig, parseDatachartConfig, type Dataframe } from '@tessera/charts';

const DAY = 86_400_000;
const day = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * DAY).toISOString().slice(0, 10);

function config(id: 'line-chart' | 'mingxi-table', rows: Record<string, unknown[]>) {
  return parseDatachartConfig({
    version: '1.0.0-RC.3',
    chartGraphId: id,
    aggregation: id !== 'mingxi-table',
    computedFields: [],
    chartConfig: {
      datas: defaultChartConfig(id).datas.map((s) => ({ ...s, rows: rows[s.key] ?? [] })),
      styles: [],
      settings: [],
      interactions: [],
    },
  });
}

/** A 10,000-point line chart: one value per day, a deterministic wave so the path is non-trivial. */
export function linePoints(n = 10_000) {
  const dataframe: Dataframe = {
    columns: [
      { name: ['day'], type: 'STRING' },
      { name: ['SUM(amount)'], type: 'NUMERIC' },
    ],
    rows: Array.from({ length: n }, (_, i) => [day(i), Math.round(1000 + 400 * Math.sin(i / 50) + (i % 97))]),
  };
  const cfg = config('line-chart', {
    dimension: [{ uid: 'd', colName: 'day', type: 'STRING', category: 'field' }],
    metrics: [{ uid: 'm', colName: 'amount', type: 'NUMERIC', category: 'field', aggregate: 'SUM' }],
  });
  return { config: cfg, dataframe };
}

/** A 5,000-row detail table with six columns (text, date, numbers). */
export function tableRows(n = 5_000) {
  const cols: [string, 'STRING' | 'NUMERIC' | 'DATE'][] = [
    ['order_id', 'NUMERIC'],
    ['order_date', 'DATE'],
    ['city', 'STRING'],
    ['category', 'STRING'],
    ['quantity', 'NUMERIC'],
    ['amount', 'NUMERIC'],
  ];
  const cities = ['Berlin', 'Hangzhou', 'Chicago', 'Paris', 'Osaka', 'Leeds'];
  const categories = ['Books', 'Beauty', 'Sports', 'Electronics'];
  const dataframe: Dataframe = {
    columns: cols.map(([name, type]) => ({ name: [name], type })),
    rows: Array.from({ length: n }, (_, i) => [
      i + 1,
      day(i % 1500),
      cities[i % cities.length] ?? '',
      categories[i % categories.length] ?? '',
      (i % 7) + 1,
      Math.round(((i * 37) % 1000) * 100) / 100,
    ]),
    pageInfo: { pageNo: 1, pageSize: n, total: n },
  };
  const cfg = config('mingxi-table', {
    mixed: cols.map(([colName, type]) => ({ uid: colName, colName, type, category: 'field' })),
  });
  return { config: cfg, dataframe };
}
