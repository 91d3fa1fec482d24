/** SQLSTATE classes and driver codes meaning "the metadata database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * True when a driver error (possibly wrapped by drizzle) says the database connection is down, not
 * that the statement was wrong: the request is answered 503 and the driver reconnects for the next one.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** The unique constraint a driver error (postgres.js or PGlite, possibly wrapped by drizzle) violated. */
export function uniqueViolation(e: unknown): string | null {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const o = cur as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return String(o.constraint_name ?? o.constraint ?? '');
    cur = o.cause;
  }
  return null;
}
