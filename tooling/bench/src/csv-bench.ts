import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createQueryEngine } from '@tessera/query';
import { percentile, time } from './stats';

/** 1M-row CSV as a FILE source: group-by through the engine vs DuckDB alone on the same CSV. */
export async function csvGroupBy(root: string) {
  const uploadDir = join(root, 'uploads');
  const dataDir = join(root, 'data');
  await mkdir(uploadDir, { recursive: true });
  await mkdir(dataDir, { recursive: true });
  const csv = join(uploadDir, 'events.csv');
  const gen = await DuckDBInstance.create(':memory:');
  const g = await gen.connect();
  await g.run(
    `COPY (SELECT range AS id, range % 100 AS category, round((range * 7919 % 100000) / 100.0, 2) AS amount, 'name-' || (range % 997) AS label FROM range(1000000)) TO '${csv}' (HEADER, DELIMITER ',')`,
  );
  const groupBySql = (from: string) =>
    `SELECT category, SUM(amount) AS total, COUNT(*) AS n FROM ${from} GROUP BY category ORDER BY category`;

  const engine = createQueryEngine({
    dataDir,
    uploadDir,
    defaultLimits: { timeoutMs: 60_000, maxRows: 100_000 },
  });
  const source = {
    id: 'bench-csv',
    type: 'FILE' as const,
    config: { schemas: [{ tableName: 'events', format: 'CSV' as const, path: 'events.csv' }] },
  };
  const [loadMs] = await time(() => engine.testConnection(source));
  const request = {
    groups: [{ column: ['category'] }],
    aggregators: [
      { column: ['amount'], sqlOperator: 'SUM' },
      { column: ['id'], sqlOperator: 'COUNT' },
    ],
    orders: [{ column: ['category'], operator: 'ASC' }],
  };
  const view = {
    sql: 'SELECT * FROM events',
    model: [
      { name: 'category', type: 'NUMERIC' as const },
      { name: 'amount', type: 'NUMERIC' as const },
      { name: 'id', type: 'NUMERIC' as const },
    ],
  };
  const viaEngine = () =>
    engine.executeQuery({ source, view, request, actor: { permissionFingerprint: 'b' } });
  const viaCsv = () => g.runAndReadAll(groupBySql(`read_csv('${csv}')`));
  await g.run(`CREATE TABLE events AS SELECT * FROM read_csv('${csv}')`);
  const viaTable = () => g.runAndReadAll(groupBySql('events'));
  await viaEngine();
  await viaCsv();
  await viaTable();
  const e: number[] = [];
  const c: number[] = [];
  const t: number[] = [];
  for (let i = 0; i < 7; i++) {
    e.push((await time(viaEngine))[0]);
    c.push((await time(viaCsv))[0]);
    t.push((await time(viaTable))[0]);
  }
  const rows = (await viaEngine()).dataframe.rows.length;
  await engine.close();
  g.closeSync();
  gen.closeSync();
  return {
    loadMs,
    engineMs: percentile(e, 50),
    duckCsvMs: percentile(c, 50),
    duckTableMs: percentile(t, 50),
    rows,
  };
}
