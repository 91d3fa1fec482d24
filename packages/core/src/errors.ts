import type { ErrorKey } from '@tessera/i18n';

export type ErrorCode = ErrorKey;

type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR';

/** Every code maps to an HTTP status and a tRPC code; a code missing here fails the type check. */
export const errorTable: Record<ErrorCode, { status: number; trpc: TrpcCode }> = {
  INVALID_INPUT: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED' },
  INVALID_CREDENTIALS: { status: 400, trpc: 'BAD_REQUEST' },
  USER_INACTIVE: { status: 403, trpc: 'FORBIDDEN' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  NAME_EXISTS: { status: 409, trpc: 'CONFLICT' },
  USERNAME_EXISTS: { status: 409, trpc: 'CONFLICT' },
  EMAIL_EXISTS: { status: 409, trpc: 'CONFLICT' },
  ALREADY_INITIALIZED: { status: 409, trpc: 'CONFLICT' },
  NOT_INITIALIZED: { status: 409, trpc: 'CONFLICT' },
  REGISTER_DISABLED: { status: 403, trpc: 'FORBIDDEN' },
  TOKEN_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  CODE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  WRONG_PASSWORD: { status: 400, trpc: 'BAD_REQUEST' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  MAIL_FAILED: { status: 502, trpc: 'BAD_GATEWAY' },
  OAUTH_FAILED: { status: 400, trpc: 'BAD_REQUEST' },
  OAUTH_PROVIDER_UNKNOWN: { status: 404, trpc: 'NOT_FOUND' },
  FILE_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  FILE_TYPE: { status: 400, trpc: 'BAD_REQUEST' },
  TEAM_MODE_ONLY: { status: 403, trpc: 'FORBIDDEN' },
  PLATFORM_MODE_ONLY: { status: 403, trpc: 'FORBIDDEN' },
  LAST_OWNER: { status: 409, trpc: 'CONFLICT' },
  CANNOT_REMOVE_SELF: { status: 403, trpc: 'FORBIDDEN' },
  CONFIRM_NAME_MISMATCH: { status: 400, trpc: 'BAD_REQUEST' },
  CROSS_ORG: { status: 403, trpc: 'FORBIDDEN' },
  HAS_CHILDREN: { status: 409, trpc: 'CONFLICT' },
  IN_USE: { status: 409, trpc: 'CONFLICT' },
  SQL_FORBIDDEN: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SQL_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SQL_EXECUTION_ERROR: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SOURCE_UNREACHABLE: { status: 502, trpc: 'BAD_GATEWAY' },
  SOURCE_CONFIG_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SOURCE_FORBIDDEN: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  QUERY_TIMEOUT: { status: 504, trpc: 'GATEWAY_TIMEOUT' },
  QUERY_CANCELLED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  UNKNOWN_COLUMN: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_EXPRESSION: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_QUERY: { status: 400, trpc: 'BAD_REQUEST' },
  UNKNOWN_VARIABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_VARIABLE_VALUE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SSRF_BLOCKED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  FILE_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  ROW_LIMIT: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  CACHE_LEADER_FAILED: { status: 503, trpc: 'INTERNAL_SERVER_ERROR' },
  CHART_CONFIG_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  CHART_VERSION_UNSUPPORTED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  VIEW_UNAVAILABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
};

/** A field-level problem: `message` is a key of the `validation` namespace, `params` its values. */
export interface FieldIssue {
  path: string;
  message: string;
  params?: Record<string, string | number>;
}

export type ErrorParams = Record<string, string | number>;

/** The one error type services throw. Transports translate it to statuses and localised messages. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly fields: FieldIssue[];

  constructor(code: ErrorCode, params: ErrorParams = {}, options: { fields?: FieldIssue[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.fields = options.fields ?? [];
  }

  get status(): number {
    return errorTable[this.code].status;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
