import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { AppError } from '../errors';
import {
  DATART_SCHEMA_IDS,
  DATART_TABLES,
  type DatartData,
  type DatartRow,
  type DatartTable,
} from './datart-schema';

/** Where the Datart database is, without its password (for reports and the repeat-run record). */
export function describeDatartUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '3306'}${u.pathname}`;
  } catch {
    throw new AppError('DATART_UNREACHABLE', { reason: 'not a mysql:// URL' });
  }
}

async function connect(url: string): Promise<Connection> {
  describeDatartUrl(url);
  if (!/^mysql:\/\//i.test(url)) throw new AppError('DATART_UNREACHABLE', { reason: 'not a mysql:// URL' });
  try {
    return await createConnection({ uri: url, connectTimeout: 10_000, dateStrings: true });
  } catch (e) {
    throw new AppError('DATART_UNREACHABLE', { reason: e instanceof Error ? e.message : String(e) });
  }
}

async function rows(conn: Connection, sql: string, values: unknown[] = []): Promise<DatartRow[]> {
  const [out] = await conn.query<RowDataPacket[]>(sql, values);
  return out as DatartRow[];
}

/**
 * The schema version, refusing what the import does not know: no `migration_history` (not a Datart
 * database, or a Datart before its migrator), a last script that failed (half-migrated), an older or a
 * newer schema, or a table or column missing (half-migrated by hand).
 */
async function checkSchema(conn: Connection, database: string): Promise<string> {
  const tables = await rows(
    conn,
    'select table_name as t from information_schema.tables where table_schema = ?',
    [database],
  );
  const names = new Set(tables.map((r) => String(r.t)));
  if (!names.has('migration_history')) throw new AppError('DATART_SCHEMA_UNSUPPORTED', { version: 'none' });
  const history = await rows(conn, 'select id, version, success from migration_history');
  // Script ids are dates (yyyy.MM.dd): their text order is their order.
  const sorted = history.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const last = sorted.at(-1);
  if (!last) throw new AppError('DATART_SCHEMA_UNSUPPORTED', { version: 'none' });
  if (!Number(last.success)) throw new AppError('DATART_SCHEMA_INCOMPLETE', { detail: `${last.id} failed` });
  const id = String(last.id);
  if (!(DATART_SCHEMA_IDS as readonly string[]).includes(id))
    throw new AppError('DATART_SCHEMA_UNSUPPORTED', { version: `${id} (${String(last.version)})` });
  const cols = await rows(
    conn,
    'select table_name as t, column_name as c from information_schema.columns where table_schema = ?',
    [database],
  );
  const have = new Set(cols.map((r) => `${String(r.t)}.${String(r.c)}`));
  for (const [table, columns] of Object.entries(DATART_TABLES))
    for (const c of columns)
      if (!have.has(`${table}.${c}`))
        throw new AppError('DATART_SCHEMA_INCOMPLETE', { detail: `${table}.${c}` });
  return id;
}

/** Reads everything the import moves, in one repeatable-read snapshot of the Datart database. */
export async function readDatart(url: string): Promise<{ version: string; data: DatartData }> {
  const conn = await connect(url);
  try {
    const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    if (!database) throw new AppError('DATART_UNREACHABLE', { reason: 'the URL names no database' });
    const version = await checkSchema(conn, database);
    await conn.query('start transaction with consistent snapshot');
    const data = {} as DatartData;
    for (const [table, columns] of Object.entries(DATART_TABLES) as [DatartTable, readonly string[]][]) {
      const list = columns.map((c) => `\`${c}\``).join(', ');
      data[table] = await rows(conn, `select ${list} from \`${table}\` order by 1`);
    }
    await conn.query('commit');
    return { version, data };
  } finally {
    await conn.end().catch(() => undefined);
  }
}
