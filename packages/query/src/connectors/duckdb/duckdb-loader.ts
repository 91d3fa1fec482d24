import { randomBytes } from 'node:crypto';
import { rm, rename } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { duckDb } from './duckdb-api';
import { quoteIdent } from '../../sql/dialect';

/**
 * Build a DuckDB file next to its final path and rename it into place, so readers never see a
 * half-loaded database and a failed load leaves no file behind. The loading instance may read
 * files (read_csv); the query instance that opens the result later may not.
 */
export async function buildDuckDbFile(
  finalPath: string,
  build: (conn: DuckDBConnection) => Promise<void>,
): Promise<void> {
  const tmp = `${finalPath}.tmp-${randomBytes(6).toString('hex')}`;
  const instance = await (
    await duckDb()
  ).DuckDBInstance.create(tmp, {
    threads: '2',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  let ok = false;
  try {
    const conn = await instance.connect();
    try {
      await build(conn);
      await conn.run('CHECKPOINT');
    } finally {
      conn.closeSync();
    }
    ok = true;
  } finally {
    instance.closeSync();
    if (!ok) await removeDuckDbFile(tmp);
  }
  await rm(`${finalPath}.wal`, { force: true });
  await rename(tmp, finalPath);
  await rm(`${tmp}.wal`, { force: true });
}

export async function removeDuckDbFile(path: string): Promise<void> {
  await rm(path, { force: true });
  await rm(`${path}.wal`, { force: true });
}

export type LoadColumnType = 'DOUBLE' | 'BOOLEAN' | 'VARCHAR' | 'TIMESTAMP';
export interface LoadColumn {
  name: string;
  type: LoadColumnType;
}

/** Unique, non-empty column names (spreadsheets and APIs repeat and omit headers). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw, i) => {
    const base = raw.split(String.fromCharCode(0)).join('').trim() || `column_${i + 1}`;
    const n = seen.get(base.toLowerCase()) ?? 0;
    seen.set(base.toLowerCase(), n + 1);
    return n === 0 ? base : `${base}_${n + 1}`;
  });
}

/** Append typed rows; TIMESTAMP columns arrive as text and are cast once at the end. */
export async function loadRows(
  conn: DuckDBConnection,
  table: string,
  columns: LoadColumn[],
  rows: Iterable<unknown[]>,
): Promise<void> {
  const q = (s: string) => quoteIdent(s, 'duckdb');
  const staged = columns.map((c) => ({ ...c, staged: c.type === 'TIMESTAMP' ? 'VARCHAR' : c.type }));
  await conn.run(`CREATE TABLE ${q(table)} (${staged.map((c) => `${q(c.name)} ${c.staged}`).join(', ')})`);
  const appender = await conn.createAppender(table);
  for (const row of rows) {
    staged.forEach((c, i) => {
      const v = row[i];
      if (v === null || v === undefined || v === '') return appender.appendNull();
      if (c.staged === 'DOUBLE') {
        const n = typeof v === 'number' ? v : Number(v);
        return Number.isFinite(n) ? appender.appendDouble(n) : appender.appendNull();
      }
      if (c.staged === 'BOOLEAN') return appender.appendBoolean(v === true || v === 'true');
      return appender.appendVarchar(
        v instanceof Date
          ? v.toISOString().slice(0, 19).replace('T', ' ')
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v),
      );
    });
    appender.endRow();
  }
  appender.closeSync();
  for (const c of columns) {
    if (c.type === 'TIMESTAMP')
      await conn.run(
        `ALTER TABLE ${q(table)} ALTER ${q(c.name)} TYPE TIMESTAMP USING TRY_CAST(${q(c.name)} AS TIMESTAMP)`,
      );
  }
}

/** Infer a column type from sample values. */
export function inferType(values: unknown[]): LoadColumnType {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '');
  if (present.length === 0) return 'VARCHAR';
  if (present.every((v) => typeof v === 'number')) return 'DOUBLE';
  if (present.every((v) => typeof v === 'boolean')) return 'BOOLEAN';
  if (present.every((v) => v instanceof Date)) return 'TIMESTAMP';
  return 'VARCHAR';
}
