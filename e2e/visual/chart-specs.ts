/**
 * One demo-data chart per chart type (all 24), each showing what the type is for: the screenshots of
 * e2e/visual and the gallery of docs/charts.md are drawn from them. Configs in Datart's stored shape; the
 * style trees keep their defaults except where a value is stored.
 */

/** The view the charts read: orders with their customer and product, over the demo source (DuckDB). */
export const demoViewSql = `SELECT o.order_id, o.order_date, CAST(strftime(o.order_date, '%Y') AS VARCHAR) AS order_year,
  strftime(o.order_date, '%Y-%m') AS order_month, o.quantity, o.amount, o.discount, o.status, o.channel,
  o.payment_method, c.segment, c.country, c.state, c.city, p.category, p.subcategory, p.product_name,
  p.unit_cost * o.quantity AS cost
FROM orders o JOIN customers c ON c.customer_id = o.customer_id JOIN products p ON p.product_id = o.product_id`;

const columns: [string, 'STRING' | 'NUMERIC' | 'DATE'][] = [
  ['order_id', 'NUMERIC'],
  ['order_date', 'DATE'],
  ['order_year', 'STRING'],
  ['order_month', 'STRING'],
  ['quantity', 'NUMERIC'],
  ['amount', 'NUMERIC'],
  ['discount', 'NUMERIC'],
  ['status', 'STRING'],
  ['channel', 'STRING'],
  ['payment_method', 'STRING'],
  ['segment', 'STRING'],
  ['country', 'STRING'],
  ['state', 'STRING'],
  ['city', 'STRING'],
  ['category', 'STRING'],
  ['subcategory', 'STRING'],
  ['product_name', 'STRING'],
  ['cost', 'NUMERIC'],
];
export const demoViewModel = {
  version: '1.0.0-RC.3',
  columns: Object.fromEntries(
    columns.map(([name, type]) => [name, { name: [name], type, category: 'UNCATEGORIZED' }]),
  ),
};

type Field = Record<string, unknown>;
const dim = (colName: string, extra: Field = {}): Field => ({
  uid: `g-${colName}`,
  colName,
  type: 'STRING',
  category: 'field',
  sort: { type: 'ASC' },
  ...extra,
});
const num = (colName: string, aggregate = 'SUM', extra: Field = {}): Field => ({
  uid: `m-${colName}-${aggregate}`,
  colName,
  type: 'NUMERIC',
  category: 'field',
  aggregate,
  ...extra,
});
const stored = (group: string, values: Record<string, unknown>) => ({
  key: group,
  rows: Object.entries(values).map(([key, value]) => ({ key, value })),
});
const k = { type: 'numeric', numeric: { decimalPlaces: 0, unitKey: 'thousand', useThousandSeparator: true } };

/** Each section's type, as the chart types' default configs name them. */
const sectionType: Record<string, string> = {
  mixed: 'mixed',
  row: 'group',
  column: 'group',
  dimension: 'group',
  metrics: 'aggregate',
  metricsL: 'aggregate',
  metricsR: 'aggregate',
  color: 'color',
  size: 'size',
};

function config(
  chartGraphId: string,
  rows: Record<string, Field[]>,
  styles: object[] = [],
  settings: object[] = [],
  aggregation = true,
) {
  return {
    version: '1.0.0-RC.3',
    chartGraphId,
    aggregation,
    computedFields: [],
    chartConfig: {
      datas: Object.entries(rows).map(([key, fields]) => ({ key, type: sectionType[key], rows: fields })),
      styles,
      settings,
      interactions: [],
    },
  };
}

const category = dim('category');
const amount = num('amount', 'SUM', { format: k });
const quantity = num('quantity');
const bars = [
  'cluster-column-chart',
  'cluster-bar-chart',
  'stack-column-chart',
  'stack-bar-chart',
  'percentage-stack-column-chart',
  'percentage-stack-bar-chart',
];

/** Each type's name as docs/charts.md lists it: the chart's name, so its board widget is titled by it. */
export const typeNames: Record<string, string> = {
  'mingxi-table': 'Table',
  'piovt-sheet': 'Pivot sheet',
  'react-scorecard': 'Scorecard',
  'cluster-column-chart': 'Clustered column',
  'cluster-bar-chart': 'Clustered bar',
  'stack-column-chart': 'Stacked column',
  'stack-bar-chart': 'Stacked bar',
  'percentage-stack-column-chart': '100% stacked column',
  'percentage-stack-bar-chart': '100% stacked bar',
  'waterfall-chart': 'Waterfall',
  'line-chart': 'Line',
  'area-chart': 'Area',
  'stack-area-chart': 'Stacked area',
  scatter: 'Scatter',
  'pie-chart': 'Pie',
  'doughnut-chart': 'Doughnut',
  'rose-chart': 'Rose',
  'funnel-chart': 'Funnel',
  'double-y': 'Dual axis',
  'word-cloud': 'Word cloud',
  'normal-outline-map-chart': 'Map',
  'scatter-outline-map-chart': 'Scatter map',
  gauge: 'Gauge',
  'react-rich-text': 'Rich text',
};

export interface ChartSpec {
  /** The chart type (`chartGraphId`), also the screenshot's and the gallery picture's name. */
  id: string;
  /** Its stored config. */
  config: ReturnType<typeof config>;
}

export const chartSpecs: ChartSpec[] = [
  {
    id: 'mingxi-table',
    config: config(
      'mingxi-table',
      {
        mixed: [
          dim('order_id', { type: 'NUMERIC' }),
          dim('order_date', { type: 'DATE' }),
          dim('city'),
          dim('category'),
          dim('amount', { type: 'NUMERIC' }),
        ],
      },
      [],
      [stored('summary', { aggregateFields: ['amount'] })],
      // Rows as they are (a detail table), with the amount's total under them.
      false,
    ),
  },
  {
    id: 'piovt-sheet',
    config: config(
      'piovt-sheet',
      { row: [dim('category')], column: [dim('channel')], metrics: [amount] },
      [],
      [stored('rowSummary', { showTotal: true }), stored('colSummary', { showTotal: true })],
    ),
  },
  {
    id: 'react-scorecard',
    config: config('react-scorecard', { metrics: [num('amount', 'SUM', { format: k })] }),
  },
  ...bars.map((id) => ({
    id,
    config: config(id, {
      dimension: [dim('order_year')],
      metrics: [amount, num('cost', 'SUM', { format: k })],
    }),
  })),
  {
    id: 'waterfall-chart',
    config: config('waterfall-chart', { dimension: [dim('order_year')], metrics: [amount] }),
  },
  ...['line-chart', 'area-chart', 'stack-area-chart'].map((id) => ({
    id,
    config: config(id, {
      dimension: [dim('order_month')],
      metrics: [amount, num('cost', 'SUM', { format: k })],
    }),
  })),
  {
    id: 'scatter',
    config: config('scatter', {
      dimension: [dim('product_name')],
      metrics: [quantity, amount],
      color: [category],
    }),
  },
  ...['pie-chart', 'doughnut-chart', 'rose-chart'].map((id) => ({
    id,
    config: config(id, { dimension: [category], metrics: [amount] }),
  })),
  {
    id: 'funnel-chart',
    config: config('funnel-chart', { dimension: [dim('status')], metrics: [num('order_id', 'COUNT')] }),
  },
  {
    id: 'double-y',
    config: config('double-y', { dimension: [dim('order_year')], metricsL: [amount], metricsR: [quantity] }),
  },
  { id: 'word-cloud', config: config('word-cloud', { dimension: [dim('city')], metrics: [amount] }) },
  {
    id: 'normal-outline-map-chart',
    config: config('normal-outline-map-chart', { dimension: [dim('country')], metrics: [amount] }, [
      stored('map', { mapLevelName: 'world' }),
    ]),
  },
  {
    id: 'scatter-outline-map-chart',
    config: config(
      'scatter-outline-map-chart',
      { dimension: [dim('state')], metrics: [amount], size: [amount] },
      [stored('map', { mapLevelName: 'china' })],
    ),
  },
  {
    id: 'gauge',
    config: config('gauge', { metrics: [num('discount', 'AVG')] }, [stored('gauge', { max: 0.3 })]),
  },
  {
    id: 'react-rich-text',
    config: config('react-rich-text', { dimension: [], metrics: [amount, num('order_id', 'COUNT')] }, [
      stored('delta', {
        richText: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Demo shop' }] },
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Revenue: {{SUM(amount)}} from {{COUNT(order_id)}} orders.' }],
            },
          ],
        },
      }),
    ]),
  },
];
