// End to end with the real query engine: a chart config goes through this package's buildQuery, the
// server's request schema and DSL compiler, DuckDB in process, and back through toOption.
import { afterAll, describe, expect, it } from 'vitest';
import { dim, en, makeConfig, num, seriesOf, stored } from '../testing/fixtures';
import { toOption } from '../to-option';
import type { Dataframe } from '../types';
import { buildQuery } from './build-query';

interface QueryModule {
  queryRequestSchema: { parse(value: unknown): unknown };
  buildQuery(input: {
    dialect: 'duckdb';
    view: string[];
    request: unknown;
    model: { name: string; type: string }[];
    maxRows: number;
  }): { parts: unknown };
  renderParts(parts: unknown, dialect: 'duckdb'): { sql: string; params: unknown[] };
  createDuckDbConnector(config: { path: string }): {
    execute(
      sql: string,
      params: unknown[],
      options: { timeoutMs: number; maxRows: number },
    ): Promise<{ columns: { name: string; type: string }[]; rows: Dataframe['rows'] }>;
    close(): Promise<void>;
  };
}
// A computed specifier keeps @tessera/query (Node-only) out of this package's type graph.
const queryPackage = '@tessera/query';
const query = (await import(/* @vite-ignore */ queryPackage)) as QueryModule;
const connector = query.createDuckDbConnector({ path: ':memory:' });
afterAll(() => connector.close());

const viewSql = `SELECT * FROM (VALUES
  ('East', 'Rome', DATE '2023-03-01', 100.0, 1), ('East', 'Milan', DATE '2024-03-01', 250.0, 2),
  ('West', 'Lyon', DATE '2024-05-01', 80.0, 3), ('North', 'Oslo', DATE '2024-07-01', 40.0, 4)
) AS t(region, city, order_date, amount, quantity)`;
const model = [
  { name: 'region', type: 'STRING' },
  { name: 'city', type: 'STRING' },
  { name: 'order_date', type: 'DATE' },
  { name: 'amount', type: 'NUMERIC' },
  { name: 'quantity', type: 'NUMERIC' },
];
const view = { id: 'v', model: Object.fromEntries(model.map((m) => [m.name, m])) };

async function run(
  config: ReturnType<typeof makeConfig>,
  extra: Parameters<typeof buildQuery>[2] = {},
): Promise<Dataframe> {
  const request = query.queryRequestSchema.parse(
    buildQuery(config, { id: 'v', model: { columns: view.model } }, extra),
  );
  const built = query.buildQuery({ dialect: 'duckdb', view: [viewSql], request, model, maxRows: 10_000 });
  const { sql, params } = query.renderParts(built.parts, 'duckdb');
  const result = await connector.execute(sql, params, { timeoutMs: 10_000, maxRows: 10_000 });
  return { columns: result.columns.map((c) => ({ name: [c.name], type: c.type })), rows: result.rows };
}

describe('buildQuery against the query engine', () => {
  it('draws a stacked column chart from real query results', async () => {
    const config = makeConfig(
      'stack-column-chart',
      {
        dimension: [dim('region', { sort: { type: 'ASC' } })],
        metrics: [num('amount'), num('quantity', 'MAX')],
        filter: [
          { colName: 'city', type: 'STRING', filter: { condition: { operator: 'NE', value: 'Oslo' } } },
        ],
      },
      { styles: [stored('label', { showLabel: true })] },
    );
    const frame = await run(config);
    const option = toOption(config, frame, en);
    expect((option.xAxis as { data: string[] }).data).toEqual(['East', 'West']);
    expect(seriesOf(option).map((s) => [s.name, s.stack, s.data])).toEqual([
      ['SUM(amount)', 'total', [350, 80]],
      ['MAX(quantity)', 'total', [2, 3]],
    ]);
  });

  it('groups by a date level and filters with HAVING', async () => {
    const year = 'order_date@date_level_delimiter@AGG_DATE_YEAR';
    const config = makeConfig('line-chart', {
      dimension: [
        {
          colName: year,
          type: 'DATE',
          category: 'dateLevelComputedField',
          expression: 'AGG_DATE_YEAR([order_date])',
          sort: { type: 'ASC' },
        },
      ],
      metrics: [num('amount')],
      filter: [
        {
          colName: 'amount',
          type: 'NUMERIC',
          aggregate: 'SUM',
          filter: { condition: { operator: 'GT', value: 150 } },
        },
      ],
    });
    const frame = await run(config);
    expect(frame.rows.map((r) => [String(r[0]).slice(0, 4), r[1]])).toEqual([['2024', 370]]);
  });

  it('drills from region to city with the clicked region as a filter', async () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('region'), dim('city', { sort: { type: 'ASC' } })],
      metrics: [num('amount')],
    });
    const frame = await run(config, { drill: { mode: 'drill', path: [{ field: 'region', value: 'East' }] } });
    expect(frame.rows).toEqual([
      ['Milan', 250],
      ['Rome', 100],
    ]);
  });

  it('computes a chart-level computed field, and refuses a bad expression with INVALID_EXPRESSION', async () => {
    const config = makeConfig(
      'cluster-column-chart',
      {
        dimension: [dim('region', { sort: { type: 'ASC' } })],
        metrics: [num('double_amount')],
      },
      {
        computedFields: [
          { name: 'double_amount', type: 'NUMERIC', category: 'computedField', expression: '[amount] * 2' },
        ],
      },
    );
    const frame = await run(config);
    expect(frame.rows).toEqual([
      ['East', 700],
      ['North', 80],
      ['West', 160],
    ]);
    const bad = { ...config, computedFields: [{ ...config.computedFields[0]!, expression: '[amount] * ' }] };
    await expect(run(bad)).rejects.toMatchObject({ code: 'INVALID_EXPRESSION' });
  });
});
