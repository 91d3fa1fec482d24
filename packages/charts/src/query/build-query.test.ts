import { describe, expect, it } from 'vitest';
import { DATE_LEVEL_DELIMITER } from '../config/migrate';
import { dim, makeConfig, num, salesView, stored } from '../testing/fixtures';
import type { ChartField } from '../config/config.schemas';
import { filterOperators } from '../types';
import { buildQuery } from './build-query';

const now = new Date(2024, 5, 15, 12, 0, 0); // 15 June 2024, local time
const withFilter = (
  colName: string,
  type: string,
  condition: Record<string, unknown>,
  extra: Partial<ChartField> = {},
): ChartField => ({
  colName,
  type,
  category: 'field',
  filter: { condition: { name: colName, ...condition } },
  ...extra,
});

describe('buildQuery', () => {
  it('turns a column chart into groups, aggregators, orders, paging and the view config', () => {
    const config = makeConfig(
      'cluster-column-chart',
      {
        dimension: [dim('region', { sort: { type: 'DESC' } })],
        metrics: [num('amount', 'SUM', { sort: { type: 'ASC' } }), num('quantity', 'COUNT_DISTINCT')],
        color: [dim('product')],
        info: [num('quantity', 'MAX')],
      },
      { settings: [stored('paging', { pageSize: 200 })] },
    );
    const request = buildQuery(config, salesView, { now, vizId: 'chart-1' });
    expect(request).toMatchObject({
      viewId: 'view-1',
      vizId: 'chart-1',
      columns: [],
      groups: [
        { column: ['region'], alias: 'region' },
        { column: ['product'], alias: 'product' },
      ],
      aggregators: [
        { column: ['amount'], sqlOperator: 'SUM', alias: 'SUM(amount)' },
        { column: ['quantity'], sqlOperator: 'COUNT_DISTINCT', alias: 'COUNT_DISTINCT(quantity)' },
        { column: ['quantity'], sqlOperator: 'MAX', alias: 'MAX(quantity)' },
      ],
      orders: [
        { column: ['region'], operator: 'DESC', aggOperator: null },
        { column: ['amount'], operator: 'ASC', aggOperator: 'SUM' },
      ],
      pageInfo: { pageNo: 1, pageSize: 200, countTotal: false },
      cache: true,
      cacheExpires: 60,
      concurrencyControl: true,
      concurrencyControlMode: 'DIRTYREAD',
    });
  });

  it('sends plain columns when aggregation is off (named as Datart names them), and for "view data"', () => {
    const config = makeConfig(
      'cluster-column-chart',
      { dimension: [dim('region')], metrics: [num('amount')] },
      { aggregation: false },
    );
    const request = buildQuery(config, salesView, { now });
    expect(request.columns).toEqual([
      { column: ['region'], alias: 'region' },
      { column: ['amount'], alias: 'SUM(amount)' },
    ]);
    expect(request.groups).toEqual([]);
    expect(request.aggregators).toEqual([]);
    const detailConfig = makeConfig('cluster-column-chart', {
      dimension: [dim('region')],
      metrics: [num('amount')],
      filter: [
        withFilter('amount', 'NUMERIC', { operator: 'GT', value: 10 }, { aggregate: 'SUM' }),
        withFilter('city', 'STRING', { operator: 'EQ', value: 'Rome' }),
      ],
    });
    const detail = buildQuery(detailConfig, salesView, { now, detail: true });
    // Datart's buildDetails: every section's fields once by name, the filter's too.
    expect(detail.columns.map((c) => c.alias)).toEqual(['region', 'SUM(amount)', 'city']);
    expect(detail.filters).toEqual([
      {
        column: ['city'],
        aggOperator: null,
        sqlOperator: 'EQ',
        values: [{ value: 'Rome', valueType: 'STRING' }],
      },
    ]);
  });

  it('uses the table paging settings and mixed fields', () => {
    const config = makeConfig(
      'mingxi-table',
      { mixed: [dim('region'), num('amount', 'AVG'), dim('city')] },
      { settings: [stored('paging', { enablePaging: true, pageSize: 50 })] },
    );
    const request = buildQuery(config, salesView, { now, pageNo: 3 });
    expect(request.groups.map((g) => g.alias)).toEqual(['region', 'city']);
    expect(request.aggregators).toEqual([{ column: ['amount'], sqlOperator: 'AVG', alias: 'AVG(amount)' }]);
    expect(request.pageInfo).toEqual({ pageNo: 3, pageSize: 50, countTotal: true });
    expect(buildQuery(config, salesView, { now, pageNo: 0 }).pageInfo.pageNo).toBe(1);
  });

  it('converts every one of the 18 operators, skipping empty conditions', () => {
    const values: Record<string, unknown> = {
      BETWEEN: [1, 5],
      NOT_BETWEEN: [1, 5],
      IN: ['a', 'b'],
      NOT_IN: ['a'],
      IS_NULL: undefined,
      NOT_NULL: undefined,
    };
    for (const operator of filterOperators) {
      const field = withFilter('region', 'STRING', {
        operator,
        value: operator in values ? values[operator] : 'x',
      });
      const request = buildQuery(
        makeConfig('mingxi-table', { mixed: [dim('region')], filter: [field] }),
        salesView,
        { now },
      );
      expect(request.filters, operator).toHaveLength(1);
      expect(request.filters[0]?.sqlOperator).toBe(operator);
    }
    const empty = [
      withFilter('region', 'STRING', { operator: 'EQ', value: '' }),
      withFilter('region', 'STRING', { operator: 'IN', value: [] }),
      withFilter('region', 'STRING', { operator: 'IN', value: [{ key: 'a', isSelected: false }] }),
      withFilter('region', 'STRING', { operator: 'DROP TABLE', value: 'x' }),
    ];
    expect(
      buildQuery(makeConfig('mingxi-table', { mixed: [dim('region')], filter: empty }), salesView, { now })
        .filters,
    ).toEqual([]);
  });

  it('keeps selected list values, sends HAVING filters with their aggregate and splits date ranges', () => {
    const config = makeConfig('mingxi-table', {
      mixed: [dim('region')],
      filter: [
        withFilter('region', 'STRING', {
          type: 2,
          operator: 'IN',
          value: [
            { key: 'East', isSelected: true },
            { key: 'West', isSelected: false },
            { key: 'North', isSelected: true },
          ],
        }),
        withFilter('amount', 'NUMERIC', { operator: 'GTE', value: 100 }, { aggregate: 'SUM' }),
        withFilter('order_date', 'DATE', {
          visualType: 'DATE',
          operator: 'BETWEEN',
          value: ['2024-01-01', '2024-02-01'],
        }),
        withFilter('order_date', 'DATE', {
          type: 128,
          visualType: 'DATE',
          operator: 'BETWEEN',
          value: 'last7Days',
        }),
      ],
    });
    const { filters } = buildQuery(config, salesView, { now });
    expect(filters[0]).toEqual({
      column: ['region'],
      aggOperator: null,
      sqlOperator: 'IN',
      values: [
        { value: 'East', valueType: 'STRING' },
        { value: 'North', valueType: 'STRING' },
      ],
    });
    expect(filters[1]).toEqual({
      column: ['amount'],
      aggOperator: 'SUM',
      sqlOperator: 'GTE',
      values: [{ value: 100, valueType: 'NUMERIC' }],
    });
    expect(filters.slice(2, 4)).toEqual([
      {
        column: ['order_date'],
        aggOperator: null,
        sqlOperator: 'GTE',
        values: [{ value: '2024-01-01 00:00:00', valueType: 'DATE' }],
      },
      {
        column: ['order_date'],
        aggOperator: null,
        sqlOperator: 'LT',
        values: [{ value: '2024-02-01 00:00:00', valueType: 'DATE' }],
      },
    ]);
    expect(filters.slice(4).map((f) => [f.sqlOperator, f.values[0]?.value])).toEqual([
      ['GTE', '2024-06-09 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
  });

  it('sends date levels and computed fields as function columns', () => {
    const yearName = `order_date${DATE_LEVEL_DELIMITER}AGG_DATE_YEAR`;
    const config = makeConfig(
      'line-chart',
      {
        dimension: [
          {
            colName: yearName,
            type: 'DATE',
            category: 'dateLevelComputedField',
            expression: 'AGG_DATE_YEAR([order_date])',
          },
        ],
        metrics: [num('profit', 'SUM', { category: 'computedField' })],
      },
      {
        computedFields: [
          { name: 'profit', type: 'NUMERIC', category: 'computedField', expression: '[amount] - [quantity]' },
        ],
      },
    );
    const request = buildQuery(config, salesView, { now });
    expect(request.groups).toEqual([{ column: [yearName], alias: yearName }]);
    expect(request.aggregators).toEqual([{ column: ['profit'], sqlOperator: 'SUM', alias: 'SUM(profit)' }]);
    // Datart's order: the computed fields first (as listed), then the date levels used.
    expect(request.functionColumns).toEqual([
      { alias: 'profit', snippet: '[amount] - [quantity]' },
      { alias: yearName, snippet: 'AGG_DATE_YEAR([order_date])' },
    ]);
  });

  it('follows the drill state: first level, one level with parent filters, or expanded levels', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('region'), dim('city')],
      metrics: [num('amount')],
    });
    expect(buildQuery(config, salesView, { now }).groups.map((g) => g.alias)).toEqual(['region']);
    const drilled = buildQuery(config, salesView, {
      now,
      drill: { mode: 'drill', path: [{ field: 'region', value: 'East' }] },
    });
    expect(drilled.groups.map((g) => g.alias)).toEqual(['city']);
    expect(drilled.filters).toEqual([
      {
        column: ['region'],
        aggOperator: null,
        sqlOperator: 'EQ',
        values: [{ value: 'East', valueType: 'STRING' }],
      },
    ]);
    const expanded = buildQuery(config, salesView, {
      now,
      drill: { mode: 'expand', path: [{ field: 'region', value: '' }] },
    });
    expect(expanded.groups.map((g) => g.alias)).toEqual(['region', 'city']);
    expect(expanded.filters).toEqual([]);
  });

  it('does not send custom sort orders and lets runtime sorting and filters take over', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('region', { sort: { type: 'CUSTOMIZE', value: ['West', 'East'] } })],
      metrics: [num('amount', 'SUM', { sort: { type: 'DESC' } })],
    });
    expect(buildQuery(config, salesView, { now }).orders).toEqual([
      { column: ['amount'], operator: 'DESC', aggOperator: 'SUM' },
    ]);
    const runtime = buildQuery(config, salesView, {
      now,
      orders: [{ column: 'region', operator: 'ASC' }],
      runtimeFilters: [
        { column: 'city', sqlOperator: 'IN', values: [{ value: 'Rome', valueType: 'STRING' }] },
      ],
      params: { year: ['2024'] },
    });
    expect(runtime.orders).toEqual([{ column: ['region'], operator: 'ASC', aggOperator: null }]);
    expect(runtime.filters).toEqual([
      {
        column: ['city'],
        aggOperator: null,
        sqlOperator: 'IN',
        values: [{ value: 'Rome', valueType: 'STRING' }],
      },
    ]);
    expect(runtime.params).toEqual({ year: ['2024'] });
  });

  it('uses column paths of STRUCT views', () => {
    const view = {
      id: 'v2',
      model: {
        columns: {
          'orders.amount': { name: ['orders', 'amount'], type: 'NUMERIC' },
          'orders.region': { name: ['orders', 'region'], type: 'STRING' },
        },
      },
    };
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('orders.region')],
      metrics: [num('orders.amount')],
    });
    const request = buildQuery(config, view, { now });
    expect(request.groups).toEqual([{ column: ['orders', 'region'], alias: 'orders.region' }]);
    expect(request.aggregators[0]?.column).toEqual(['orders', 'amount']);
  });

  describe('errors', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as { code: string; params: Record<string, unknown> };
      }
      return null;
    };

    it('names a field that is not in the view, wherever it is used', () => {
      const cases = [
        makeConfig('cluster-column-chart', { dimension: [dim('country')], metrics: [num('amount')] }),
        makeConfig('cluster-column-chart', { dimension: [dim('region')], metrics: [num('revenue')] }),
        makeConfig('mingxi-table', {
          mixed: [dim('region')],
          filter: [withFilter('secret', 'STRING', { operator: 'EQ', value: 'x' })],
        }),
        makeConfig('line-chart', {
          dimension: [
            { colName: `missing${DATE_LEVEL_DELIMITER}AGG_DATE_YEAR`, category: 'dateLevelComputedField' },
          ],
          metrics: [num('amount')],
        }),
      ];
      expect(cases.map((c) => codeOf(() => buildQuery(c, salesView, { now })))).toEqual([
        expect.objectContaining({ code: 'CHART_FIELD_NOT_IN_VIEW', params: { field: 'country' } }),
        expect.objectContaining({ code: 'CHART_FIELD_NOT_IN_VIEW', params: { field: 'revenue' } }),
        expect.objectContaining({ code: 'CHART_FIELD_NOT_IN_VIEW', params: { field: 'secret' } }),
        expect.objectContaining({ code: 'CHART_FIELD_NOT_IN_VIEW', params: { field: 'missing' } }),
      ]);
      const config = makeConfig('mingxi-table', { mixed: [dim('region')] });
      expect(
        codeOf(() => buildQuery(config, salesView, { now, orders: [{ column: 'ghost', operator: 'ASC' }] })),
      ).toMatchObject({ params: { field: 'ghost' } });
    });

    it('refuses run-time filters with an operator outside the 18', () => {
      const config = makeConfig('mingxi-table', { mixed: [dim('region')] });
      const runtimeFilters = [{ column: 'region', sqlOperator: 'OR 1=1' as 'EQ', values: [] }];
      expect(codeOf(() => buildQuery(config, salesView, { now, runtimeFilters }))).toMatchObject({
        code: 'CHART_CONFIG_INVALID',
      });
    });

    it('refuses SUM and AVG over text and date fields, in values and in HAVING filters', () => {
      const sumText = makeConfig('cluster-column-chart', {
        dimension: [dim('region')],
        metrics: [{ colName: 'city', type: 'STRING', aggregate: 'SUM' }],
      });
      expect(codeOf(() => buildQuery(sumText, salesView, { now }))).toMatchObject({
        code: 'CHART_AGGREGATE_NOT_NUMERIC',
        params: { field: 'city', aggregate: 'SUM' },
      });
      // The view decides the type, not what the config claims.
      const lying = makeConfig('cluster-column-chart', {
        dimension: [dim('region')],
        metrics: [{ colName: 'order_date', type: 'NUMERIC', aggregate: 'AVG' }],
      });
      expect(codeOf(() => buildQuery(lying, salesView, { now }))).toMatchObject({
        code: 'CHART_AGGREGATE_NOT_NUMERIC',
        params: { field: 'order_date', aggregate: 'AVG' },
      });
      const having = makeConfig('mingxi-table', {
        mixed: [dim('region')],
        filter: [withFilter('city', 'STRING', { operator: 'GT', value: 1 }, { aggregate: 'SUM' })],
      });
      expect(codeOf(() => buildQuery(having, salesView, { now }))).toMatchObject({
        code: 'CHART_AGGREGATE_NOT_NUMERIC',
      });
      const countText = makeConfig('cluster-column-chart', {
        dimension: [dim('region')],
        metrics: [{ colName: 'city', type: 'STRING', aggregate: 'COUNT' }],
      });
      expect(buildQuery(countText, salesView, { now }).aggregators[0]?.alias).toBe('COUNT(city)');
    });
  });
});
