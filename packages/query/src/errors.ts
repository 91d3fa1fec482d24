/**
 * Typed errors of the query engine. Each carries a stable `code` and `params` so the server can map
 * it onto its own AppError (and HTTP status) without parsing messages.
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

/** Suggested HTTP status per code; the server owns the final mapping. */
export const queryErrorHttpStatus: Record<QueryErrorCode, number> = {
  SQL_FORBIDDEN: 422,
  SQL_INVALID: 422,
  SQL_EXECUTION_ERROR: 422,
  SOURCE_UNREACHABLE: 502,
  SOURCE_CONFIG_INVALID: 400,
  SOURCE_FORBIDDEN: 422,
  QUERY_TIMEOUT: 504,
  QUERY_CANCELLED: 499,
  UNKNOWN_COLUMN: 422,
  INVALID_EXPRESSION: 422,
  INVALID_REQUEST: 400,
  UNKNOWN_VARIABLE: 422,
  INVALID_VARIABLE_VALUE: 422,
  SSRF_BLOCKED: 422,
  FILE_INVALID: 422,
  ROW_LIMIT: 422,
  CACHE_LEADER_FAILED: 503,
};

export type QueryErrorParams = Record<string, string | number | boolean | null>;

export class QueryError extends Error {
  readonly code: QueryErrorCode;
  readonly params: QueryErrorParams;

  constructor(code: QueryErrorCode, message: string, params: QueryErrorParams = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueryError';
    this.code = code;
    this.params = params;
  }

  get httpStatus(): number {
    return queryErrorHttpStatus[this.code];
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
