import { isQueryError, type QueryErrorCode } from '@tessera/query';
import { AppError, type ErrorCode } from '../errors';

const map: Record<QueryErrorCode, ErrorCode> = {
  SQL_FORBIDDEN: 'SQL_FORBIDDEN',
  SQL_INVALID: 'SQL_INVALID',
  SQL_EXECUTION_ERROR: 'SQL_EXECUTION_ERROR',
  SOURCE_UNREACHABLE: 'SOURCE_UNREACHABLE',
  SOURCE_CONFIG_INVALID: 'SOURCE_CONFIG_INVALID',
  SOURCE_FORBIDDEN: 'SOURCE_FORBIDDEN',
  QUERY_TIMEOUT: 'QUERY_TIMEOUT',
  QUERY_CANCELLED: 'QUERY_CANCELLED',
  UNKNOWN_COLUMN: 'UNKNOWN_COLUMN',
  INVALID_EXPRESSION: 'INVALID_EXPRESSION',
  INVALID_REQUEST: 'INVALID_QUERY',
  UNKNOWN_VARIABLE: 'UNKNOWN_VARIABLE',
  INVALID_VARIABLE_VALUE: 'INVALID_VARIABLE_VALUE',
  SSRF_BLOCKED: 'SSRF_BLOCKED',
  FILE_INVALID: 'FILE_INVALID',
  ROW_LIMIT: 'ROW_LIMIT',
  CACHE_LEADER_FAILED: 'CACHE_LEADER_FAILED',
};

/** What the guard refused, as it reads in the SQL (a function, table, keyword…), for messages in any language. */
const refusedPart = (params: Record<string, unknown>): string =>
  String(
    params.function ?? params.table ?? params.schema ?? params.keyword ?? params.start ?? params.token ?? '',
  );

/**
 * The engine's typed errors as AppErrors; the engine's message (often the database's) becomes `detail`.
 * A refused statement also names the refused `part`, so the Chinese message carries no English prose.
 */
export function fromQueryError(e: unknown): unknown {
  if (!isQueryError(e)) return e;
  const params: Record<string, string> = { detail: e.message.slice(0, 1000) };
  if (e.code === 'SQL_FORBIDDEN') params.part = refusedPart(e.params ?? {}).slice(0, 200);
  return new AppError(map[e.code], params, { cause: e });
}

export async function withQueryErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw fromQueryError(e);
  }
}
