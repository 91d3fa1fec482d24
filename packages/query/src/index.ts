// Public API of @tessera/query (what the server calls).
export { QueryError, isQueryError, queryErrorCodes } from './errors';
export type { QueryErrorCode, QueryErrorParams, QueryWarning, QueryWarningCode } from './errors';
export type { QueryResult, ResultColumn } from './types';
// The browser-safe shapes (also `@tessera/query/contract`).
export * from './contract';

export { createQueryEngine, applyParams } from './engine/query-engine';
export { noQueryMetrics } from './engine/query-metrics';
export type { QueryMetrics, QuerySourceLabels } from './engine/query-metrics';
export { createRedisLink } from './cache/redis-link';
export type { RedisLink, RedisLinkOptions, RedisState } from './cache/redis-link';
export type {
  ExecuteQueryInput,
  ExecuteResult,
  CopiedCsv,
  StreamOptions,
  ExecuteTestInput,
  QueryEngine,
  QueryEngineOptions,
} from './engine/query-engine';
export { executeTestSizes, queryLimitsSchema } from './engine/engine.schemas';
export type { QueryLimits } from './engine/engine.schemas';

export { buildQuery, isEmptyRequest, DEFAULT_PAGE_SIZE } from './dsl/build-query';
export { parseExpression, type Expr } from './dsl/expression-parser';
export { supportedFunctions } from './dsl/expression-functions';
export {
  queryVariableSchema,
  variableTypeSchema,
  variableValueTypeSchema,
} from './variables/variable.schemas';
export type { QueryVariable } from './variables/variable.schemas';
export { renderVariables } from './variables/render-variables';
export { guardReadOnly } from './sql/read-only-guard';
export { loadSqlParser } from './sql/pg-guard';
export { scrubMessage } from './connectors/errors';
export { DEFAULT_POOL_SIZE, MAX_POOL_SIZE, poolSizeOf } from './connectors/pool-size';
export { prepareViewSql } from './sql/prepare-view';
export { renderParts } from './sql/parts';

export type {
  Connector,
  ExecuteOptions,
  PrivilegeWarning,
  PrivilegeWarningCode,
  RowBatch,
  CsvCopy,
  SchemaColumn,
} from './connectors/types';
export { createPostgresConnector } from './connectors/postgres/postgres-connector';
export { createMysqlConnector } from './connectors/mysql/mysql-connector';
export { createDuckDbConnector } from './connectors/duckdb/duckdb-connector';
export { parseJdbcConfig, jdbcConfigSchema, jdbcDbTypes } from './connectors/jdbc-config';
export { assertNotForbidden, parseForbiddenTarget } from './connectors/forbidden-targets';
export type { ForbiddenTarget } from './connectors/forbidden-targets';
export { safeFetch } from './connectors/http/safe-fetch';
export { isBlockedAddress } from './connectors/http/ssrf-guard';
export type { HttpGuardOptions } from './connectors/http/ssrf-guard';
export { loadFileSource } from './connectors/file/load-file-source';
export type { FileLimits } from './connectors/file/load-file-source';
export { createConnector, fileDatabasePath, sourceFileStem } from './sources/create-connector';
export type { ConnectorFactoryOptions } from './sources/create-connector';
export * from './sources/source.schemas';
export { providerTemplates, providerTemplate, providerList } from './sources/provider-templates';
export type { ProviderTemplate, ProviderAttribute } from './sources/provider-templates';
export { ensureDemoDatabase, generateDemoData, demoCounts } from './demo/generate-demo';

export type { QueryCache, CacheEntry } from './cache/query-cache';
export { cacheKey } from './cache/query-cache';
export { createLruQueryCache } from './cache/lru-cache';
export { createRedisQueryCache } from './cache/redis-cache';
export { SingleFlight } from './cache/single-flight';
export type { ConcurrencyControlMode, FlightOptions, FlightResult } from './cache/single-flight';
export { renderStructView } from './struct/struct-view';
export { toDateString, toNumeric } from './connectors/normalize';
