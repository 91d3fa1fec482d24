import { isConnectionError } from '@tessera/db';

/**
 * True when a driver error (possibly wrapped by drizzle) says the database connection is down, not
 * that the statement was wrong: the request is answered 503 and the driver reconnects for the next one
 * (the codes live with the guard that refuses statements while the database is down, in @tessera/db).
 */
export const isDatabaseUnavailable = isConnectionError;

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
