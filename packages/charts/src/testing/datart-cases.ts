// Config → request pairs taken as facts from Datart's own request-builder tests (frontend
// ChartDataRequestBuilder.test.ts): the inputs and the expected requests, not its code. Where Datart's JS
// leaves a key `undefined` (absent on the wire), Tessera sends null, which the server reads the same.
// packages/charts tests compare buildQuery with them; apps/server's contract test saves and runs them.
import type { ChartView } from '../types';

type Row = Record<string, unknown>;
export interface DatartCase {
  name: string;
  aggregation: boolean;
  datas: Row[];
  settings?: Row[];
  computedFields?: Row[];
  /** What Datart's builder sends for the parts the case checks. */
  expected: Record<string, unknown>;
}

const f = (colName: string, type: string, extra: Row = {}): Row => ({
  colName,
  type,
  category: 'field',
  ...extra,
});

/** The flat view the flat cases run on (every field they name is a column of it). */
export const flatView: ChartView = {
  id: 'view-flat',
  model: {
    columns: Object.fromEntries(
      [
        ['amount', 'NUMERIC'],
        ['sub-amount', 'NUMERIC'],
        ['total', 'NUMERIC'],
        ['sex', 'STRING'],
        ['age', 'NUMERIC'],
        ['name', 'STRING'],
        ['address', 'STRING'],
        ['post', 'NUMERIC'],
        ['family', 'STRING'],
        ['born', 'DATE'],
        ['birthday', 'DATE'],
        ['first-name', 'STRING'],
        ['last-name', 'STRING'],
        ['middle-name', 'STRING'],
        ['fore-name', 'STRING'],
      ].map(([name, type]) => [name, { name, type }]),
    ),
  },
};

export const datartCases: DatartCase[] = [
  {
    name: 'aggregators with aggregation on',
    aggregation: true,
    datas: [
      {
        type: 'aggregate',
        key: 'aggregation',
        rows: [
          f('amount', 'NUMERIC', { aggregate: 'AVG' }),
          f('sub-amount', 'NUMERIC', { aggregate: 'SUM' }),
        ],
      },
      { type: 'aggregate', key: 'aggregation2' },
      { type: 'size', key: 'size', rows: [f('total', 'NUMERIC', { aggregate: 'COUNT' })] },
      { type: 'info', key: 'info', rows: [f('sex', 'STRING')] },
      { type: 'mixed', key: 'mixed', rows: [f('sex', 'STRING'), f('age', 'NUMERIC')] },
      { type: 'group', key: 'unknown', rows: [f('name', 'STRING')] },
    ],
    expected: {
      aggregators: [
        { alias: 'AVG(amount)', column: ['amount'], sqlOperator: 'AVG' },
        { alias: 'SUM(sub-amount)', column: ['sub-amount'], sqlOperator: 'SUM' },
        { alias: 'COUNT(total)', column: ['total'], sqlOperator: 'COUNT' },
        { alias: 'sex', column: ['sex'], sqlOperator: null },
        { alias: 'age', column: ['age'], sqlOperator: null },
      ],
    },
  },
  {
    name: 'no aggregators with aggregation off',
    aggregation: false,
    datas: [{ type: 'aggregate', key: 'aggregation', rows: [f('amount', 'NUMERIC', { aggregate: 'AVG' })] }],
    expected: { aggregators: [], groups: [] },
  },
  {
    name: 'aggregators unique by column and operator',
    aggregation: true,
    datas: [
      { type: 'aggregate', key: 'aggregation', rows: [f('amount', 'NUMERIC', { aggregate: 'AVG' })] },
      { type: 'size', key: 'size', rows: [f('amount', 'NUMERIC', { aggregate: 'AVG' })] },
    ],
    expected: { aggregators: [{ alias: 'AVG(amount)', column: ['amount'], sqlOperator: 'AVG' }] },
  },
  {
    name: 'groups: group, colour and the text fields of a mixed section',
    aggregation: true,
    datas: [
      { type: 'group', key: 'g0' },
      { type: 'group', key: 'g1', rows: [f('name', 'STRING')] },
      { type: 'color', key: 'c', rows: [f('age', 'STRING')] },
      { type: 'mixed', key: 'm', rows: [f('address', 'STRING'), f('post', 'NUMERIC')] },
    ],
    expected: {
      groups: [
        { column: ['name'], alias: 'name' },
        { column: ['age'], alias: 'age' },
        { column: ['address'], alias: 'address' },
      ],
    },
  },
  {
    name: 'orders of the aggregate, group and mixed sections',
    aggregation: true,
    datas: [
      { type: 'aggregate', key: 'aggregationL' },
      {
        type: 'aggregate',
        key: 'aggregationR',
        rows: [f('age', 'NUMERIC', { aggregate: 'AVG', sort: { type: 'ASC' } })],
      },
      {
        type: 'group',
        key: 'group',
        rows: [
          f('first-name', 'STRING', { sort: { type: 'ASC' } }),
          f('last-name', 'STRING', { sort: { type: 'DESC' } }),
          f('middle-name', 'STRING', { sort: { type: 'CUSTOMIZE' } }),
        ],
      },
      { type: 'mixed', key: 'info', rows: [f('address', 'STRING', { sort: { type: 'DESC' } })] },
    ],
    expected: {
      orders: [
        { column: ['age'], aggOperator: 'AVG', operator: 'ASC' },
        { column: ['first-name'], operator: 'ASC', aggOperator: null },
        { column: ['last-name'], operator: 'DESC', aggOperator: null },
        { column: ['address'], operator: 'DESC', aggOperator: null },
      ],
    },
  },
  {
    name: 'paging from the settings',
    aggregation: true,
    datas: [],
    settings: [
      {
        key: 'paging',
        rows: [
          { key: 'enablePaging', value: true },
          { key: 'pageSize', value: 1024 },
        ],
      },
    ],
    expected: { pageInfo: { countTotal: true, pageNo: 1, pageSize: 1024 } },
  },
  {
    name: 'select columns with aggregation off, repeats kept',
    aggregation: false,
    datas: [
      { type: 'aggregate', key: 'aggregation', rows: [{ colName: 'amount', type: '', category: '' }] },
      { type: 'size', key: 'size', rows: [{ colName: 'total', type: '', category: '' }] },
      { type: 'info', key: 'info', rows: [{ colName: 'sex', type: '', category: '' }] },
      { type: 'color', key: 'color', rows: [{ colName: 'sex', type: '', category: '' }] },
      { type: 'group', key: 'GROUP', rows: [{ colName: 'name', type: '', category: '' }] },
      { type: 'mixed', key: 'MIXED', rows: [{ colName: 'name', type: '', category: '' }] },
      { type: 'filter', key: 'filter', rows: [{ colName: 'family', type: '', category: '' }] },
    ],
    expected: {
      columns: [
        { alias: 'amount', column: ['amount'] },
        { alias: 'total', column: ['total'] },
        { alias: 'sex', column: ['sex'] },
        { alias: 'sex', column: ['sex'] },
        { alias: 'name', column: ['name'] },
        { alias: 'name', column: ['name'] },
      ],
    },
  },
];
