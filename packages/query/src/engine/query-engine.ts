import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { cacheKey, type QueryCache } from '../cache/query-cache';
import { createLruQueryCache } from '../cache/lru-cache';
import { createRedisQueryCache } from '../cache/redis-cache';
import type { RedisLink } from '../cache/redis-link';
import { SingleFlight } from '../cache/single-flight';
import type { Connector, PrivilegeWarning, SchemaColumn } from '../connectors/types';
import { buildQuery, isEmptyRequest, paging } from '../dsl/build-query';
import { queryRequestSchema, type QueryRequest } from '../contract/request.schemas';
import { isQueryError, QueryError, type QueryWarning } from '../errors';
import { renderParts } from '../sql/parts';
import { loadSqlParser } from '../sql/pg-guard';
import { prepareViewSql, type PreparedView } from '../sql/prepare-view';
import { checkedDialectOf, createConnector, type ConnectorFactoryOptions } from '../sources/create-connector';
import type { SourceDescriptor } from '../sources/source.schemas';
import type { Cell, Dataframe, Dialect } from '../types';
import type { QueryVariable } from '../variables/variable.schemas';
import { ConnectorPool } from './connector-pool';
import { noQueryMetrics, sourceLabels, timed, type QueryMetrics } from './query-metrics';
import { emptyDataframe, modelColumns, newDataframeId, toDataframe } from './dataframe';
import type { ViewConfig, ViewModel } from '../contract/view-model';
import type { QueryLimits } from './engine.schemas';

export interface QueryEngineOptions extends ConnectorFactoryOptions {
  /** Shared cache; default: Redis when `redisUrl` is set, else an in-process LRU. */
  cache?: QueryCache;
  redisUrl?: string;
  /** The process's shared Redis connection (preferred over `redisUrl`: one connection, one state). */
  redis?: RedisLink;
  /** Close a source's connections after this long unused (default 5 min). */
  idleCloseMs?: number;
  defaultLimits?: QueryLimits;
  /** Test and bench hook: wrap or replace connector creation. */
  connectorFactory?: (source: SourceDescriptor, options: ConnectorFactoryOptions) => Promise<Connector>;
  /** Where durations, rows, cache and pool events are reported (the apps' /metrics); default: nowhere. */
  metrics?: QueryMetrics;
}

export interface ExecuteQueryInput {
  source: SourceDescriptor;
  view: { sql: string; model?: ViewModel; variables?: QueryVariable[]; config?: ViewConfig };
  /** The DSL as received (validated here with queryRequestSchema). */
  request: unknown;
  actor: { permissionFingerprint: string };
  limits?: Partial<QueryLimits>;
  /** Return the generated SQL (only for callers who may manage the view). */
  includeScript?: boolean;
}

export interface ExecuteTestInput {
  source: SourceDescriptor;
  sql: string;
  variables?: QueryVariable[];
  /** Row count: 100 / 1,000 / 10,000 / 100,000 in the UI; capped by limits.maxRows. */
  size?: number;
  limits?: Partial<QueryLimits>;
  /** Cancels the query (e.g. the HTTP request went away): QUERY_CANCELLED. */
  signal?: AbortSignal;
}

export interface ExecuteResult {
  dataframe: Dataframe;
  /** Generated SQL with placeholders, when requested. */
  script: string | null;
  warnings: QueryWarning[];
  /** 'cache' | 'shared' | 'executed' — how the answer was obtained. */
  served: 'cache' | 'shared' | 'executed';
}

type CachedFrame = Omit<Dataframe, 'id'>;

/**
 * A result whose rows arrive in batches: the head (id, columns, page info) is known before the first
 * row; `rows` yields them as the database sends them, so a large answer is never held whole.
 */
export interface StreamedResult extends Omit<ExecuteResult, 'dataframe'> {
  head: Pick<Dataframe, 'id' | 'columns'>;
  rows: AsyncIterable<Cell[][]>;
  /** Settles once the rows are all read (the total of an uncounted page is the rows read). */
  pageInfo: Promise<NonNullable<Dataframe['pageInfo']>>;
}

export interface StreamOptions {
  /**
   * Read through a cursor, a batch at a time as the reader asks, rather than as fast as the database
   * sends: for a slow reader of a large page (an Excel export), whose unread rows would otherwise wait in
   * memory (up to the whole page).
   */
  paced?: boolean;
}

/** A query's rows as the source's CSV: the head (its column names and types) first, then the bytes. */
export interface CopiedCsv {
  head: Pick<Dataframe, 'id' | 'columns'>;
  /** The database's type of each column (PostgreSQL's type oid). */
  types: number[];
  /** CSV rows as the database writes them (no header). */
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * Pages larger than this stream from a cursor; smaller ones (and views with a result cache) go through
 * `executeQuery`, cache and single flight included, and arrive as one batch.
 */
export const STREAM_MIN_ROWS = 10_000;

export interface QueryEngine {
  executeQuery(input: ExecuteQueryInput): Promise<ExecuteResult>;
  /** `executeQuery` for large pages: the rows stream from a cursor (see STREAM_MIN_ROWS). */
  streamQuery(input: ExecuteQueryInput, options?: StreamOptions): Promise<StreamedResult>;
  executeTest(input: ExecuteTestInput): Promise<ExecuteResult>;
  /**
   * A large page's rows as the source engine's own CSV (PostgreSQL's COPY), for CSV exports: null when it
   * has none for this query (a query with parameters, a cached view, a small page, types `accept` refuses
   * or another engine); the caller then streams rows (`streamQuery`).
   */
  copyCsv?(
    input: ExecuteQueryInput,
    accept: (types: readonly number[]) => boolean,
  ): Promise<CopiedCsv | null>;
  testConnection(source: SourceDescriptor): Promise<void>;
  /**
   * What the source's login may do beyond reading (superuser, server files, programs, writes), for
   * the "test connection" warning. Empty for sources without logins (files, HTTP, demo).
   */
  inspectPrivileges(source: SourceDescriptor): Promise<PrivilegeWarning[]>;
  listDatabases(source: SourceDescriptor): Promise<string[]>;
  listTables(source: SourceDescriptor, database: string): Promise<string[]>;
  listColumns(source: SourceDescriptor, database: string, table: string): Promise<SchemaColumn[]>;
  /** Drop pooled connections of a source (after edit or delete). */
  evictSource(sourceId: string): Promise<void>;
  /** Sources with an open connector, and the leases held on them now (the metrics read it at scrape time). */
  poolStats(): { connectors: number; leases: number };
  close(): Promise<void>;
}

const DEFAULT_LIMITS: QueryLimits = { timeoutMs: 30_000, maxRows: 100_000 };

export function createQueryEngine(options: QueryEngineOptions): QueryEngine {
  const cache =
    options.cache ??
    (options.redis
      ? createRedisQueryCache(options.redis)
      : options.redisUrl
        ? createRedisQueryCache(options.redisUrl)
        : createLruQueryCache());
  const flights = new SingleFlight(cache);
  const factory = options.connectorFactory ?? createConnector;
  const metrics = options.metrics ?? noQueryMetrics;
  const pool = new ConnectorPool(
    (s) => factory(s, options),
    options.idleCloseMs ?? 300_000,
    (s, seconds) => metrics.poolWaited(sourceLabels(s), seconds),
  );
  const limitsOf = (l?: Partial<QueryLimits>): QueryLimits => ({
    ...(options.defaultLimits ?? DEFAULT_LIMITS),
    ...l,
  });
  // Rendering and checking a view is deterministic in (dialect, SQL, variables): remember it, so
  // cached executions do not parse the same SQL again.
  const prepared = new LRUCache<string, PreparedView>({ max: 1000 });
  const prepare = (sql: string, variables: QueryVariable[], dialect: Dialect): PreparedView => {
    const key = JSON.stringify([dialect, sql, variables]);
    let view = prepared.get(key);
    if (!view) {
      view = prepareViewSql(sql, variables, dialect);
      prepared.set(key, view);
    }
    return view;
  };

  /** The SQL a request becomes (main and count statements), or null for an empty request. */
  async function plan(input: ExecuteQueryInput) {
    const parsed = queryRequestSchema.safeParse(input.request);
    if (!parsed.success) throw new QueryError('INVALID_REQUEST', z.prettifyError(parsed.error));
    const request = parsed.data;
    const limits = limitsOf(input.limits);
    if (isEmptyRequest(request)) return { empty: paging(request, limits.maxRows) } as const;
    const dialect = checkedDialectOf(input.source);
    await loadSqlParser();
    const view = prepare(input.view.sql, applyParams(input.view.variables ?? [], request), dialect);
    const built = buildQuery({
      dialect,
      view: view.parts,
      request,
      model: modelColumns(input.view.model),
      maxRows: limits.maxRows,
    });
    const main = renderParts(built.parts, dialect);
    const count = built.countParts ? renderParts(built.countParts, dialect) : null;
    const config = input.view.config ?? {};
    const ttl = config.cache ? (config.cacheExpires ?? 0) : 0;
    return { empty: null, limits, view, built, main, count, config, ttl } as const;
  }

  async function executeQuery(input: ExecuteQueryInput): Promise<ExecuteResult> {
    const p = await plan(input);
    if (p.empty) {
      const { pageNo, pageSize } = p.empty;
      return { dataframe: emptyDataframe(pageNo, pageSize), script: null, warnings: [], served: 'executed' };
    }
    const { limits, view, built, main, count, config, ttl } = p;
    const key = cacheKey({
      sourceId: input.source.id,
      sql: main.sql,
      params: main.params,
      permissionFingerprint: input.actor.permissionFingerprint,
      extra: count?.sql ?? null,
    });
    const flight = await flights.run<CachedFrame>(
      key,
      { ttlSeconds: ttl, mode: config.concurrencyControlMode, lockMs: limits.timeoutMs * 2 + 5000 },
      () =>
        pool.use(input.source, async (c) => {
          // Both statements carry their own LIMIT (or return one row): no cursor needed.
          const options = { timeoutMs: limits.timeoutMs, maxRows: built.pageSize, bounded: true };
          const [result, total] = await Promise.all([
            timed(metrics, input.source, () => c.execute(main.sql, main.params, options)),
            count ? c.execute(count.sql, count.params, { ...options, maxRows: 1 }) : Promise.resolve(null),
          ]);
          const totalValue = total ? Number(total.rows[0]?.[0] ?? 0) : result.rows.length;
          const { id: _id, ...frame } = toDataframe(result, built.columns, {
            pageNo: built.pageNo,
            pageSize: built.pageSize,
            total: totalValue,
            countTotal: !!count,
          });
          return frame;
        }),
    );
    if (ttl > 0) metrics.cacheLookup(flight.source === 'cache' ? (flight.stale ? 'stale' : 'hit') : 'miss');
    if (flight.source === 'shared') metrics.flightJoined();
    const warnings = [...view.warnings];
    return {
      dataframe: { id: newDataframeId(), ...flight.value },
      script: input.includeScript ? main.sql : null,
      warnings,
      served: flight.source,
    };
  }

  async function streamQuery(
    input: ExecuteQueryInput,
    streamOptions: StreamOptions = {},
  ): Promise<StreamedResult> {
    const p = await plan(input);
    if (p.empty || p.ttl > 0 || p.built.pageSize <= STREAM_MIN_ROWS) {
      const { dataframe, ...rest } = await executeQuery(input);
      const { rows, pageInfo, ...head } = dataframe;
      return {
        ...rest,
        head,
        rows: (async function* () {
          yield rows;
        })(),
        pageInfo: Promise.resolve(pageInfo ?? { pageNo: 1, pageSize: 0, total: 0, countTotal: false }),
      };
    }
    const { limits, view, built, main, count } = p;
    const lease = await pool.lease(input.source);
    const started = performance.now();
    const record = (errorCode: string | null) =>
      metrics.queryRan(sourceLabels(input.source), (performance.now() - started) / 1000, read, errorCode);
    let read = 0;
    try {
      // The statement's own LIMIT is the page size: the connector may read it without a cursor.
      const options = { timeoutMs: limits.timeoutMs, maxRows: built.pageSize, bounded: !streamOptions.paced };
      const counted = count
        ? lease.connector.execute(count.sql, count.params, { ...options, maxRows: 1, bounded: true })
        : null;
      // Columns come with the first batch: it is read before answering, so a failing query still fails
      // as a whole, with its error, instead of as a broken stream.
      const batches = lease.connector.stream(main.sql, main.params, options)[Symbol.asyncIterator]();
      const [first, total] = await Promise.all([batches.next(), counted]);
      const { id, columns } = toDataframe(
        { columns: first.done ? [] : first.value.columns, rows: [], truncated: false },
        built.columns,
        null,
      );
      let settle!: (read: number) => void;
      const pageInfo = new Promise<NonNullable<Dataframe['pageInfo']>>((resolve) => {
        settle = (read) =>
          resolve({
            pageNo: built.pageNo,
            pageSize: built.pageSize,
            total: total ? Number(total.rows[0]?.[0] ?? 0) : read,
            countTotal: !!count,
          });
      });
      // An iterator by hand rather than a generator: `return()` on a generator that never started skips
      // its `finally`, and the cursor's connection would stay reserved when a client leaves early.
      // One batch is always on its way while the caller handles the last: the database keeps sending
      // while rows are serialised and written.
      let pending: Promise<IteratorResult<{ rows: Cell[][] }>> = Promise.resolve(first);
      const prefetch = () => {
        pending = batches.next();
        pending.catch(() => {}); // awaited (and rethrown) by the next call to next()
      };
      let done = false;
      const finish = async (errorCode: string | null = null) => {
        if (done) return;
        done = true;
        settle(read);
        record(errorCode);
        clearTimeout(abandoned);
        try {
          await batches.return?.();
        } finally {
          lease.release();
        }
      };
      // Nobody reading (a consumer that never iterates): give the connection back after the timeout.
      const abandoned = setTimeout(() => void finish(), limits.timeoutMs + 5_000);
      abandoned.unref();
      const rows: AsyncIterableIterator<Cell[][]> = {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          if (done) return { done: true, value: undefined };
          try {
            const next = await pending;
            if (next.done) {
              await finish();
              return { done: true, value: undefined };
            }
            read += next.value.rows.length;
            // The statement's own LIMIT is the page size: once a page's worth is in, asking the cursor
            // again would only cost a round trip to learn that nothing is left.
            if (read < built.pageSize) prefetch();
            else pending = Promise.resolve({ done: true, value: undefined });
            return { done: false, value: next.value.rows };
          } catch (e) {
            await finish(isQueryError(e) ? e.code : 'UNKNOWN');
            throw e;
          }
        },
        async return() {
          await finish();
          return { done: true, value: undefined };
        },
      };
      return {
        head: { id, columns },
        rows,
        pageInfo,
        script: input.includeScript ? main.sql : null,
        warnings: [...view.warnings],
        served: 'executed',
      };
    } catch (e) {
      record(isQueryError(e) ? e.code : 'UNKNOWN');
      lease.release();
      throw e;
    }
  }

  async function copyCsv(
    input: ExecuteQueryInput,
    accept: (types: readonly number[]) => boolean,
  ): Promise<CopiedCsv | null> {
    const p = await plan(input);
    // As streamQuery: small pages and cached views go through executeQuery; a count needs its own query.
    if (p.empty || p.ttl > 0 || p.built.pageSize <= STREAM_MIN_ROWS || p.count || p.main.params.length)
      return null;
    const { limits, built, main } = p;
    const lease = await pool.lease(input.source);
    if (!lease.connector.copyCsv) {
      lease.release();
      return null;
    }
    const started = performance.now();
    let read = 0;
    const record = (errorCode: string | null) =>
      metrics.queryRan(sourceLabels(input.source), (performance.now() - started) / 1000, read, errorCode);
    try {
      const options = { timeoutMs: limits.timeoutMs, maxRows: built.pageSize, bounded: true };
      const copy = await lease.connector.copyCsv(main.sql, main.params, options, accept);
      if (!copy) {
        lease.release();
        return null;
      }
      const { id, columns } = toDataframe(
        { columns: copy.columns, rows: [], truncated: false },
        built.columns,
        null,
      );
      const inner = copy.chunks[Symbol.asyncIterator]();
      let done = false;
      const finish = async (errorCode: string | null = null) => {
        if (done) return;
        done = true;
        record(errorCode);
        clearTimeout(abandoned);
        try {
          await inner.return?.();
        } finally {
          lease.release();
        }
      };
      // Nobody reading: the connection goes back after the timeout.
      const abandoned = setTimeout(() => void finish(), limits.timeoutMs + 5_000);
      abandoned.unref();
      const chunks: AsyncIterableIterator<Uint8Array> = {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          if (done) return { done: true, value: undefined };
          try {
            const next = await inner.next();
            if (next.done) {
              await finish();
              return { done: true, value: undefined };
            }
            read += lineCount(next.value);
            return next;
          } catch (e) {
            await finish(isQueryError(e) ? e.code : 'UNKNOWN');
            throw e;
          }
        },
        async return() {
          await finish();
          return { done: true, value: undefined };
        },
      };
      return { head: { id, columns }, types: copy.types, chunks };
    } catch (e) {
      record(isQueryError(e) ? e.code : 'UNKNOWN');
      lease.release();
      throw e;
    }
  }

  async function executeTest(input: ExecuteTestInput): Promise<ExecuteResult> {
    const limits = limitsOf(input.limits);
    const size = Math.max(1, Math.min(Math.trunc(input.size ?? 1000), limits.maxRows));
    const dialect = checkedDialectOf(input.source);
    await loadSqlParser();
    const view = prepare(input.sql, input.variables ?? [], dialect);
    const rendered = renderParts(view.parts, dialect);
    const result = await pool.use(input.source, (c) =>
      timed(metrics, input.source, () =>
        c.execute(rendered.sql, rendered.params, {
          timeoutMs: limits.timeoutMs,
          maxRows: size,
          signal: input.signal,
        }),
      ),
    );
    const warnings = [...view.warnings];
    if (result.truncated)
      warnings.push({ code: 'ROW_LIMIT', message: `Only the first ${size} rows are shown` });
    const dataframe = toDataframe(result, null, {
      pageNo: 1,
      pageSize: size,
      total: result.rows.length,
      countTotal: false,
    });
    return { dataframe, script: rendered.sql, warnings, served: 'executed' };
  }

  return {
    executeQuery,
    streamQuery,
    copyCsv,
    executeTest,
    testConnection: (s) => pool.use(s, (c) => c.testConnection()),
    inspectPrivileges: (s) => pool.use(s, async (c) => (c.inspectPrivileges ? c.inspectPrivileges() : [])),
    listDatabases: (s) => pool.use(s, (c) => c.listDatabases()),
    listTables: (s, db) => pool.use(s, (c) => c.listTables(db)),
    listColumns: (s, db, t) => pool.use(s, (c) => c.listColumns(db, t)),
    evictSource: (id) => pool.evict(id),
    poolStats: () => pool.stats(),
    close: async () => {
      await pool.close();
      await cache.close();
    },
  };
}

/** QUERY variables take the request's `params` (case-insensitive); PERMISSION variables never do. */
export function applyParams(variables: QueryVariable[], request: QueryRequest): QueryVariable[] {
  const params = new Map(Object.entries(request.params ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return variables.map((v) => {
    const given = params.get(v.name.toLowerCase());
    if (given === undefined) return v;
    // The same rule as packages/core's request-params, kept here too so that no caller of the engine
    // can widen row-level security: params bind only QUERY variables of a plain value type.
    if (v.type !== 'QUERY' || !['STRING', 'NUMERIC', 'DATE'].includes(v.valueType)) {
      throw new QueryError('INVALID_VARIABLE_VALUE', `Variable ${v.name} cannot be set by a request`, {
        name: v.name,
      });
    }
    return { ...v, values: given };
  });
}

/** Line ends in a chunk of CSV: the rows read, for the metrics (a value's own line breaks aside). */
function lineCount(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}
