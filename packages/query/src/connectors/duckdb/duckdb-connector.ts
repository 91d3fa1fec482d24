import type { DuckDBConnection, DuckDBInstance, DuckDBValue } from '@duckdb/node-api';
import type { Cell, ColumnType, ResultColumn } from '../../types';
import { driverError, mapDriverError, watchdog } from '../errors';
import { toBoolean, toDateString, toNumeric, toStringCell } from '../normalize';
import { collect, type Connector, type ExecuteOptions, type RowBatch, type SchemaColumn } from '../types';
import { duckDb } from './duckdb-api';
import { duckColumnType } from './duckdb-types';

export interface DuckDbConfig {
  /** A database file, opened read-only; ':memory:' only for tests. */
  path: string;
  threads?: number;
  memoryLimit?: string;
}

function cell(type: ColumnType, v: unknown): Cell {
  if (type === 'NUMERIC') return toNumeric(v);
  if (type === 'DATE') return toDateString(v);
  if (type === 'BOOLEAN') return toBoolean(v);
  return toStringCell(v);
}

/**
 * Queries run on an instance that is read-only, cannot touch the file system or network
 * (`enable_external_access=false`) and whose configuration is locked, so SQL cannot undo it.
 */
export async function openQueryInstance(config: DuckDbConfig): Promise<DuckDBInstance> {
  const options: Record<string, string> = {
    enable_external_access: 'false',
    autoload_known_extensions: 'false',
    autoinstall_known_extensions: 'false',
    lock_configuration: 'true',
    threads: String(config.threads ?? 2),
  };
  if (config.memoryLimit) options.memory_limit = config.memoryLimit;
  if (config.path !== ':memory:') options.access_mode = 'READ_ONLY';
  return (await duckDb()).DuckDBInstance.create(config.path, options);
}

export function createDuckDbConnector(config: DuckDbConfig): Connector {
  let instance: Promise<DuckDBInstance> | undefined;
  const getInstance = () =>
    (instance ??= openQueryInstance(config).catch((e: unknown) => {
      instance = undefined;
      throw driverError('SOURCE_UNREACHABLE', e);
    }));

  async function* stream(sql: string, params: unknown[], options: ExecuteOptions): AsyncGenerator<RowBatch> {
    let conn: DuckDBConnection | undefined;
    const dog = watchdog(options.timeoutMs, options.signal, () => conn?.interrupt());
    try {
      const api = await duckDb();
      conn = await (await getInstance()).connect();
      const result = await conn.stream(sql, params as DuckDBValue[]);
      const columns: ResultColumn[] = result
        .columnNames()
        .map((name, i) => ({ name, type: duckColumnType(api.DuckDBTypeId, result.columnTypeId(i)) }));
      let yielded = false;
      let seen = 0;
      for (;;) {
        const chunk = await result.fetchChunk();
        if (!chunk || chunk.rowCount === 0) break;
        const rows = chunk
          .convertRows(api.JsonDuckDBValueConverter)
          .map((r) => columns.map((c, i) => cell(c.type, r[i])));
        seen += rows.length;
        yielded = true;
        yield { columns, rows };
        if (seen > options.maxRows) break;
      }
      if (!yielded) yield { columns, rows: [] };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (/INTERRUPT/i.test(message) && !dog.state.cancelled) dog.state.timedOut = true;
      if (/read-only mode|Permission Error/i.test(message)) throw driverError('SQL_FORBIDDEN', e);
      throw mapDriverError(e, dog.state, options.timeoutMs);
    } finally {
      dog.dispose();
      conn?.closeSync();
    }
  }

  const meta = async <T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> => {
    const conn = await (await getInstance()).connect();
    try {
      return await fn(conn);
    } catch (e) {
      throw mapDriverError(e, { timedOut: false, cancelled: false }, 0);
    } finally {
      conn.closeSync();
    }
  };
  const strings = async (c: DuckDBConnection, q: string, p: string[] = []) =>
    (await c.runAndReadAll(q, p)).getRowsJson().map((r) => String(r[0]));

  return {
    dialect: 'duckdb',
    testConnection: () => meta(async (c) => void (await c.run('SELECT 1'))),
    listDatabases: () =>
      meta((c) =>
        strings(
          c,
          "SELECT DISTINCT schema_name FROM information_schema.schemata WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema','pg_catalog') ORDER BY 1",
        ),
      ),
    listTables: (db) =>
      meta((c) =>
        strings(
          c,
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_catalog = current_database() ORDER BY 1',
          [db],
        ),
      ),
    listColumns: (db, table) =>
      meta(async (c) =>
        (
          await c.runAndReadAll(
            'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND table_catalog = current_database() ORDER BY ordinal_position',
            [db, table],
          )
        )
          .getRowsJson()
          .map((r): SchemaColumn => ({
            name: String(r[0]),
            dbType: String(r[1]),
            type: duckTypeName(String(r[1])),
          })),
      ),
    execute: (sql, params, options) => collect(stream(sql, params, options), options.maxRows),
    stream,
    close: async () => {
      const i = instance;
      instance = undefined;
      if (i) (await i.catch(() => undefined))?.closeSync();
    },
  };
}

function duckTypeName(t: string): SchemaColumn['type'] {
  if (/INT|DECIMAL|NUMERIC|DOUBLE|FLOAT|REAL/i.test(t)) return 'NUMERIC';
  if (/DATE|TIMESTAMP/i.test(t)) return 'DATE';
  if (/BOOL/i.test(t)) return 'BOOLEAN';
  return 'STRING';
}
