import type { Logger } from '@tessera/core';
import type { WorkerEnv } from './env';
import { startExternalWorker } from './external';

/** A started worker: stop() ends its jobs, closes Chromium, Redis and the database. */
export interface RunningWorker {
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Ends the wait (a SIGTERM while PostgreSQL is still down): resolves with null. */
  signal?: AbortSignal;
  /** First wait after a refused connection; doubled at each attempt up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** The start itself (tests pass a wrapped one); `startExternalWorker` by default. */
  start?: (env: WorkerEnv, logger: Logger) => Promise<RunningWorker>;
}

/**
 * Codes of a database that is not there (yet): refused, unreachable, timed out, cut, or PostgreSQL
 * starting up or shutting down (SQLSTATE 57P0x, class 08). Any other error stops the start.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
]);

/** The connection failure in an error or its causes (drizzle wraps the driver's error), or null. */
export function connectionFailure(e: unknown): string | null {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) {
      const message = cur instanceof Error ? cur.message : String(cur);
      return message.includes(code) ? message : `${code}: ${message}`;
    }
    const errors = (cur as { errors?: unknown }).errors;
    // Node's happy-eyeballs connect gives an AggregateError whose parts carry the code.
    if (Array.isArray(errors) && errors.length > 0) {
      const inner = connectionFailure(errors[0]);
      if (inner) return inner;
    }
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

/** host:port/database of the metadata URL, without its password, for the log. */
export function databaseLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Starts the external worker, waiting for PostgreSQL when it is not reachable yet (a worker started
 * before its database, or while it restarts): each refused attempt logs one warning naming the database,
 * the reason and the next wait (1 s doubling up to 30 s); the first success after a wait says so.
 * Errors that are not about the connection (a wrong secret, a failed migration) are thrown at once.
 */
export async function startWhenDatabaseReady(
  env: WorkerEnv,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningWorker | null> {
  const start = options.start ?? startExternalWorker;
  const first = options.firstDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const database = databaseLabel(env.DATABASE_URL);
  let delay = first;
  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) return null;
    try {
      const worker = await start(env, logger);
      if (attempt > 1)
        logger.info({ database, attempts: attempt }, 'PostgreSQL is reachable: worker starting');
      if (options.signal?.aborted) {
        await worker.stop();
        return null;
      }
      return worker;
    } catch (e) {
      const reason = connectionFailure(e);
      if (!reason) throw e;
      logger.warn(
        { database, reason, attempt, retryInMs: delay },
        `PostgreSQL is not reachable (${reason}): the worker waits and tries again in ${Math.round(delay / 100) / 10} s`,
      );
      await sleep(delay, options.signal);
      delay = Math.min(max, delay * 2);
    }
  }
}
