import { QueryError, type QueryErrorCode, type QueryErrorParams } from '../errors';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'PROTOCOL_CONNECTION_LOST',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  '28P01',
  '28000',
  '3D000',
  '57P03',
  '53300',
]);

/** Node's socket and DNS errors: their messages name the host and address. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EAI_AGAIN',
  'EPIPE',
]);

export function isUnreachable(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

const URL_RE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi;
/** Absolute Unix or Windows paths, starting after a space, quote, bracket, `=`, `:` or `,` (not `a/b`). */
const PATH_RE = /(^|[\s'"`([=:,])((?:[A-Za-z]:)?[\\/][^\s'"`,;)]+)/g;
const IPV4_RE = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g;
const MAX_MESSAGE = 2000;

/**
 * What a user may see of a server's message: file paths (DuckDB's data directory, uploaded files),
 * URLs and IP addresses are replaced; the raw error stays the QueryError's `cause` for the log.
 */
export function scrubMessage(message: string): string {
  return message
    .slice(0, MAX_MESSAGE)
    .replace(URL_RE, '<url>')
    .replace(PATH_RE, (_m, before: string) => `${before}<path>`)
    .replace(IPV4_RE, '<address>');
}

const rawMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The one place where a driver's error becomes a QueryError: the message is scrubbed, and the
 * network errors (which name hosts and addresses) get a fixed message carrying only their code.
 */
export function driverError(code: QueryErrorCode, e: unknown, params: QueryErrorParams = {}): QueryError {
  if (e instanceof QueryError) return e;
  const errno = (e as { code?: unknown }).code;
  const network = typeof errno === 'string' && NETWORK_CODES.has(errno);
  const message = network ? `The server could not be reached (${errno})` : scrubMessage(rawMessage(e));
  return new QueryError(code, message, network ? { ...params, reason: errno } : params, { cause: e });
}

/** Map a driver error onto the engine's codes, keeping the database's own message (scrubbed). */
export function mapDriverError(
  e: unknown,
  state: { timedOut: boolean; cancelled: boolean },
  timeoutMs: number,
): QueryError {
  if (e instanceof QueryError) return e;
  if (state.timedOut)
    return new QueryError('QUERY_TIMEOUT', `Query exceeded ${timeoutMs} ms`, { timeoutMs }, { cause: e });
  if (state.cancelled) return new QueryError('QUERY_CANCELLED', 'Query was cancelled', {}, { cause: e });
  if (isUnreachable(e)) return driverError('SOURCE_UNREACHABLE', e);
  return driverError('SQL_EXECUTION_ERROR', e);
}

/** Run `onExpire` after the timeout or on abort; returns a disposer and the flags it sets. */
export function watchdog(timeoutMs: number, signal: AbortSignal | undefined, onStop: () => void) {
  const state = { timedOut: false, cancelled: false };
  if (signal?.aborted) {
    state.cancelled = true;
    throw new QueryError('QUERY_CANCELLED', 'Query was cancelled');
  }
  const timer = setTimeout(() => {
    state.timedOut = true;
    onStop();
  }, timeoutMs);
  const onAbort = () => {
    state.cancelled = true;
    onStop();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const dispose = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { state, dispose };
}
