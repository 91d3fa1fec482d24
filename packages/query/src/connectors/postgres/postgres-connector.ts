import type { Readable } from 'node:stream';
import postgres from 'postgres';
import type { Cell, QueryResult, ResultColumn } from '../../types';
import { driverError, mapDriverError, watchdog } from '../errors';
import { DEFAULT_POOL_SIZE } from '../pool-size';
import {
  collect,
  type Connector,
  type CsvCopy,
  type PrivilegeWarning,
  type ExecuteOptions,
  type RowBatch,
  type SchemaColumn,
} from '../types';
import { pgColumnType, pgRawTypes, pgRowConverter } from './postgres-types';

export interface PostgresConfig {
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  ssl?: boolean;
  maxConnections?: number;
}

/** Rows per cursor batch when streaming (execute() of unbounded SQL reads maxRows + 1 at once). */
const BATCH = 10_000;
/** Grace period for the client-side cancel after the server's statement_timeout should have fired. */
const CLIENT_GRACE_MS = 500;

type Columns = readonly { name: string; type: number }[];

export function createPostgresConnector(config: PostgresConfig): Connector {
  const sql = postgres({
    host: config.host,
    port: config.port,
    database: config.database,
    username: config.user,
    password: config.password,
    ssl: config.ssl ? 'require' : false,
    max: config.maxConnections ?? DEFAULT_POOL_SIZE,
    idle_timeout: 60,
    connect_timeout: 10,
    onnotice: () => {},
    // Note: fetch_types:false makes reserve() hang in postgres.js 3.4.9, so it stays on.
    types: pgRawTypes,
    connection: { application_name: 'tessera-query' },
  });

  const toColumns = (cols: Columns | undefined): ResultColumn[] =>
    (cols ?? []).map((c) => ({ name: c.name, type: pgColumnType(c.type) }));

  const begin = (timeoutMs: number) =>
    // SET LOCAL ends with the transaction; the timeout is a validated integer. The strings setting
    // pins the lexing the read-only guard's parser assumed.
    `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}; SET LOCAL TIME ZONE 'UTC'; SET LOCAL standard_conforming_strings = on`;
  /**
   * Every query's transaction ends in ROLLBACK, never COMMIT: a session-level setting changed
   * inside it (set_config(…, false), should one ever get past the guard) is undone with it, so the
   * connection goes back to the pool as it came.
   */
  const END = 'ROLLBACK';

  const fail = (e: unknown, state: { timedOut: boolean; cancelled: boolean }, timeoutMs: number): never => {
    const code = (e as { code?: string }).code;
    if (code === '25006') throw driverError('SQL_FORBIDDEN', e);
    if (code === '57014' && /statement timeout/.test((e as Error).message)) state.timedOut = true;
    throw mapDriverError(e, state, timeoutMs);
  };

  /**
   * Bounded SQL (it has its own LIMIT): BEGIN, the query and ROLLBACK are pipelined on one
   * connection, so the read-only transaction costs no extra round trip.
   */
  async function executeBounded(
    text: string,
    params: unknown[],
    options: ExecuteOptions,
  ): Promise<QueryResult> {
    let running: { cancel(): void } | undefined;
    const dog = watchdog(options.timeoutMs + CLIENT_GRACE_MS, options.signal, () => running?.cancel());
    let reserved: postgres.ReservedSql | undefined;
    try {
      reserved = await sql.reserve();
      const started = reserved.unsafe(begin(options.timeoutMs)).simple();
      const query = reserved.unsafe(text, params as postgres.ParameterOrJSON<never>[]).values();
      running = query;
      const committed = reserved.unsafe(END);
      const [b, q, c] = await Promise.allSettled([started, query, committed]);
      if (b.status === 'rejected') throw b.reason;
      if (q.status === 'rejected') throw q.reason;
      if (c.status === 'rejected') throw c.reason;
      const rows = q.value as unknown as unknown[][] & { columns: Columns };
      const columns = toColumns(rows.columns);
      const convert = pgRowConverter((rows.columns ?? []).map((c2) => c2.type));
      const truncated = rows.length > options.maxRows;
      if (truncated) rows.length = options.maxRows;
      if (convert) convertAll(rows, convert);
      return { columns, rows: rows as Cell[][], truncated };
    } catch (e) {
      return fail(e, dog.state, options.timeoutMs);
    } finally {
      dog.dispose();
      reserved?.release();
    }
  }

  async function* stream(
    text: string,
    params: unknown[],
    options: ExecuteOptions,
    batch = BATCH,
  ): AsyncGenerator<RowBatch> {
    if (options.bounded) {
      yield* streamBounded(text, params, options, batch);
      return;
    }
    let reserved: postgres.ReservedSql | undefined;
    let running: { cancel(): void } | undefined;
    let open = false;
    const dog = watchdog(options.timeoutMs + CLIENT_GRACE_MS, options.signal, () => running?.cancel());
    try {
      reserved = await sql.reserve();
      open = true;
      await reserved.unsafe(begin(options.timeoutMs)).simple();
      const query = reserved.unsafe(text, params as postgres.ParameterOrJSON<never>[]).values();
      running = query;
      let columns: ResultColumn[] | undefined;
      let convert: ((row: unknown[]) => void) | null = null;
      for await (const batchRows of query.cursor(Math.min(batch, options.maxRows + 1))) {
        const rows = batchRows as unknown as unknown[][] & { columns: Columns };
        if (!columns) {
          columns = toColumns(rows.columns);
          convert = pgRowConverter(rows.columns.map((c) => c.type));
        }
        if (convert) convertAll(rows, convert);
        yield { columns, rows: rows as Cell[][] };
      }
      if (!columns) {
        const described = await reserved.unsafe(text, params as postgres.ParameterOrJSON<never>[]).describe();
        yield { columns: toColumns(described.columns as unknown as Columns), rows: [] };
      }
      await reserved.unsafe(END);
      open = false;
    } catch (e) {
      fail(e, dog.state, options.timeoutMs);
    } finally {
      dog.dispose();
      if (reserved) {
        // A transaction still open (error or early break) is rolled back before reuse.
        if (open) await reserved.unsafe('ROLLBACK').catch(() => {});
        reserved.release();
      }
    }
  }

  /**
   * Bounded SQL, streamed: one Execute, the rows handed on in batches as the database sends them. A cursor
   * costs a round trip per batch, and the database waits while each is read (≈ 15 % of a 100k-row page).
   * The statement's LIMIT bounds what may wait here for a slow reader: at most the page, as `execute` would
   * hold it. A reader that leaves early lets the statement finish (its rows are dropped as they come), then
   * rolls back: a cancel sent as the statement ends could reach the ROLLBACK after it instead.
   */
  async function* streamBounded(
    text: string,
    params: unknown[],
    options: ExecuteOptions,
    batch: number,
  ): AsyncGenerator<RowBatch> {
    let reserved: postgres.ReservedSql | undefined;
    let running: { cancel(): void } | undefined;
    const dog = watchdog(options.timeoutMs + CLIENT_GRACE_MS, options.signal, () => running?.cancel());
    const ready: unknown[][][] = [];
    let current: unknown[][] = [];
    let described: Columns | undefined;
    let convert: ((row: unknown[]) => void) | null = null;
    let ended = false;
    let failure: { error: unknown } | null = null;
    let wanted = true;
    let wake: (() => void) | null = null;
    const signal = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    let settled: Promise<unknown> = Promise.resolve();
    try {
      reserved = await sql.reserve();
      // BEGIN, the statement and ROLLBACK are pipelined on the connection, as in `executeBounded`. A
      // postgres.js query goes out when first awaited, but `forEach` sends at once: each is sent here, in
      // this order, or the statement would run before its read-only transaction.
      const started = reserved.unsafe(begin(options.timeoutMs)).simple().execute();
      const query = reserved.unsafe(text, params as postgres.ParameterOrJSON<never>[]).values();
      running = query;
      const limit = Math.min(batch, options.maxRows + 1);
      const reading = query.forEach((row, result) => {
        if (!wanted) return;
        if (!described) {
          described = columnsOf(result);
          convert = pgRowConverter(described.map((c) => c.type));
        }
        const cells = row as unknown as unknown[];
        if (convert) convert(cells);
        current.push(cells);
        if (current.length === limit) {
          ready.push(current);
          current = [];
          signal();
        }
      });
      const committed = reserved.unsafe(END).execute();
      settled = Promise.all([started, reading, committed]).then(
        ([, result]) => {
          // No row, no batch yet: the statement's columns come with its (empty) result.
          described ??= columnsOf(result);
          ready.push(current);
          current = [];
          ended = true;
          signal();
        },
        (error: unknown) => {
          failure = { error };
          ended = true;
          signal();
        },
      );
      let columns: ResultColumn[] | undefined;
      let yielded = false;
      for (;;) {
        if (!ready.length && !ended) await new Promise<void>((resolve) => (wake = resolve));
        // A failed statement fails as a whole, even after some batches were handed on.
        if (failure) throw (failure as { error: unknown }).error;
        const rows = ready.shift();
        if (!rows) break;
        // The last batch may be empty: it is handed on only when no other was (it carries the columns).
        if (!rows.length && yielded) continue;
        columns ??= toColumns(described);
        yielded = true;
        yield { columns, rows: rows as Cell[][] };
      }
    } catch (e) {
      fail(e, dog.state, options.timeoutMs);
    } finally {
      wanted = false;
      ready.length = 0;
      dog.dispose();
      if (reserved) {
        // The pipelined ROLLBACK runs once the statement has finished, whatever its outcome.
        await settled.catch(() => {});
        reserved.release();
      }
    }
  }

  /**
   * COPY of the statement, in its read-only transaction: the statement is described first (its columns'
   * types decide whether the caller can use PostgreSQL's text), then copied; the bytes come as the server
   * sends them, waiting for the reader. Statements with parameters answer null: COPY takes none.
   */
  async function copyCsv(
    text: string,
    params: unknown[],
    options: ExecuteOptions,
    accept: (types: readonly number[]) => boolean,
  ): Promise<CsvCopy | null> {
    if (params.length) return null;
    let reserved: postgres.ReservedSql | undefined;
    let running: { cancel(): void } | undefined;
    let open = false;
    const dog = watchdog(options.timeoutMs + CLIENT_GRACE_MS, options.signal, () => running?.cancel());
    const close = async () => {
      dog.dispose();
      const r = reserved;
      reserved = undefined;
      if (!r) return;
      if (open) await r.unsafe('ROLLBACK').catch(() => {});
      r.release();
    };
    try {
      reserved = await sql.reserve();
      open = true;
      await reserved.unsafe(begin(options.timeoutMs)).simple();
      const described = (await reserved.unsafe(text).describe()) as unknown as { columns?: Columns | null };
      const cols = described.columns ?? [];
      const types = cols.map((c) => c.type);
      if (!cols.length || !accept(types)) {
        await close();
        return null;
      }
      // The statement was just parsed as one statement, so it nests whole; the line break ends a comment.
      const query = reserved.unsafe(`COPY (\n${text}\n) TO STDOUT WITH (FORMAT csv)`);
      running = query;
      const stream = (await query.readable()) as unknown as Readable;
      const state = dog.state;
      const reading = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
      let finished = false;
      const finish = async (early: boolean) => {
        if (finished) return;
        finished = true;
        try {
          if (!early) {
            resumeSocket(stream);
            await reserved?.unsafe(END);
            open = false;
          } else if (!stream.destroyed && !stream.readableEnded) {
            // A reader that left early: the rest is read and dropped (the statement's LIMIT and timeout bound
            // it). Not cancelled: postgres.js' cancel may reach the ROLLBACK after it instead.
            for (;;) if ((await reading.next()).done) break;
            resumeSocket(stream);
          }
        } catch {
          // the cancel's own error, or the transaction already gone: the connection is rolled back below
        } finally {
          await close();
        }
      };
      // An iterator by hand, not a generator: `return()` on a generator never started skips its
      // `finally`, and the connection would stay reserved.
      const chunks: AsyncIterableIterator<Uint8Array> = {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          if (finished) return { done: true, value: undefined };
          try {
            const r = await reading.next();
            if (r.done) await finish(false);
            return r;
          } catch (e) {
            await finish(true);
            return fail(e, state, options.timeoutMs);
          }
        },
        async return() {
          await finish(true);
          return { done: true, value: undefined };
        },
      };
      return { columns: toColumns(cols), types, chunks };
    } catch (e) {
      await close();
      return fail(e, dog.state, options.timeoutMs);
    }
  }

  const meta = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      throw mapDriverError(e, { timedOut: false, cancelled: false }, 0);
    }
  };

  return {
    dialect: 'postgres',
    testConnection: () => meta(async () => void (await sql`SELECT 1`)),
    inspectPrivileges: () => meta(() => inspectPostgresPrivileges(sql)),
    listDatabases: () =>
      meta(async () =>
        (
          await sql`SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name NOT IN ('pg_catalog', 'information_schema') AND schema_name NOT LIKE 'pg_toast%' AND schema_name NOT LIKE 'pg_temp%' ORDER BY 1`
        ).map((r) => r.name as string),
      ),
    listTables: (schema) =>
      meta(async () =>
        (
          await sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY 1`
        ).map((r) => r.name as string),
      ),
    listColumns: (schema, table) =>
      meta(async () =>
        (
          await sql`SELECT column_name AS name, data_type AS type, udt_name FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = ${table} ORDER BY ordinal_position`
        ).map((r): SchemaColumn => ({
          name: r.name as string,
          dbType: r.type as string,
          type: pgTypeName(r.type as string),
        })),
      ),
    execute: (text, params, options) =>
      options.bounded
        ? executeBounded(text, params, options)
        : collect(stream(text, params, options, options.maxRows + 1), options.maxRows),
    stream,
    copyCsv,
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * A result's columns as postgres.js knows them while its rows arrive: on the statement, which its row
 * description fills (the result's own `columns` are copied from it before that, on Bind).
 */
function columnsOf(result: unknown): Columns {
  const r = result as { columns?: Columns | null; statement?: { columns?: Columns | null } };
  return r.statement?.columns ?? r.columns ?? [];
}

/**
 * postgres.js pauses the connection's socket when a COPY's stream is full and resumes it when the stream is
 * read; a pause by the last rows, with the end of the COPY already pushed, is never undone (an ended stream
 * is not read again), and the next statement on the connection would wait forever. The stream's own read
 * hook resumes the socket.
 */
function resumeSocket(stream: Readable): void {
  (stream as unknown as { _read(size: number): void })._read(0);
}

/**
 * An indexed loop in a function of its own: a `for…of` in the body of the `stream` generator (which V8
 * optimises less) allocated an iterator result per row.
 */
function convertAll(rows: unknown[][], convert: (row: unknown[]) => void): void {
  for (let i = 0; i < rows.length; i++) convert(rows[i] as unknown[]);
}

/** Roles of PostgreSQL that reach beyond the database (file system, programs). */
const SERVER_ROLES = [
  ['pg_read_server_files', 'SOURCE_ROLE_READS_SERVER_FILES'],
  ['pg_write_server_files', 'SOURCE_ROLE_WRITES_SERVER_FILES'],
  ['pg_execute_server_program', 'SOURCE_ROLE_RUNS_SERVER_PROGRAMS'],
] as const;

async function inspectPostgresPrivileges(sql: postgres.Sql): Promise<PrivilegeWarning[]> {
  const [me] =
    await sql`SELECT current_user AS role, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`;
  const role = String(me?.role ?? '');
  // A superuser passes every check below: one warning says it all.
  if (me?.superuser) return [{ code: 'SOURCE_ROLE_SUPERUSER', params: { role, privilege: 'SUPERUSER' } }];
  const warnings: PrivilegeWarning[] = [];
  // MEMBER (not USAGE): a role it may SET ROLE to counts, inherited or not.
  const held =
    await sql`SELECT rolname FROM pg_roles WHERE rolname IN ${sql(SERVER_ROLES.map(([r]) => r))} AND pg_has_role(current_user, oid, 'MEMBER')`;
  const names = new Set(held.map((r) => String(r.rolname)));
  for (const [privilege, code] of SERVER_ROLES)
    if (names.has(privilege)) warnings.push({ code, params: { role, privilege } });
  const [writes] = await sql`
    SELECT privilege_type FROM information_schema.table_privileges
    WHERE grantee IN (current_user, 'PUBLIC') AND privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE')
      AND table_schema NOT IN ('pg_catalog', 'information_schema')
    LIMIT 1`;
  if (writes)
    warnings.push({
      code: 'SOURCE_ROLE_CAN_WRITE',
      params: { role, privilege: String(writes.privilege_type) },
    });
  return warnings;
}

function pgTypeName(t: string): SchemaColumn['type'] {
  if (/int|numeric|real|double|decimal|money/.test(t)) return 'NUMERIC';
  if (/date|timestamp/.test(t)) return 'DATE';
  if (t === 'boolean') return 'BOOLEAN';
  return 'STRING';
}
