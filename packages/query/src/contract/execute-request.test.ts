import { describe, expect, it } from 'vitest';
import { dialectOf, executeRequestSchema, quoteIdent } from './index';

/** A request as Datart's client builds it (ChartDataRequestBuilder, datart-facts §3.1). */
const datartRequest = {
  viewId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  vizId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  vizName: 'Sales',
  vizType: 'DATACHART',
  keywords: ['DISTINCT'],
  columns: [],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM', alias: 'SUM(amount)' }],
  groups: [{ column: ['region'], alias: 'region' }],
  filters: [
    {
      column: ['day'],
      aggOperator: null,
      sqlOperator: 'GTE',
      values: [{ value: '2024-01-01 00:00:00', valueType: 'DATE' }],
    },
  ],
  orders: [{ column: ['amount'], operator: 'DESC', aggOperator: 'SUM' }],
  functionColumns: [{ alias: 'double', snippet: '[amount] * 2' }],
  params: { region: ['north'] },
  pageInfo: { pageNo: 1, pageSize: 1000, total: 0, countTotal: false },
  cache: false,
  cacheExpires: 0,
  concurrencyControl: true,
  concurrencyControlMode: 'DIRTYREAD',
  script: false,
  analytics: false,
};

describe('executeRequestSchema', () => {
  it("accepts Datart's client request whole, keeping what the server reads", () => {
    const parsed = executeRequestSchema.parse(datartRequest);
    expect(parsed).toEqual(datartRequest);
  });

  it('accepts the smallest request (a view) and drops keys nobody reads', () => {
    expect(executeRequestSchema.parse({ viewId: 'v1', somethingElse: 1 })).toEqual({ viewId: 'v1' });
  });

  it("reads Datart's `cacheExpires: ''` as no value and drops a computed field still empty", () => {
    const parsed = executeRequestSchema.parse({
      viewId: 'v1',
      cacheExpires: '',
      functionColumns: [
        { alias: 'blank', snippet: '' },
        { alias: 'double', snippet: '[amount] * 2' },
      ],
    });
    expect(parsed).toEqual({ viewId: 'v1', functionColumns: [{ alias: 'double', snippet: '[amount] * 2' }] });
    expect(executeRequestSchema.parse({ viewId: 'v1', cacheExpires: '60' }).cacheExpires).toBe(60);
    expect(executeRequestSchema.safeParse({ viewId: 'v1', cacheExpires: 'soon' }).success).toBe(false);
  });

  it('refuses a request without a view, or with an operator the DSL does not have', () => {
    expect(executeRequestSchema.safeParse({ columns: [] }).success).toBe(false);
    const bad = { ...datartRequest, filters: [{ column: ['a'], sqlOperator: 'DROP', values: [] }] };
    expect(executeRequestSchema.safeParse(bad).success).toBe(false);
  });
});

describe('dialect helpers', () => {
  it('tells MySQL/MariaDB from PostgreSQL by the JDBC URL, and DuckDB for other sources', () => {
    expect(dialectOf({ type: 'JDBC', config: { dbType: 'MYSQL', url: 'jdbc:mysql://h:3306/d' } })).toBe(
      'mysql',
    );
    expect(dialectOf({ type: 'JDBC', config: { dbType: 'MARIADB', url: 'jdbc:mariadb://h/d' } })).toBe(
      'mysql',
    );
    expect(dialectOf({ type: 'JDBC', config: { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://h/d' } })).toBe(
      'postgres',
    );
    expect(dialectOf({ type: 'JDBC', config: { dbType: 'MYSQL' } })).toBe('mysql');
    expect(dialectOf({ type: 'JDBC', config: null })).toBe('postgres');
    expect(dialectOf({ type: 'FILE', config: {} })).toBe('duckdb');
  });

  it('quotes an identifier for its dialect, doubling the quote character', () => {
    expect(quoteIdent('a`b', 'mysql')).toBe('`a``b`');
    expect(quoteIdent('a"b', 'postgres')).toBe('"a""b"');
    expect(quoteIdent('x', 'duckdb')).toBe('"x"');
  });
});
