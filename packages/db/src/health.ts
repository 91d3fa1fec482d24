import type { Sql } from 'postgres';

/** SQLSTATE classes and driver codes meaning "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (a fast shutdown, pg_terminate_backend)
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
 * True when a driver error (possibly wrapped by drizzle) says the database connection is down, not that
 * the statement was wrong.
 */
export function isConnectionError(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** The error of a statement refused at once because the database did not answer the last attempt. */
export class DatabaseDownError extends Error {
  /** SQLSTATE connection_failure: every "database unavailable" check knows the class. */
  readonly code = '08006';
  constructor() {
    super('the metadata database did not answer the last attempt; not trying again yet');
    this.name = 'DatabaseDownError';
  }
}

export interface GuardOptions {
  /** While the database is down, one statement at most this often goes through to try it (200 ms). */
  probeEveryMs?: number;
}

/**
 * Fail fast while the database is down. postgres.js queues a statement until one of its connections
 * reconnects; under load, with PostgreSQL stopped, hundreds of statements queued behind reconnects and
 * were refused after a minute (the balancer answered 504 first). Guarded, the first connection failure
 * marks the database down; from then on a statement is refused at once (DatabaseDownError, SQLSTATE
 * 08006: 503 at the doors), except one probe at a time, every `probeEveryMs`, which goes through; the
 * first statement that succeeds marks it up again.
 */
export function guardClient(client: Sql, options: GuardOptions = {}): Sql {
  const every = options.probeEveryMs ?? 200;
  let down = false;
  let probing = false;
  let lastTry = 0;

  const settle = (ok: boolean, error?: unknown) => {
    if (ok) down = false;
    else if (isConnectionError(error)) down = true;
  };
  /** Null when the statement may go; else why not. */
  const refuse = (): { probe: boolean } | null => {
    if (!down) return { probe: false };
    const now = Date.now();
    if (probing || now - lastTry < every) return null;
    probing = true;
    lastTry = now;
    return { probe: true };
  };
  const done = (probe: boolean) => {
    if (probe) probing = false;
  };

  /** A postgres.js pending query whose outcome is recorded when it is awaited. */
  const observe = (query: object, probe: boolean): object => {
    const proxy: object = new Proxy(query, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'then')
          return (onOk?: (v: unknown) => unknown, onFail?: (e: unknown) => unknown) =>
            (target as PromiseLike<unknown>).then(
              (v) => {
                settle(true);
                done(probe);
                return onOk ? onOk(v) : v;
              },
              (e: unknown) => {
                settle(false, e);
                done(probe);
                if (onFail) return onFail(e);
                throw e;
              },
            );
        if (typeof value !== 'function') return value;
        // `.values()`, `.raw()`, `.execute()`… answer the query itself: keep answering the observer.
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return out === target ? proxy : out;
        };
      },
    });
    return proxy;
  };

  const refused = () => {
    const e = new DatabaseDownError();
    // A rejected pending query that also answers `.values()` as drizzle calls it.
    const p = Promise.reject(e);
    p.catch(() => undefined);
    return Object.assign(p, { values: () => p, raw: () => p });
  };

  const guarded = new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'unsafe')
        return (...args: unknown[]) => {
          const go = refuse();
          if (!go) return refused();
          return observe((value as (...a: unknown[]) => object).apply(target, args), go.probe);
        };
      if (prop === 'begin')
        return async (...args: unknown[]) => {
          const go = refuse();
          if (!go) throw new DatabaseDownError();
          try {
            const out = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            settle(true);
            return out;
          } catch (e) {
            settle(false, e);
            throw e;
          } finally {
            done(go.probe);
          }
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return guarded;
}

/**
 * postgres.js asks each new connection for the array types from inside its socket handler and never
 * catches that query (connection.js `fetchArrayTypes`): when the connection closes during it, as it does
 * while PostgreSQL stops or restarts, the rejection is unhandled and Node ends the process (seen: a
 * server replica died during a restart under load). Such a rejection, a connection error and nothing
 * else, is passed to `warn`; any other unhandled rejection still ends the process, as Node's default.
 */
export function surviveDriverConnectionRejections(warn: (reason: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isConnectionError(reason)) return warn(reason);
    throw reason;
  });
}
