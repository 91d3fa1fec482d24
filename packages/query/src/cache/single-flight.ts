import { QueryError } from '../errors';
import type { QueryCache } from './query-cache';

export type ConcurrencyControlMode = 'DIRTYREAD' | 'FASTFAILOVER';

export interface FlightOptions {
  /** Seconds a result stays fresh; 0 = do not cache, only share in-flight executions. */
  ttlSeconds: number;
  mode?: ConcurrencyControlMode;
  /** How long a cross-process lock is held at most (the query timeout plus a margin). */
  lockMs?: number;
}

export interface FlightResult<T> {
  value: T;
  /** 'cache' = served from the cache, 'shared' = joined another caller's execution, 'executed' = ran it. */
  source: 'cache' | 'shared' | 'executed';
  stale: boolean;
}

const POLL_MS = 25;

/**
 * Identical queries share one execution: in-process through a promise map, across processes
 * through the cache's lock. DIRTYREAD serves a stale entry while one refresh runs; FASTFAILOVER
 * makes followers fail at once when the leader fails (otherwise they try again themselves).
 */
export class SingleFlight {
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly cache: QueryCache) {}

  async run<T>(key: string, options: FlightOptions, fn: () => Promise<T>): Promise<FlightResult<T>> {
    const caching = options.ttlSeconds > 0;
    if (caching) {
      const entry = await this.cache.get<T>(key);
      if (entry && entry.freshUntil > Date.now())
        return { value: entry.value, source: 'cache', stale: false };
      if (entry && options.mode === 'DIRTYREAD') {
        if (!this.inflight.has(key)) void this.lead(key, options, fn).catch(() => {});
        return { value: entry.value, source: 'cache', stale: true };
      }
    }
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return this.follow(key, running, options, fn);
    return this.lead(key, options, fn);
  }

  private async follow<T>(
    key: string,
    running: Promise<T>,
    options: FlightOptions,
    fn: () => Promise<T>,
  ): Promise<FlightResult<T>> {
    try {
      return { value: await running, source: 'shared', stale: false };
    } catch (e) {
      if (options.mode === 'FASTFAILOVER') throw leaderFailed(e);
      // Without fast failover a follower tries once more on its own (joining a new leader if any).
      const again = this.inflight.get(key) as Promise<T> | undefined;
      if (again && again !== running) return { value: await again, source: 'shared', stale: false };
      return this.lead(key, options, fn);
    }
  }

  private lead<T>(key: string, options: FlightOptions, fn: () => Promise<T>): Promise<FlightResult<T>> {
    const promise = this.execute(key, options, fn);
    const shared = promise.then((r) => r.value);
    shared.catch(() => {});
    this.inflight.set(key, shared);
    const cleanup = () => {
      if (this.inflight.get(key) === shared) this.inflight.delete(key);
    };
    promise.then(cleanup, cleanup);
    return promise;
  }

  private async execute<T>(
    key: string,
    options: FlightOptions,
    fn: () => Promise<T>,
  ): Promise<FlightResult<T>> {
    if (!this.cache.distributed || options.ttlSeconds <= 0) return this.runAndStore(key, options, fn);
    const lockMs = options.lockMs ?? 60_000;
    for (;;) {
      const token = await this.cache.tryLock(key, lockMs);
      if (token) {
        try {
          // Another process may have stored the result between this caller's lookup and its lock
          // (it ran and unlocked in that gap): look again before running the query a second time.
          const stored = await this.cache.get<T>(key);
          if (stored && stored.freshUntil > Date.now())
            return { value: stored.value, source: 'shared', stale: false };
          return await this.runAndStore(key, options, fn);
        } finally {
          await this.cache.unlock(key, token).catch(() => {});
        }
      }
      // Another process leads: wait for its result or for its lock to go away.
      const deadline = Date.now() + lockMs;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        const entry = await this.cache.get<T>(key);
        if (entry && entry.freshUntil > Date.now())
          return { value: entry.value, source: 'shared', stale: false };
        if (!(await this.cache.isLocked(key))) break;
      }
      const entry = await this.cache.get<T>(key);
      if (entry && entry.freshUntil > Date.now())
        return { value: entry.value, source: 'shared', stale: false };
      if (options.mode === 'FASTFAILOVER') throw leaderFailed(undefined);
    }
  }

  private async runAndStore<T>(
    key: string,
    options: FlightOptions,
    fn: () => Promise<T>,
  ): Promise<FlightResult<T>> {
    const value = await fn();
    if (options.ttlSeconds > 0) {
      const freshUntil = Date.now() + options.ttlSeconds * 1000;
      // Kept beyond freshness so that DIRTYREAD has something to serve while refreshing.
      const keep = options.mode === 'DIRTYREAD' ? options.ttlSeconds * 2 + 60 : options.ttlSeconds;
      await this.cache.set(key, { value, freshUntil }, keep);
    }
    return { value, source: 'executed', stale: false };
  }
}

function leaderFailed(cause: unknown): QueryError {
  // Followers fail with the leader's own error (same code, same HTTP status), just sooner.
  if (cause instanceof QueryError) return cause;
  const reason = cause instanceof Error ? cause.message : 'the leading execution failed';
  return new QueryError(
    'CACHE_LEADER_FAILED',
    `An identical query failed: ${reason}`,
    {
      reason: cause instanceof QueryError ? cause.code : 'UNKNOWN',
    },
    { cause },
  );
}
