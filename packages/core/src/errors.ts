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
  | 'SERVICE_UNAVAILABLE'
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
  DATABASE_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  QUERY_CANCELLED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  UNKNOWN_COLUMN: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_EXPRESSION: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_QUERY: { status: 400, trpc: 'BAD_REQUEST' },
  UNKNOWN_VARIABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  INVALID_VARIABLE_VALUE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  VARIABLE_VALUE_MISSING: { status: 400, trpc: 'BAD_REQUEST' },
  SSRF_BLOCKED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  FILE_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  ROW_LIMIT: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  CACHE_LEADER_FAILED: { status: 503, trpc: 'INTERNAL_SERVER_ERROR' },
  VARIABLE_NOT_SETTABLE: { status: 400, trpc: 'BAD_REQUEST' },
  UNKNOWN_PARAM: { status: 400, trpc: 'BAD_REQUEST' },
  SECRET_REENTER: { status: 400, trpc: 'BAD_REQUEST' },
  REQUEST_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  CHART_CONFIG_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  CHART_VERSION_UNSUPPORTED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  VIEW_UNAVAILABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  VIZ_DRAFT: { status: 403, trpc: 'FORBIDDEN' },
  CHART_UNAVAILABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  VERSION_CONFLICT: { status: 409, trpc: 'CONFLICT' },
  VERSION_REFS_MISSING: { status: 409, trpc: 'CONFLICT' },
  SHARE_EXPIRED: { status: 403, trpc: 'FORBIDDEN' },
  SHARE_CODE_INVALID: { status: 401, trpc: 'UNAUTHORIZED' },
  SHARE_LOGIN_REQUIRED: { status: 401, trpc: 'UNAUTHORIZED' },
  SHARE_TOKEN_INVALID: { status: 401, trpc: 'UNAUTHORIZED' },
  SHARE_SESSION_ENDED: { status: 401, trpc: 'UNAUTHORIZED' },
  SHARE_FIELD_NOT_SHARED: { status: 403, trpc: 'FORBIDDEN' },
  SHARE_FILTER_REQUIRED: { status: 403, trpc: 'FORBIDDEN' },
  SHARE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  EMBED_TOKEN_INVALID: { status: 401, trpc: 'UNAUTHORIZED' },
  EMBED_DISABLED: { status: 403, trpc: 'FORBIDDEN' },
  EMBED_FILTER_LOCKED: { status: 403, trpc: 'FORBIDDEN' },
  WIDGET_NAME_EXISTS: { status: 409, trpc: 'CONFLICT' },
  WIDGET_CHART_TWICE: { status: 409, trpc: 'CONFLICT' },
  EMBED_NOT_ALLOWED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  WIDGET_URL_NOT_ALLOWED: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  DOWNLOAD_TYPE_UNSUPPORTED: { status: 400, trpc: 'BAD_REQUEST' },
  DOWNLOAD_NOT_READY: { status: 409, trpc: 'CONFLICT' },
  DOWNLOAD_STORY_PAGE_NOT_IN_STORYBOARD: { status: 400, trpc: 'BAD_REQUEST' },
  DOWNLOAD_STORY_PAGE_PICTURE_ONLY: { status: 400, trpc: 'BAD_REQUEST' },
  RENDER_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  RENDER_BROWSER_MISSING: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  RENDER_BROWSER_CRASHED: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  RENDER_TIMEOUT: { status: 504, trpc: 'GATEWAY_TIMEOUT' },
  RENDER_PAGE_FAILED: { status: 502, trpc: 'BAD_GATEWAY' },
  SCHEDULE_CRON_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_RANGE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_ADDRESS_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_RECIPIENT_REQUIRED: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_SUBJECT_REQUIRED: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_CONTENT_EMPTY: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_ATTACHMENT_UNSUPPORTED: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_WEBHOOK_REQUIRED: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_WECHART_UNAVAILABLE: { status: 409, trpc: 'CONFLICT' },
  SCHEDULE_ACTIVE: { status: 409, trpc: 'CONFLICT' },
  SCHEDULE_ENDED: { status: 409, trpc: 'CONFLICT' },
  SCHEDULE_WEBHOOK_FAILED: { status: 502, trpc: 'BAD_GATEWAY' },
  SCHEDULE_ALERT_COLUMN_UNKNOWN: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_ALERT_THRESHOLD_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  SCHEDULE_ALERT_CONTENT: { status: 400, trpc: 'BAD_REQUEST' },
  TIME_ZONE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  GEOJSON_NOT_JSON: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  GEOJSON_NOT_COLLECTION: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  GEOJSON_EMPTY: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  GEOJSON_GEOMETRY: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  GEOJSON_NAME_MISSING: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  GEOJSON_COORDINATES: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PLUGIN_NOT_JAVASCRIPT: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PLUGIN_DEFINITION_MISSING: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PLUGIN_DEFINITION_INVALID: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  SOURCE_NEEDS_PASSWORD: { status: 409, trpc: 'CONFLICT' },
  TRANSFER_NOT_GZIP_JSON: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  TRANSFER_TOO_MANY_ENTRIES: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_FORMAT_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_VERSION_UNSUPPORTED: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_CHECKSUM_MISMATCH: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_FORBIDDEN_KEY: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_MISSING_REFERENCE: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_IMAGE_INVALID: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_WRONG_KIND: { status: 400, trpc: 'BAD_REQUEST' },
  TRANSFER_ID_OTHER_ORG: { status: 403, trpc: 'FORBIDDEN' },
  TRANSFER_ID_EXISTS: { status: 409, trpc: 'CONFLICT' },
  TEMPLATE_FIELDS_MISSING: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  DATART_UNREACHABLE: { status: 502, trpc: 'BAD_GATEWAY' },
  DATART_SCHEMA_UNSUPPORTED: { status: 400, trpc: 'BAD_REQUEST' },
  DATART_SCHEMA_INCOMPLETE: { status: 400, trpc: 'BAD_REQUEST' },
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

  constructor(
    code: ErrorCode,
    params: ErrorParams = {},
    options: { fields?: FieldIssue[]; cause?: unknown } = {},
  ) {
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

const STACK_FRAME = /^\s+at\s.*$/gm;
const FILE_URL = /file:\/\/[^\s"'`<>)]+/gi;
const WINDOWS_PATH = /\b[A-Za-z]:\\[^\s"'`<>|]+/g;
// An absolute POSIX path with at least two segments, after a start, space, quote, bracket, `=` or `:`
// (so `http://host/a` keeps its host and path: the segment before it is `//`).
const POSIX_PATH = /(^|[\s"'`([=:,])\/(?:[^\s/"'`<>)\]]+\/)+[^\s/"'`<>)\]]*/g;

/**
 * What a person may read of an internal message: server paths (data directories, uploaded files,
 * modules), `file:` URLs and stack frames are replaced, and the text is bounded. The original stays in
 * the server log with the request id (see the transports' error mapping).
 */
export function scrubDetail(text: string): string {
  return text
    .replace(STACK_FRAME, '')
    .replace(FILE_URL, '<path>')
    .replace(WINDOWS_PATH, '<path>')
    .replace(POSIX_PATH, (_m, before: string) => `${before}<path>`)
    .replace(/\n{2,}/g, '\n')
    .trim()
    .slice(0, 500);
}

/** The same error with every string parameter scrubbed; null when nothing had to change. */
export function scrubbedAppError(e: AppError): AppError | null {
  let changed = false;
  const params: ErrorParams = {};
  for (const [k, v] of Object.entries(e.params)) {
    const clean = typeof v === 'string' ? scrubDetail(v) : v;
    if (clean !== v) changed = true;
    params[k] = clean;
  }
  return changed ? new AppError(e.code, params, { fields: e.fields, cause: e }) : null;
}
