import type { ExecuteRequest } from '@tessera/charts';
import dayjs from 'dayjs';
import { uniqueTable } from './test-engines';

// Test-only: the table and the Datart chart configs of datart-config-contract.test.ts (rows worked out by hand).
export const T = 'YYYY-MM-DD HH:mm:ss';
export const today = dayjs().startOf('day');
export const table = uniqueTable('h3_people');
// name, sex, age, amount, born (local times, as the request's date strings are)
export const people: [string, string, number, number, string][] = [
  ['Ann', 'F', 30, 10.5, today.add(9, 'hour').format(T)],
  ['Bob', 'M', 40, 20, today.subtract(1, 'day').add(10, 'hour').format(T)],
  ['Cid', 'M', 50, 30, today.subtract(10, 'day').add(8, 'hour').format(T)],
  // The last second of today: Datart's `today` (LT 23:59:59) dropped it.
  ['Dee', 'F', 25, 40, today.add(1, 'day').subtract(1, 'second').format(T)],
];
export const model = {
  columns: {
    name: { name: 'name', type: 'STRING', category: 'UNCATEGORIZED' },
    sex: { name: 'sex', type: 'STRING', category: 'UNCATEGORIZED' },
    age: { name: 'age', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    amount: { name: 'amount', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    born: { name: 'born', type: 'DATE', category: 'UNCATEGORIZED' },
  },
};
// As Datart's view form leaves it: an empty cache time, and a mode it does not check.
export const viewConfig = {
  cache: false,
  cacheExpires: '',
  concurrencyControl: false,
  concurrencyControlMode: 'a',
};

export type Row = Record<string, unknown>;
const f = (colName: string, type: string, extra: Row = {}): Row => ({
  uid: `${colName}-${Math.random().toString(36).slice(2, 8)}`,
  colName,
  type,
  category: 'field',
  ...extra,
});
const dateFilter = (condition: Row): Row =>
  f('born', 'DATE', { filter: { condition: { name: 'born', visualType: 'DATE', ...condition } } });

export interface Case {
  name: string;
  aggregation?: boolean;
  datas: Row[];
  computedFields?: Row[];
  /** The parts of Datart's request this case is about. */
  request: Partial<ExecuteRequest>;
  /** The rows the request gives on both engines, in any order, numbers compared as numbers. */
  rows: unknown[][];
}

export const cases: Case[] = [
  {
    name: 'a mixed NUMERIC field without aggregate is an aggregator without operator (the bare column)',
    datas: [{ type: 'mixed', key: 'mixed', rows: [f('amount', 'NUMERIC')] }],
    request: { groups: [], aggregators: [{ column: ['amount'], sqlOperator: null, alias: 'amount' }] },
    rows: [[10.5], [20], [30], [40]],
  },
  {
    name: 'a mixed section groups its text and aggregates its numbers',
    datas: [
      {
        type: 'mixed',
        key: 'mixed',
        rows: [f('sex', 'STRING'), f('amount', 'NUMERIC', { aggregate: 'SUM' })],
      },
    ],
    request: {
      groups: [{ column: ['sex'], alias: 'sex' }],
      aggregators: [{ column: ['amount'], sqlOperator: 'SUM', alias: 'SUM(amount)' }],
    },
    rows: [
      ['F', 50.5],
      ['M', 50],
    ],
  },
  {
    name: 'an info field without aggregate is the bare column, not COUNT',
    datas: [
      { type: 'group', key: 'dimension', rows: [f('sex', 'STRING')] },
      { type: 'aggregate', key: 'metrics', rows: [f('amount', 'NUMERIC', { aggregate: 'SUM' })] },
      { type: 'info', key: 'info', rows: [f('sex', 'STRING')] },
    ],
    request: {
      groups: [{ column: ['sex'], alias: 'sex' }],
      aggregators: [
        { column: ['amount'], sqlOperator: 'SUM', alias: 'SUM(amount)' },
        { column: ['sex'], sqlOperator: null, alias: 'sex' },
      ],
    },
    rows: [
      ['F', 50.5, 'F'],
      ['M', 50, 'M'],
    ],
  },
  {
    name: 'aggregation off: repeated columns are kept where Datart puts them',
    aggregation: false,
    datas: [
      { type: 'group', key: 'dimension', rows: [f('name', 'STRING')] },
      { type: 'mixed', key: 'mixed', rows: [f('name', 'STRING'), f('age', 'NUMERIC')] },
    ],
    request: {
      groups: [],
      aggregators: [],
      columns: [
        { column: ['name'], alias: 'name' },
        { column: ['name'], alias: 'name' },
        { column: ['age'], alias: 'age' },
      ],
    },
    rows: [
      ['Ann', 'Ann', 30],
      ['Bob', 'Bob', 40],
      ['Cid', 'Cid', 50],
      ['Dee', 'Dee', 25],
    ],
  },
  {
    name: "recommended `today` (BETWEEN) ends at the next midnight: today's last second counts",
    datas: [
      { type: 'group', key: 'dimension', rows: [f('name', 'STRING')] },
      {
        type: 'filter',
        key: 'filter',
        rows: [dateFilter({ type: 128, operator: 'BETWEEN', value: 'today' })],
      },
    ],
    request: {
      filters: [
        {
          column: ['born'],
          aggOperator: null,
          sqlOperator: 'GTE',
          values: [{ value: today.format(T), valueType: 'DATE' }],
        },
        {
          column: ['born'],
          aggOperator: null,
          sqlOperator: 'LT',
          values: [{ value: today.add(1, 'day').format(T), valueType: 'DATE' }],
        },
      ],
    },
    rows: [['Ann'], ['Dee']],
  },
  {
    name: "Datart's spelling `last_7_days` is read (Datart's range: 7 days back to the end of today)",
    datas: [
      { type: 'group', key: 'dimension', rows: [f('name', 'STRING')] },
      {
        type: 'filter',
        key: 'filter',
        rows: [dateFilter({ type: 128, operator: 'BETWEEN', value: 'last_7_days' })],
      },
    ],
    request: {
      filters: [
        {
          column: ['born'],
          aggOperator: null,
          sqlOperator: 'GTE',
          values: [{ value: today.subtract(7, 'day').format(T), valueType: 'DATE' }],
        },
        {
          column: ['born'],
          aggOperator: null,
          sqlOperator: 'LT',
          values: [{ value: today.add(1, 'day').format(T), valueType: 'DATE' }],
        },
      ],
    },
    rows: [['Ann'], ['Bob'], ['Dee']],
  },
  {
    name: "Tessera's stored spelling `last7Days` is still read",
    datas: [
      { type: 'group', key: 'dimension', rows: [f('name', 'STRING')] },
      {
        type: 'filter',
        key: 'filter',
        rows: [dateFilter({ type: 128, operator: 'BETWEEN', value: 'last7Days' })],
      },
    ],
    request: {},
    rows: [['Ann'], ['Bob'], ['Dee']],
  },
  {
    name: 'a relative `1 day ago` without isStart is an end: today 00:00:00, as Datart sends it',
    datas: [
      { type: 'group', key: 'dimension', rows: [f('name', 'STRING')] },
      {
        type: 'filter',
        key: 'filter',
        rows: [dateFilter({ type: 256, operator: 'LT', value: { unit: 'd', amount: 1, direction: '-' } })],
      },
    ],
    request: {
      filters: [
        {
          column: ['born'],
          aggOperator: null,
          sqlOperator: 'LT',
          values: [{ value: today.format(T), valueType: 'DATE' }],
        },
      ],
    },
    rows: [['Bob'], ['Cid']],
  },
  {
    name: 'a section without type and a computed field with an empty expression are kept and sent',
    datas: [
      { key: 'extra', rows: [{ colName: 'blank' }] },
      { type: 'group', key: 'dimension', rows: [f('sex', 'STRING')] },
    ],
    computedFields: [
      { id: 'blank', name: 'blank', type: 'NUMERIC', category: 'computedField', expression: '' },
    ],
    // Datart would also send { alias: 'blank', snippet: '' }: it declares nothing (D-query-3).
    request: { functionColumns: [], groups: [{ column: ['sex'], alias: 'sex' }] },
    rows: [['F'], ['M']],
  },
];

export const datartConfig = (c: Case) => ({
  chartGraphId: 'mingxi-table',
  computedFields: c.computedFields ?? [],
  aggregation: c.aggregation ?? true,
  chartConfig: {
    datas: c.datas,
    styles: [],
    settings: [
      {
        key: 'paging',
        rows: [
          { key: 'enablePaging', value: false },
          { key: 'pageSize', value: 100 },
        ],
      },
    ],
    interactions: [],
  },
  version: '1.0.0-RC.3',
});
