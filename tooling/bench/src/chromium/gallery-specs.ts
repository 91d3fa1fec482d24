import {
  defaultChartConfig,
  parseDatachartConfig,
  type ChartField,
  type ChartGraphId,
  type DatachartConfig,
  type StyleNode,
} from '@tessera/charts';

const dim = (colName: string, extra: Partial<ChartField> = {}): ChartField => ({
  uid: `g-${colName}`,
  colName,
  type: 'STRING',
  category: 'field',
  sort: { type: 'ASC' },
  ...extra,
});
const num = (colName: string, aggregate: ChartField['aggregate'] = 'SUM', extra: Partial<ChartField> = {}) =>
  ({
    uid: `m-${colName}-${aggregate}`,
    colName,
    type: 'NUMERIC',
    category: 'field',
    aggregate,
    ...extra,
  }) as ChartField;
const stored = (group: string, values: Record<string, unknown>): StyleNode => ({
  key: group,
  rows: Object.entries(values).map(([key, value]) => ({ key, value })),
});
const wan = { type: 'numeric', numeric: { decimalPlaces: 1, unitKey: 'wan', useThousandSeparator: true } };
const k = { type: 'numeric', numeric: { decimalPlaces: 0, unitKey: 'thousand', useThousandSeparator: true } };

function config(
  id: ChartGraphId,
  rows: Record<string, ChartField[]>,
  styles: StyleNode[] = [],
  settings: StyleNode[] = [],
): DatachartConfig {
  const defaults = defaultChartConfig(id);
  return parseDatachartConfig({
    version: '1.0.0-RC.3',
    chartGraphId: id,
    aggregation: true,
    computedFields: [],
    chartConfig: {
      datas: defaults.datas.map((s) => ({ ...s, rows: rows[s.key] ?? [] })),
      styles,
      settings,
      interactions: [],
    },
  });
}

const category = dim('category');
const amount = num('amount', 'SUM', { format: k } as Partial<ChartField>);
const quantity = num('quantity');

/** One demo-source chart per chart id, each showing what the type is for. */
export const gallerySpecs: { id: ChartGraphId; config: DatachartConfig }[] = [
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
          num('amount', undefined),
        ],
      },
      [],
      [stored('summary', { aggregateFields: ['amount'] })],
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
    config: config('react-scorecard', {
      metrics: [num('amount', 'SUM', { format: wan } as Partial<ChartField>)],
    }),
  },
  ...(
    [
      'cluster-column-chart',
      'cluster-bar-chart',
      'stack-column-chart',
      'stack-bar-chart',
      'percentage-stack-column-chart',
      'percentage-stack-bar-chart',
    ] as const
  ).map((id) => ({
    id,
    config: config(id, {
      dimension: [dim('order_year')],
      metrics: [amount, num('cost', 'SUM', { format: k } as Partial<ChartField>)],
    }),
  })),
  {
    id: 'waterfall-chart',
    config: config('waterfall-chart', { dimension: [dim('order_year')], metrics: [amount] }),
  },
  ...(['line-chart', 'area-chart', 'stack-area-chart'] as const).map((id) => ({
    id,
    config: config(id, {
      dimension: [dim('order_month')],
      metrics: [amount, num('cost', 'SUM', { format: k } as Partial<ChartField>)],
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
  ...(['pie-chart', 'doughnut-chart', 'rose-chart'] as const).map((id) => ({
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
