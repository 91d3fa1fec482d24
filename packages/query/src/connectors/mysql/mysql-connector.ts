import type { Pool, PoolConnection } from 'mysql2/promise';
import type { ResultColumn } from '../../types';
import { driverError, mapDriverError, watchdog } from '../errors';
import { DEFAULT_POOL_SIZE } from '../pool-size';
import {
  collect,
  type Connector,
  type PrivilegeWarning,
  type ExecuteOptions,
  type RowBatch,
  type SchemaColumn,
} from '../types';
import { mysqlCell, mysqlColumnType } from './mysql-types';

export interface MysqlConfig {
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  maxConnections?: number;
}

const BATCH = 5_000;

/** mysql2, loaded with the first MySQL source: a server with none does not carry it (≈ 17 MB resident). */
const driver = () => import('mysql2/promise');
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

type Field = { name: string; columnType?: number; type?: number };

export function createMysqlConnector(config: MysqlConfig): Connector {
  const connOptions = {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password ?? '',
    connectTimeout: 10_000,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
    rowsAsArray: true,
    multipleStatements: false,
    timezone: 'Z',
  } as const;
  let created: Promise<Pool> | undefined;
  const pool = () =>
    (created ??= driver().then((mysql) =>
      mysql.createPool({
        ...connOptions,
        connectionLimit: config.maxConnections ?? DEFAULT_POOL_SIZE,
        maxIdle: 2,
        idleTimeout: 60_000,
      }),
    ));
  let mariadb: Promise<boolean> | undefined;
  /** Asked on the connection already held: with a pool of one, a second one would never come. */
  const isMariaDb = (conn: PoolConnection) =>
    (mariadb ??= conn
      .query('SELECT VERSION()')
      .then(([rows]) => /mariadb/i.test(String((rows as unknown[][])[0]?.[0]))));

  /** KILL QUERY from a separate connection: the pool may be exhausted by the query itself. */
  const kill = async (threadId: number) => {
    const c = await driver()
      .then((mysql) => mysql.createConnection(connOptions))
      .catch(() => undefined);
    if (!c) return;
    await c.query(`KILL QUERY ${Number(threadId)}`).catch(() => {});
    await c.end().catch(() => {});
  };

  async function* stream(sql: string, params: unknown[], options: ExecuteOptions): AsyncGenerator<RowBatch> {
    let conn: PoolConnection | undefined;
    let inTx = false;
    let sessionTimeout = false;
    const dog = watchdog(options.timeoutMs + 500, options.signal, () => {
      if (conn) void kill(conn.threadId);
    });
    try {
      conn = await (await pool()).getConnection();
      const ms = Math.max(1, Math.trunc(options.timeoutMs));
      const maria = await isMariaDb(conn);
      // MariaDB: the timeout belongs to this one statement (SET STATEMENT … FOR), so nothing stays on
      // the pooled connection. MySQL has no such form: its session value is put back afterwards.
      if (!maria) {
        await conn.query(`SET SESSION max_execution_time = ${ms}`);
        sessionTimeout = true;
      }
      await conn.query('START TRANSACTION READ ONLY');
      inTx = true;
      const threadId = conn.threadId;
      const text = maria ? `SET STATEMENT max_statement_time = ${ms / 1000} FOR ${sql}` : sql;
      yield* readRows(conn, text, params, options.maxRows, () => kill(threadId));
      await conn.query('ROLLBACK');
      inTx = false;
    } catch (e) {
      const errno = (e as { errno?: number }).errno;
      if (errno === 1792) throw driverError('SQL_FORBIDDEN', e);
      if (errno !== undefined && TIMEOUT_ERRNOS.has(errno)) dog.state.timedOut = true;
      throw mapDriverError(e, dog.state, options.timeoutMs);
    } finally {
      dog.dispose();
      if (conn) {
        if (inTx) await conn.query('ROLLBACK').catch(() => {});
        if (sessionTimeout) await conn.query('SET SESSION max_execution_time = DEFAULT').catch(() => {});
        conn.release();
      }
    }
  }

  const meta = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      throw mapDriverError(e, { timedOut: false, cancelled: false }, 0);
    }
  };
  const list = async (q: string, p: string[]) =>
    ((await (await pool()).query(q, p))[0] as unknown[][]).map((r) => String(r[0]));

  return {
    dialect: 'mysql',
    testConnection: () => meta(async () => void (await (await pool()).query('SELECT 1'))),
    inspectPrivileges: () =>
      meta(async () => {
        const [[who]] = (await (await pool()).query('SELECT CURRENT_USER()')) as unknown as [unknown[][]];
        const [grants] = (await (await pool()).query('SHOW GRANTS FOR CURRENT_USER()')) as unknown as [
          unknown[][],
        ];
        return mysqlPrivilegeWarnings(
          String(who?.[0] ?? ''),
          grants.map((g) => String(g[0])),
        );
      }),
    listDatabases: () =>
      meta(() =>
        list(
          `SELECT schema_name FROM information_schema.schemata WHERE schema_name NOT IN ('mysql','information_schema','performance_schema','sys') ORDER BY 1`,
          [],
        ),
      ),
    listTables: (db) =>
      meta(() =>
        list('SELECT table_name FROM information_schema.tables WHERE table_schema = ? ORDER BY 1', [db]),
      ),
    listColumns: (db, table) =>
      meta(async () =>
        (
          (
            await (
              await pool()
            ).query(
              'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position',
              [db, table],
            )
          )[0] as unknown[][]
        ).map((r): SchemaColumn => ({
          name: String(r[0]),
          dbType: String(r[1]),
          type: mysqlTypeName(String(r[1])),
        })),
      ),
    execute: (sql, params, options) => collect(stream(sql, params, options), options.maxRows),
    stream,
    close: async () => {
      if (created) await (await created).end();
    },
  };
}

/**
 * Rows of a prepared statement as batches. The core connection is paused while the consumer is
 * behind, so a large result never piles up in memory.
 */
async function* readRows(
  conn: PoolConnection,
  sql: string,
  params: unknown[],
  maxRows: number,
  abandon: () => Promise<void>,
): AsyncGenerator<RowBatch> {
  const core = (conn as unknown as { connection: CoreConnection }).connection;
  let columns: ResultColumn[] = [];
  let buffer: unknown[][] = [];
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  let seen = 0;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const cmd = core.execute({ sql, values: params, rowsAsArray: true });
  cmd.on('fields', (fields: Field[]) => {
    columns = fields.map((f) => ({ name: f.name, type: mysqlColumnType(f.columnType ?? f.type) }));
  });
  cmd.on('result', (row: unknown[]) => {
    seen++;
    if (seen <= maxRows + 1) buffer.push(row);
    if (buffer.length >= BATCH && seen !== Number.POSITIVE_INFINITY) {
      core.pause();
      notify();
    }
  });
  cmd.on('error', (e: unknown) => {
    failure = e;
    done = true;
    notify();
  });
  cmd.on('end', () => {
    done = true;
    notify();
  });
  let yielded = false;
  try {
    for (;;) {
      if (buffer.length === 0 && !done) await new Promise<void>((r) => (wake = r));
      if (failure) throw failure;
      if (buffer.length > 0 || (done && !yielded)) {
        const rows = buffer;
        buffer = [];
        yielded = true;
        const cols = columns;
        yield { columns: cols, rows: rows.map((r) => cols.map((c, i) => mysqlCell(c.type, r[i]))) };
        core.resume();
      }
      if (done && buffer.length === 0) return;
    }
  } finally {
    if (!done) {
      // The consumer stopped early: stop the server, drain what is in flight, then reuse the connection.
      seen = Number.POSITIVE_INFINITY;
      const ended = new Promise<void>((r) => (wake = r));
      core.resume();
      await abandon();
      if (!done) await ended;
    }
  }
}

interface CoreConnection {
  execute(options: { sql: string; values: unknown[]; rowsAsArray: boolean }): NodeJS.EventEmitter;
  pause(): void;
  resume(): void;
}

const WRITE_PRIVILEGES = ['ALL PRIVILEGES', 'ALL', 'INSERT', 'UPDATE', 'DELETE', 'DROP', 'ALTER', 'CREATE'];

/** Read `SHOW GRANTS` lines (`GRANT FILE, SELECT ON *.* TO …`) into warnings. */
export function mysqlPrivilegeWarnings(role: string, grants: string[]): PrivilegeWarning[] {
  const global = new Set<string>();
  const anywhere = new Set<string>();
  for (const line of grants) {
    const m = /^GRANT\s+(.+?)\s+ON\s+(\S+)\s+TO\s/i.exec(line);
    if (!m) continue;
    // Column lists (`SELECT (a, b)`) hold commas of their own.
    const privileges = (m[1] as string)
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((p) => p.trim().toUpperCase());
    for (const p of privileges) {
      anywhere.add(p);
      if (m[2] === '*.*') global.add(p);
    }
  }
  const all = global.has('ALL PRIVILEGES') || global.has('ALL');
  const warnings: PrivilegeWarning[] = [];
  const add = (code: PrivilegeWarning['code'], privilege: string) =>
    warnings.push({ code, params: { role, privilege } });
  if (all || global.has('SUPER')) add('SOURCE_ROLE_SUPERUSER', all ? 'ALL PRIVILEGES' : 'SUPER');
  if (all || global.has('FILE')) {
    add('SOURCE_ROLE_READS_SERVER_FILES', 'FILE');
    add('SOURCE_ROLE_WRITES_SERVER_FILES', 'FILE');
  }
  const write = WRITE_PRIVILEGES.find((p) => anywhere.has(p));
  if (write) add('SOURCE_ROLE_CAN_WRITE', write);
  return warnings;
}

function mysqlTypeName(t: string): SchemaColumn['type'] {
  if (/int|decimal|numeric|float|double|real|year|bit/.test(t)) return 'NUMERIC';
  if (/date|time/.test(t)) return 'DATE';
  return 'STRING';
}
