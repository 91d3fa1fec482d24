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

/** The engine's typed errors as AppErrors; the engine's message (often the database's) becomes `detail`. */
export function fromQueryError(e: unknown): unknown {
  if (!isQueryError(e)) return e;
  return new AppError(map[e.code], { detail: e.message.slice(0, 1000) }, { cause: e });
}

export async function withQueryErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw fromQueryError(e);
  }
}
