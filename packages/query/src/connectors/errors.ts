import { QueryError } from '../errors';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EAI_AGAIN',
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'PROTOCOL_CONNECTION_LOST',
  'ER_ACCESS_DENIED_ERROR', 'ER_BAD_DB_ERROR', 'ER_DBACCESS_DENIED_ERROR', '28P01', '28000', '3D000', '57P03', '53300',
]);

export function isUnreachable(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/** Map a driver error onto the engine's codes, keeping the database's own message. */
export function mapDriverError(e: unknown, state: { timedOut: boolean; cancelled: boolean }, timeoutMs: number): QueryError {
  if (e instanceof QueryError) return e;
  const message = e instanceof Error ? e.message : String(e);
  if (state.timedOut) return new QueryError('QUERY_TIMEOUT', `Query exceeded ${timeoutMs} ms`, { timeoutMs }, { cause: e });
  if (state.cancelled) return new QueryError('QUERY_CANCELLED', 'Query was cancelled', {}, { cause: e });
  if (isUnreachable(e)) return new QueryError('SOURCE_UNREACHABLE', message, {}, { cause: e });
  return new QueryError('SQL_EXECUTION_ERROR', message, {}, { cause: e });
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
