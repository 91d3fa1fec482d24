import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import postgres from 'postgres';
import { buildDuckDbFile } from '../connectors/duckdb/duckdb-loader';
import type { ModelColumn } from '../contract/request.schemas';
import { quoteIdent } from '../sql/dialect';
import type { SourceDescriptor } from '../sources/source.schemas';
import { fileDatabasePath } from '../sources/create-connector';
import type { Dialect } from '../types';
import { jdbcFor, probeService, serviceUrls, uniqueSuffix } from './services';

/** Ten sales rows; expected answers in the tests are worked out by hand from this table. */
export const salesRows: [number, string, string, string, number, string, string, string | null, string][] = [
  [1, 'North', 'Apple', '10.00', 1, '2023-01-15', '2023-01-15 10:00:00', 'x', '9007199254740993'],
  [2, 'North', 'Pear', '20.00', 2, '2023-02-20', '2023-02-20 11:30:00', null, '2'],
  [3, 'South', 'Apple', '30.00', 3, '2023-04-05', '2023-04-05 08:15:00', 'y', '3'],
  [4, 'South', 'Plum', '40.00', 4, '2023-07-10', '2023-07-10 23:59:59', null, '4'],
  [5, 'East', 'Apple', '50.00', 5, '2023-10-01', '2023-10-01 00:00:00', 'x%y', '5'],
  [6, 'East', 'Pear', '60.00', 1, '2024-01-03', '2024-01-03 12:00:00', 'x_y', '6'],
  [7, 'West', 'Plum', '70.00', 2, '2024-03-15', '2024-03-15 09:45:00', null, '7'],
  [8, 'West', 'Apple', '80.00', 3, '2024-06-30', '2024-06-30 18:20:00', "Quo'te", '8'],
  [9, 'North', 'Plum', '90.00', 4, '2024-09-09', '2024-09-09 07:07:07', 'z', '9'],
  [10, 'South', 'Pear', '100.00', 5, '2024-12-31', '2024-12-31 23:00:00', 'x', '10'],
];

export const salesModel: ModelColumn[] = [
  { name: 'id', type: 'NUMERIC' },
  { name: 'region', type: 'STRING' },
  { name: 'product', type: 'STRING' },
  { name: 'amount', type: 'NUMERIC' },
  { name: 'qty', type: 'NUMERIC' },
  { name: 'order_date', type: 'DATE' },
  { name: 'created_at', type: 'DATE' },
  { name: 'note', type: 'STRING' },
  { name: 'big_val', type: 'NUMERIC' },
  { name: "Quo'te", type: 'STRING' },
  { name: 'a"b', type: 'NUMERIC' },
  { name: 'c`d', type: 'STRING' },
  { name: '名字', type: 'STRING' },
];

export interface EngineTarget {
  dialect: Dialect;
  source: SourceDescriptor;
  table: string;
  /** The view SQL selecting the fixture table. */
  viewSql: string;
}

function columnsDdl(d: Dialect): string {
  const q = (n: string) => quoteIdent(n, d);
  const text = d === 'mysql' ? 'VARCHAR(100)' : 'VARCHAR';
  const ts = d === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
  return [
    `id INTEGER`,
    `region ${text}`,
    `product ${text}`,
    `amount DECIMAL(10,2)`,
    `qty INTEGER`,
    `order_date DATE`,
    `created_at ${ts}`,
    `note ${text}`,
    `big_val BIGINT`,
    `${q("Quo'te")} ${text}`,
    `${q('a"b')} INTEGER`,
    `${q('c`d')} ${text}`,
    `${q('名字')} ${text}`,
  ].join(', ');
}

const rowValues = (r: (typeof salesRows)[number]) => [...r, r[2], r[4] * 10, r[1].toLowerCase(), `n${r[0]}`];

export interface Fixture {
  targets: EngineTarget[];
  dataDir: string;
  cleanup(): Promise<void>;
}

/** Load the sales table into every reachable engine under a unique name; cleanup drops it. */
export async function setupSalesFixture(): Promise<Fixture> {
  const suffix = uniqueSuffix();
  const table = `tq_sales_${suffix}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'tq-fixture-'));
  const targets: EngineTarget[] = [];
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const insertSql = (d: Dialect) =>
    `INSERT INTO ${quoteIdent(table, d)} VALUES (${salesRows[0]
      ?.map((_, i) => (d === 'mysql' ? '?' : `$${i + 1}`))
      .concat(d === 'mysql' ? ['?', '?', '?', '?'] : ['$10', '$11', '$12', '$13'])
      .join(', ')})`;

  if ((await probeService('postgres')).ok) {
    const sql = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
    await sql.unsafe(`CREATE TABLE ${quoteIdent(table, 'postgres')} (${columnsDdl('postgres')})`);
    for (const r of salesRows) await sql.unsafe(insertSql('postgres'), rowValues(r) as never[]);
    await sql.end();
    targets.push({
      dialect: 'postgres',
      table,
      viewSql: `SELECT * FROM ${table}`,
      source: { id: `pg-${suffix}`, type: 'JDBC', config: jdbcFor('postgres') },
    });
    cleanups.push(async () => {
      const s = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
      await s.unsafe(`DROP TABLE IF EXISTS ${quoteIdent(table, 'postgres')}`);
      await s.end();
    });
  }
  if ((await probeService('mysql')).ok) {
    const conn = await mysql.createConnection(serviceUrls.mysql);
    await conn.query(
      `CREATE TABLE ${quoteIdent(table, 'mysql')} (${columnsDdl('mysql')}) CHARACTER SET utf8mb4`,
    );
    for (const r of salesRows) await conn.execute(insertSql('mysql'), rowValues(r));
    await conn.end();
    targets.push({
      dialect: 'mysql',
      table,
      viewSql: `SELECT * FROM ${table}`,
      source: { id: `my-${suffix}`, type: 'JDBC', config: jdbcFor('mysql') },
    });
    cleanups.push(async () => {
      const c = await mysql.createConnection(serviceUrls.mysql);
      await c.query(`DROP TABLE IF EXISTS ${quoteIdent(table, 'mysql')}`);
      await c.end();
    });
  }
  const duckId = `duck-${suffix}`;
  const duckConfig = { schemas: [{ tableName: table, format: 'CSV' as const, path: 'unused.csv' }] };
  await buildDuckDbFile(fileDatabasePath(dataDir, duckId, duckConfig), async (conn) => {
    await conn.run(`CREATE TABLE ${quoteIdent(table, 'duckdb')} (${columnsDdl('duckdb')})`);
    for (const r of salesRows) await conn.run(insertSql('duckdb'), rowValues(r) as never[]);
  });
  targets.push({
    dialect: 'duckdb',
    table,
    viewSql: `SELECT * FROM ${table}`,
    source: { id: duckId, type: 'FILE', config: duckConfig },
  });

  return {
    targets,
    dataDir,
    cleanup: async () => {
      for (const c of cleanups.reverse())
        await c().catch((e: unknown) => console.warn('fixture cleanup failed', e));
    },
  };
}
