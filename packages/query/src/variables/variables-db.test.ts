import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDuckDbFile } from '../connectors/duckdb/duckdb-loader';
import { createQueryEngine, type QueryEngine } from '../engine/query-engine';
import type { SourceDescriptor } from '../sources/source.schemas';
import { fileDatabasePath } from '../sources/create-connector';
import { availableEngines, jdbcFor, probeService, serviceUrls, uniqueSuffix } from '../testing/services';
import type { Dialect } from '../types';
import type { QueryVariable } from './variable.schemas';

// Probed up front so that an unreachable engine shows as skipped (or fails with REQUIRE_SERVICES=1).
const engines = await availableEngines();

/** Datart's §13 rendering examples, run on real databases with bound parameters. */
const table = `tq_emp_${uniqueSuffix()}`;
const rows: [string, string, number, string][] = [
  ['张三', '销售部', 25, '2020-03-01 10:00:00'],
  ['李四', '销售部', 18, '2019-12-31 09:00:00'],
  ['王五', '市场部', 40, '2020-06-01 00:00:00'],
  ['赵六', '销售部', 101, '2021-01-01 00:00:00'],
  ['Ann', '研发部', 30, '2020-01-01 00:00:00'],
];
const vars: QueryVariable[] = [
  { name: '部门', type: 'PERMISSION', valueType: 'STRING', values: ['销售部'] },
  { name: 'age', type: 'QUERY', valueType: 'NUMERIC', values: ['20'] },
  { name: 'max', type: 'QUERY', valueType: 'NUMERIC', values: ['100'] },
  { name: 'min', type: 'QUERY', valueType: 'NUMERIC', values: ['0'] },
  { name: 'date', type: 'QUERY', valueType: 'DATE', values: ['2020-01-01 00:00:00'] },
  { name: 'where', type: 'QUERY', valueType: 'FRAGMENT', values: ['1=1'] },
];
const set = (name: string, values: string[] | undefined) =>
  vars.map((v) => (v.name === name ? { ...v, values } : v));

const targets: { dialect: Dialect; source: SourceDescriptor }[] = [];
const cleanups: (() => Promise<void>)[] = [];
let engine: QueryEngine;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tq-vars-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const ddl = (text: string, ts: string) =>
    `CREATE TABLE ${table} (name ${text}, "部门" ${text}, age INTEGER, create_time ${ts})`;
  if ((await probeService('postgres')).ok) {
    const sql = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
    await sql.unsafe(ddl('VARCHAR', 'TIMESTAMP'));
    for (const r of rows) await sql.unsafe(`INSERT INTO ${table} VALUES ($1, $2, $3, $4)`, r);
    await sql.end();
    targets.push({
      dialect: 'postgres',
      source: { id: `pgv-${table}`, type: 'JDBC', config: jdbcFor('postgres') },
    });
    cleanups.push(async () => {
      const s = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
      await s.unsafe(`DROP TABLE IF EXISTS ${table}`);
      await s.end();
    });
  }
  if ((await probeService('mysql')).ok) {
    const c = await mysql.createConnection(serviceUrls.mysql);
    await c.query(ddl('VARCHAR(50)', 'DATETIME').replace('"部门"', '`部门`') + ' CHARACTER SET utf8mb4');
    for (const r of rows) await c.execute(`INSERT INTO ${table} VALUES (?, ?, ?, ?)`, r);
    await c.end();
    targets.push({
      dialect: 'mysql',
      source: { id: `myv-${table}`, type: 'JDBC', config: jdbcFor('mysql') },
    });
    cleanups.push(async () => {
      const c2 = await mysql.createConnection(serviceUrls.mysql);
      await c2.query(`DROP TABLE IF EXISTS ${table}`);
      await c2.end();
    });
  }
  const duckConfig = { schemas: [{ tableName: table, format: 'CSV' as const, path: 'unused.csv' }] };
  await buildDuckDbFile(fileDatabasePath(dataDir, 'duckv', duckConfig), async (conn) => {
    await conn.run(ddl('VARCHAR', 'TIMESTAMP'));
    for (const r of rows) await conn.run(`INSERT INTO ${table} VALUES ($1, $2, $3, $4)`, r);
  });
  targets.push({ dialect: 'duckdb', source: { id: 'duckv', type: 'FILE', config: duckConfig } });
  engine = createQueryEngine({ dataDir });
});
afterAll(async () => {
  await engine?.close();
  for (const c of cleanups.reverse()) await c();
});

const cases: { name: string; sql: string; variables: QueryVariable[]; names: string[] }[] = [
  {
    name: '部门 = $部门$ and age > $age$',
    sql: `select name from ${table} where 部门=$部门$ and age>$age$ order by age`,
    variables: vars,
    names: ['张三', '赵六'],
  },
  {
    name: 'IN ($部门$) with two values',
    sql: `select name from ${table} where 部门 IN ($部门$) order by age`,
    variables: set('部门', ['销售部', '市场部']),
    names: ['李四', '张三', '王五', '赵六'],
  },
  {
    name: '= with two values becomes IN',
    sql: `select name from ${table} where 部门 = $部门$ order by age`,
    variables: set('部门', ['市场部', '研发部']),
    names: ['Ann', '王五'],
  },
  {
    name: 'BETWEEN $min$ AND $max$',
    sql: `select name from ${table} where age BETWEEN $min$ AND $max$ order by age`,
    variables: vars,
    names: ['李四', '张三', 'Ann', '王五'],
  },
  {
    name: 'limit $max$',
    sql: `select name from ${table} order by age limit $max$`,
    variables: set('max', ['2']),
    names: ['李四', '张三'],
  },
  {
    name: 'where $where$ and create_time > $date$',
    sql: `select name from ${table} where $where$ and create_time > $date$ order by age`,
    variables: vars,
    names: ['张三', '王五', '赵六'],
  },
  {
    name: 'permission variable without value: no rows',
    sql: `select name from ${table} where 部门=$部门$`,
    variables: set('部门', []),
    names: [],
  },
  {
    name: 'query variable without value: IS NULL',
    sql: `select name from ${table} where age > $age$`,
    variables: set('age', undefined),
    names: [],
  },
  {
    name: 'value carrying SQL stays a value',
    sql: `select name from ${table} where 部门=$部门$`,
    variables: set('部门', ["销售部' OR '1'='1"]),
    names: [],
  },
];

describe.each(['postgres', 'mysql', 'duckdb'] as const)('variables on %s', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  run.each(cases)('$name', async ({ sql, variables, names }) => {
    const t = targets.find((x) => x.dialect === dialect);
    if (!t) return;
    const res = await engine.executeTest({ source: t.source, sql, variables, size: 100 });
    expect(res.dataframe.rows.map((r) => r[0])).toEqual(names);
    expect(res.script).not.toContain('销售部');
  });
});
