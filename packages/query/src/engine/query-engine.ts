import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { cacheKey, type QueryCache } from '../cache/query-cache';
import { createLruQueryCache } from '../cache/lru-cache';
import { createRedisQueryCache } from '../cache/redis-cache';
import { SingleFlight } from '../cache/single-flight';
import type { Connector, PrivilegeWarning, SchemaColumn } from '../connectors/types';
import { buildQuery, isEmptyRequest, paging } from '../dsl/build-query';
import { queryRequestSchema, type QueryRequest } from '../dsl/request.schemas';
import { QueryError, type QueryWarning } from '../errors';
import { renderParts } from '../sql/parts';
import { loadSqlParser } from '../sql/pg-guard';
import { prepareViewSql, type PreparedView } from '../sql/prepare-view';
import { createConnector, dialectOf, type ConnectorFactoryOptions } from '../sources/create-connector';
import type { SourceDescriptor } from '../sources/source.schemas';
import type { Dataframe, Dialect } from '../types';
import type { QueryVariable } from '../variables/variable.schemas';
import { ConnectorPool } from './connector-pool';
import { emptyDataframe, modelColumns, newDataframeId, toDataframe } from './dataframe';
import type { QueryLimits, ViewConfig, ViewModel } from './engine.schemas';

export interface QueryEngineOptions extends ConnectorFactoryOptions {
  /** Shared cache; default: Redis when `redisUrl` is set, else an in-process LRU. */
  cache?: QueryCache;
  redisUrl?: string;
  /** Close a source's connections after this long unused (default 5 min). */
  idleCloseMs?: number;
  defaultLimits?: QueryLimits;
  /** Test and bench hook: wrap or replace connector creation. */
  connectorFactory?: (source: SourceDescriptor, options: ConnectorFactoryOptions) => Promise<Connector>;
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

export interface QueryEngine {
  executeQuery(input: ExecuteQueryInput): Promise<ExecuteResult>;
  executeTest(input: ExecuteTestInput): Promise<ExecuteResult>;
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
  close(): Promise<void>;
}

const DEFAULT_LIMITS: QueryLimits = { timeoutMs: 30_000, maxRows: 100_000 };

export function createQueryEngine(options: QueryEngineOptions): QueryEngine {
  const cache =
    options.cache ?? (options.redisUrl ? createRedisQueryCache(options.redisUrl) : createLruQueryCache());
  const flights = new SingleFlight(cache);
  const factory = options.connectorFactory ?? createConnector;
  const pool = new ConnectorPool((s) => factory(s, options), options.idleCloseMs ?? 300_000);
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

  async function executeQuery(input: ExecuteQueryInput): Promise<ExecuteResult> {
    const parsed = queryRequestSchema.safeParse(input.request);
    if (!parsed.success) throw new QueryError('INVALID_REQUEST', z.prettifyError(parsed.error));
    const request = parsed.data;
    const limits = limitsOf(input.limits);
    if (isEmptyRequest(request)) {
      const { pageNo, pageSize } = paging(request, limits.maxRows);
      return { dataframe: emptyDataframe(pageNo, pageSize), script: null, warnings: [], served: 'executed' };
    }
    const dialect = dialectOf(input.source);
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
            c.execute(main.sql, main.params, options),
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
    const warnings = [...view.warnings];
    return {
      dataframe: { id: newDataframeId(), ...flight.value },
      script: input.includeScript ? main.sql : null,
      warnings,
      served: flight.source,
    };
  }

  async function executeTest(input: ExecuteTestInput): Promise<ExecuteResult> {
    const limits = limitsOf(input.limits);
    const size = Math.max(1, Math.min(Math.trunc(input.size ?? 1000), limits.maxRows));
    const dialect = dialectOf(input.source);
    await loadSqlParser();
    const view = prepare(input.sql, input.variables ?? [], dialect);
    const rendered = renderParts(view.parts, dialect);
    const result = await pool.use(input.source, (c) =>
      c.execute(rendered.sql, rendered.params, {
        timeoutMs: limits.timeoutMs,
        maxRows: size,
        signal: input.signal,
      }),
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
    executeTest,
    testConnection: (s) => pool.use(s, (c) => c.testConnection()),
    inspectPrivileges: (s) => pool.use(s, async (c) => (c.inspectPrivileges ? c.inspectPrivileges() : [])),
    listDatabases: (s) => pool.use(s, (c) => c.listDatabases()),
    listTables: (s, db) => pool.use(s, (c) => c.listTables(db)),
    listColumns: (s, db, t) => pool.use(s, (c) => c.listColumns(db, t)),
    evictSource: (id) => pool.evict(id),
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
