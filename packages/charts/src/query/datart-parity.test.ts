import { describe, expect, it } from 'vitest';
import { parseDatachartConfig } from '../config/parse-config';
import { isChartError } from '../errors';
import { datartCases, flatView } from '../testing/datart-cases';
import type { ChartView } from '../types';
import { buildQuery } from './build-query';

// Saturday 15 June 2024, 12:00 local time.
const now = new Date(2024, 5, 15, 12, 0, 0);
const today = '2024-06-15';
type Row = Record<string, unknown>;

// Table charts default to paging; a column chart has no paging of its own, as the cases assume.
const config = (
  datas: Row[],
  extra: { aggregation?: boolean; settings?: Row[]; computedFields?: Row[] } = {},
) =>
  parseDatachartConfig({
    chartGraphId: 'cluster-column-chart',
    aggregation: extra.aggregation ?? true,
    computedFields: extra.computedFields ?? [],
    chartConfig: { datas, styles: [], settings: extra.settings ?? [], interactions: [] },
  });

const structView: ChartView = {
  id: 'view-struct',
  model: {
    columns: Object.fromEntries(
      [
        ['dad.amount', 'NUMERIC'],
        ['dad.name', 'STRING'],
        ['dad.age', 'STRING'],
        ['dad.address', 'STRING'],
        ['dad.family', 'STRING'],
        ['dad.born', 'DATE'],
        ['dad.sex', 'STRING'],
        ['dad.total', 'NUMERIC'],
        ['root.birthday', 'DATE'],
      ].map(([key, type]) => [key, { name: key!.split('.'), type }]),
    ),
  },
};

const filterRow = (colName: string, type: string, condition: Row, extra: Row = {}): Row => ({
  colName,
  type,
  category: 'field',
  filter: { condition: { name: colName, visualType: type === 'DATE' ? 'DATE' : 'STRING', ...condition } },
  ...extra,
});

describe("buildQuery gives the request of Datart's request builder (its own test cases as facts)", () => {
  it.each(datartCases)('$name', ({ aggregation, datas, settings, computedFields, expected }) => {
    const request = buildQuery(config(datas, { aggregation, settings, computedFields }), flatView, { now });
    expect(request).toMatchObject(expected);
  });

  it('the default request: nothing selected, 1000 rows, no total', () => {
    const request = buildQuery(config([], { aggregation: false }), { id: 'view-id', model: [] }, { now });
    expect(request).toEqual({
      viewId: 'view-id',
      vizType: 'dataChart',
      aggregators: [],
      columns: [],
      filters: [],
      functionColumns: [],
      groups: [],
      orders: [],
      // Datart leaves pageNo out; the server reads that as the first page, which Tessera says outright.
      pageInfo: { countTotal: false, pageNo: 1, pageSize: 1000 },
    });
  });

  it('STRUCT views: a field named `dad.amount` is the path [dad, amount], in every part', () => {
    const request = buildQuery(
      config([
        { type: 'aggregate', key: 'a', rows: [{ colName: 'dad.amount', type: 'NUMERIC', aggregate: 'AVG' }] },
        { type: 'size', key: 's', rows: [{ colName: 'dad.amount', type: 'NUMERIC', aggregate: 'AVG' }] },
        { type: 'group', key: 'g', rows: [{ colName: 'dad.name', type: 'STRING', sort: { type: 'ASC' } }] },
        { type: 'color', key: 'c', rows: [{ colName: 'dad.age', type: 'STRING' }] },
        { type: 'mixed', key: 'm', rows: [{ colName: 'dad.address', type: 'STRING' }] },
      ]),
      structView,
      { now },
    );
    expect(request.aggregators).toEqual([
      { alias: 'AVG(dad.amount)', column: ['dad', 'amount'], sqlOperator: 'AVG' },
    ]);
    expect(request.groups).toEqual([
      { column: ['dad', 'name'], alias: 'dad.name' },
      { column: ['dad', 'age'], alias: 'dad.age' },
      { column: ['dad', 'address'], alias: 'dad.address' },
    ]);
    expect(request.orders).toEqual([{ column: ['dad', 'name'], operator: 'ASC', aggOperator: null }]);
  });

  it('STRUCT views: repeated select columns keep their paths and positions', () => {
    const row = (colName: string) => ({ colName, type: '', category: 'field' });
    const request = buildQuery(
      config(
        [
          { type: 'aggregate', key: 'a', rows: [row('dad.amount')] },
          { type: 'size', key: 's', rows: [row('dad.total')] },
          { type: 'info', key: 'i', rows: [row('dad.sex')] },
          { type: 'color', key: 'c', rows: [row('dad.sex')] },
          { type: 'group', key: 'g', rows: [row('dad.name')] },
          { type: 'mixed', key: 'm', rows: [row('dad.name')] },
        ],
        { aggregation: false },
      ),
      structView,
      { now },
    );
    expect(request.columns).toEqual([
      { alias: 'dad.amount', column: ['dad', 'amount'] },
      { alias: 'dad.total', column: ['dad', 'total'] },
      { alias: 'dad.sex', column: ['dad', 'sex'] },
      { alias: 'dad.sex', column: ['dad', 'sex'] },
      { alias: 'dad.name', column: ['dad', 'name'] },
      { alias: 'dad.name', column: ['dad', 'name'] },
    ]);
  });

  it('filters: lists, selected items, null checks, exact, relative and recommended dates', () => {
    const request = buildQuery(
      config([
        { type: 'filter', key: 'filter1' },
        {
          type: 'filter',
          key: 'filter2',
          rows: [
            filterRow(
              'name',
              'STRING',
              { type: 2, operator: 'IN', value: ['a', 'b'] },
              { aggregate: 'NONE' },
            ),
            filterRow('name', 'STRING', { type: 2, operator: 'NOT_NULL' }),
            filterRow('name', 'STRING', { type: 2, operator: 'IS_NULL' }),
            filterRow('address', 'STRING', { type: 2, operator: 'NOT_IN', value: ['a', 'b'] }),
            filterRow('address', 'STRING', { type: 2, operator: 'IN' }),
            filterRow('family', 'STRING', {
              type: 2,
              operator: 'IN',
              value: [
                { key: 'a', isSelected: true },
                { key: 'b', isSelected: false },
              ],
            }),
            filterRow('born', 'DATE', { type: 256, operator: 'IN', value: ['2022-03-16'] }),
            filterRow('born', 'DATE', {
              type: 256,
              operator: 'IN',
              value: [{ unit: 'd', amount: 1, direction: '-' }],
            }),
            filterRow('born', 'DATE', { type: 128, operator: 'IN', value: 'today' }),
          ],
        },
      ]),
      flatView,
      { now },
    );
    expect(request.filters).toEqual([
      {
        aggOperator: null,
        column: ['name'],
        sqlOperator: 'IN',
        values: [
          { value: 'a', valueType: 'STRING' },
          { value: 'b', valueType: 'STRING' },
        ],
      },
      { aggOperator: null, column: ['name'], sqlOperator: 'NOT_NULL', values: [] },
      { aggOperator: null, column: ['name'], sqlOperator: 'IS_NULL', values: [] },
      {
        aggOperator: null,
        column: ['address'],
        sqlOperator: 'NOT_IN',
        values: [
          { value: 'a', valueType: 'STRING' },
          { value: 'b', valueType: 'STRING' },
        ],
      },
      {
        aggOperator: null,
        column: ['family'],
        sqlOperator: 'IN',
        values: [{ value: 'a', valueType: 'STRING' }],
      },
      {
        aggOperator: null,
        column: ['born'],
        sqlOperator: 'IN',
        values: [{ value: '2022-03-16 00:00:00', valueType: 'DATE' }],
      },
      // A relative date without `isStart` is an end: "1 day ago" ends today at 00:00:00.
      {
        aggOperator: null,
        column: ['born'],
        sqlOperator: 'IN',
        values: [{ value: `${today} 00:00:00`, valueType: 'DATE' }],
      },
      {
        aggOperator: null,
        column: ['born'],
        sqlOperator: 'IN',
        values: [
          { value: `${today} 00:00:00`, valueType: 'DATE' },
          { value: `${today} 23:59:59`, valueType: 'DATE' },
        ],
      },
    ]);
  });

  it('filters on a STRUCT view use the paths', () => {
    const request = buildQuery(
      config([
        {
          type: 'filter',
          key: 'f',
          rows: [
            filterRow('dad.name', 'STRING', { type: 2, operator: 'IN', value: ['a', 'b'] }),
            filterRow('dad.born', 'DATE', { type: 256, operator: 'IN', value: ['2022-03-16'] }),
          ],
        },
      ]),
      structView,
      { now },
    );
    expect(request.filters.map((x) => [x.column, x.values.map((v) => v.value)])).toEqual([
      [
        ['dad', 'name'],
        ['a', 'b'],
      ],
      [['dad', 'born'], ['2022-03-16 00:00:00']],
    ]);
  });

  it('run-time sorting replaces the config sorting', () => {
    const request = buildQuery(
      config([
        {
          type: 'aggregate',
          key: 'a',
          rows: [{ colName: 'age', type: 'NUMERIC', aggregate: 'AVG', sort: { type: 'ASC' } }],
        },
        { type: 'group', key: 'g', rows: [{ colName: 'first-name', type: 'STRING', sort: { type: 'ASC' } }] },
      ]),
      flatView,
      {
        now,
        orders: [
          { column: 'age', aggOperator: 'AVG', operator: 'ASC' },
          { column: 'fore-name', operator: 'ASC' },
        ],
      },
    );
    expect(request.orders).toEqual([
      { column: ['age'], aggOperator: 'AVG', operator: 'ASC' },
      { column: ['fore-name'], operator: 'ASC', aggOperator: null },
    ]);
  });

  it('function columns: every computed field a section names, in their order (an empty one left out)', () => {
    const view: ChartView = {
      id: 'v',
      model: {
        columns: { a: { name: 'a', type: 'NUMERIC' } },
        computedFields: [
          { name: 'f1', expression: '[a' },
          { name: 'f2', expression: '[b]' },
          { name: 'f3', expression: '' },
        ],
      },
    };
    // The section has no type: Datart's client writes such sections, and they only name fields.
    const request = buildQuery(
      config([{ key: 'dimension', rows: [{ colName: 'f1' }, { colName: 'f2' }, { colName: 'f3' }] }]),
      view,
      { now },
    );
    // Datart also sends { alias: 'f3', snippet: '' }; it declares nothing, and the server drops it (D-query-3).
    expect(request.functionColumns).toEqual([
      { alias: 'f1', snippet: '[a' },
      { alias: 'f2', snippet: '[b]' },
    ]);
  });

  it('a STRUCT date level is a function column on the path, grouped by its alias', () => {
    const level = 'root.birthday@date_level_delimiter@AGG_DATE_YEAR';
    const request = buildQuery(
      config([
        {
          type: 'group',
          key: 'g',
          rows: [{ colName: level, type: 'DATE', category: 'dateLevelComputedField' }],
        },
      ]),
      structView,
      { now },
    );
    expect(request.functionColumns).toEqual([{ alias: level, snippet: 'AGG_DATE_YEAR([root].[birthday])' }]);
    expect(request.groups).toEqual([{ column: [level], alias: level }]);
  });

  it('the view config is copied; `cacheExpires: ""` is no value and an unknown mode is passed on', () => {
    const view: ChartView = {
      ...flatView,
      config: {
        cache: false,
        cacheExpires: '' as unknown as number,
        concurrencyControl: false,
        concurrencyControlMode: 'a',
      },
    };
    const request = buildQuery(config([]), view, { now });
    expect(request).toMatchObject({ cache: false, concurrencyControl: false, concurrencyControlMode: 'a' });
    expect(request).not.toHaveProperty('cacheExpires');
  });

  it('a drillable group shows the level drilled to, with the other sections, as select columns', () => {
    const row = (colName: string) => ({ uid: colName, colName, type: 'STRING', category: 'field' });
    const view: ChartView = {
      id: 'v',
      model: Object.fromEntries([]) as never,
    };
    const names = ['group-r1', 'group-r2', 'amount', 'size', 'info', 'color', 'mix', 'filter'];
    view.model = names.map((name) => ({ name, type: 'STRING' }));
    const request = buildQuery(
      config(
        [
          { type: 'group', key: 'GROUP', drillable: true, rows: [row('group-r1'), row('group-r2')] },
          { type: 'aggregate', key: 'aggregation', rows: [row('amount')] },
          { type: 'size', key: 'size', rows: [row('size')] },
          { type: 'info', key: 'info', rows: [row('info')] },
          { type: 'color', key: 'color', rows: [row('color')] },
          { type: 'mixed', key: 'MIXED', rows: [row('mix')] },
          { type: 'filter', key: 'filter', rows: [row('filter')] },
        ],
        { aggregation: false },
      ),
      view,
      { now, drill: { mode: 'drill', path: [{ field: 'group-r1', value: 'x' }] } },
    );
    expect(request.columns).toEqual([
      { alias: 'group-r2', column: ['group-r2'] },
      { alias: 'amount', column: ['amount'] },
      { alias: 'size', column: ['size'] },
      { alias: 'info', column: ['info'] },
      { alias: 'color', column: ['color'] },
      { alias: 'mix', column: ['mix'] },
    ]);
  });

  it('refuses AVG over a text field of the view (Datart sends it and the database fails)', () => {
    const bad = config([
      {
        type: 'filter',
        key: 'f',
        rows: [filterRow('name', 'STRING', { type: 2, operator: 'IN', value: ['a'] }, { aggregate: 'AVG' })],
      },
    ]);
    let error: unknown;
    try {
      buildQuery(bad, flatView, { now });
    } catch (e) {
      error = e;
    }
    expect(isChartError(error) && error.code).toBe('CHART_AGGREGATE_NOT_NUMERIC');
  });
});

describe("the issue's findings, one rule each", () => {
  it('a mixed NUMERIC field without aggregate is an aggregator without operator; text is grouped', () => {
    const request = buildQuery(
      config([
        {
          type: 'mixed',
          key: 'mixed',
          rows: [
            { colName: 'name', type: 'STRING' },
            { colName: 'amount', type: 'NUMERIC' },
            { colName: 'age', type: 'NUMERIC', aggregate: 'MAX' },
          ],
        },
      ]),
      flatView,
      { now },
    );
    expect(request.groups).toEqual([{ column: ['name'], alias: 'name' }]);
    expect(request.aggregators).toEqual([
      { column: ['amount'], sqlOperator: null, alias: 'amount' },
      { column: ['age'], sqlOperator: 'MAX', alias: 'MAX(age)' },
    ]);
  });

  it('an info field without aggregate is the bare column, not COUNT', () => {
    const request = buildQuery(
      config([
        { type: 'group', key: 'g', rows: [{ colName: 'name', type: 'STRING' }] },
        { type: 'aggregate', key: 'a', rows: [{ colName: 'amount', type: 'NUMERIC', aggregate: 'SUM' }] },
        { type: 'info', key: 'i', rows: [{ colName: 'name', type: 'STRING' }] },
      ]),
      flatView,
      { now },
    );
    expect(request.aggregators).toEqual([
      { column: ['amount'], sqlOperator: 'SUM', alias: 'SUM(amount)' },
      { column: ['name'], sqlOperator: null, alias: 'name' },
    ]);
  });

  it('with aggregation on, only colour, group levels and mixed DATE / STRING fields are grouped', () => {
    const request = buildQuery(
      config([
        {
          type: 'mixed',
          key: 'm',
          rows: [
            { colName: 'born', type: 'DATE' },
            { colName: 'post', type: 'BOOLEAN' },
          ],
        },
        { type: 'info', key: 'i', rows: [{ colName: 'address', type: 'STRING' }] },
        { type: 'filter', key: 'f', rows: [{ colName: 'family', type: 'STRING' }] },
      ]),
      flatView,
      { now },
    );
    expect(request.groups).toEqual([{ column: ['born'], alias: 'born' }]);
  });

  it('a config whose data section has no type builds (the server stored it)', () => {
    const request = buildQuery(
      config([
        { key: 'extra', rows: [{ colName: 'name' }] },
        { type: 'group', key: 'g', rows: [{ colName: 'name', type: 'STRING' }] },
      ]),
      flatView,
      { now },
    );
    expect(request.groups).toEqual([{ column: ['name'], alias: 'name' }]);
  });
});
