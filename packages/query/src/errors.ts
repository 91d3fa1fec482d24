/**
 * Typed errors of the query engine. Each carries a stable `code` and `params` so the server can map
 * it onto its own AppError without parsing messages; the HTTP status belongs to that AppError (core
 * owns the only status table).
 */
export const queryErrorCodes = [
  'SQL_FORBIDDEN',
  'SQL_INVALID',
  'SQL_EXECUTION_ERROR',
  'SOURCE_UNREACHABLE',
  'SOURCE_CONFIG_INVALID',
  'SOURCE_FORBIDDEN',
  'QUERY_TIMEOUT',
  'QUERY_CANCELLED',
  'UNKNOWN_COLUMN',
  'INVALID_EXPRESSION',
  'INVALID_REQUEST',
  'UNKNOWN_VARIABLE',
  'INVALID_VARIABLE_VALUE',
  'SSRF_BLOCKED',
  'FILE_INVALID',
  'ROW_LIMIT',
  'CACHE_LEADER_FAILED',
] as const;

export type QueryErrorCode = (typeof queryErrorCodes)[number];

export type QueryErrorParams = Record<string, string | number | boolean | null>;

export class QueryError extends Error {
  readonly code: QueryErrorCode;
  readonly params: QueryErrorParams;

  constructor(
    code: QueryErrorCode,
    message: string,
    params: QueryErrorParams = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'QueryError';
    this.code = code;
    this.params = params;
  }
}

export function isQueryError(e: unknown, code?: QueryErrorCode): e is QueryError {
  return e instanceof QueryError && (code === undefined || e.code === code);
}

/** Warnings do not stop a query; the UI shows them (e.g. "SQL parsing failed"). */
export type QueryWarningCode = 'SQL_PARSE_FAILED' | 'ROW_LIMIT';
export interface QueryWarning {
  code: QueryWarningCode;
  message: string;
}
