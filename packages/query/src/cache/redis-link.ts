import type { Redis } from 'ioredis';

/** What `/readyz` reports for Redis: `ok` while it answers, `degraded` while in-process stand-ins serve. */
export type RedisState = 'ok' | 'degraded';

/** The part of a logger the link writes to (pino and core's Logger fit). */
export interface LinkLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface RedisLinkOptions {
  /** Longest wait for one command before Redis counts as unreachable. */
  commandTimeoutMs?: number;
  /** While degraded, how often Redis is asked whether it is back. */
  probeMs?: number;
  logger?: LinkLogger;
}

/**
 * One Redis connection per process, shared by the query cache, single flight, rate limits and the
 * session invalidation, that degrades instead of failing:
 * - a command that cannot reach Redis (refused, closed, timed out) resolves with the caller's
 *   in-process fallback, and the link turns `degraded` with ONE warning in the log;
 * - while degraded no command waits on Redis: every call takes its fallback at once, and a PING
 *   every `probeMs` finds out when Redis answers again; then the link is `ok` (one info line) and
 *   callers use Redis again;
 * - ioredis' own `error` events are consumed here, so a Redis outage does not flood the log.
 * Reply errors (a wrong command, a script error) are not outages: they are thrown to the caller.
 */
export interface RedisLink {
  readonly url: string;
  state(): RedisState;
  /** `fn` on Redis, or `fallback()` when Redis is unreachable now or while `fn` runs. */
  use<T>(fn: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /**
   * The client once its first connection attempt has settled, for libraries that take one (they must
   * handle its failures themselves).
   */
  client(): Promise<Redis>;
  /** Called on every change of state; returns the unsubscribe function. */
  onChange(listener: (state: RedisState) => void): () => void;
  close(): Promise<void>;
}

const silent: LinkLogger = { info: () => {}, warn: () => {} };

export function createRedisLink(url: string, options: RedisLinkOptions = {}): RedisLink {
  const logger = options.logger ?? silent;
  const probeMs = options.probeMs ?? 1000;
  const listeners = new Set<(s: RedisState) => void>();
  let state: RedisState = 'ok';
  let probe: ReturnType<typeof setInterval> | null = null;
  let closed = false;
  let lastError = '';

  // ioredis loads with the link: a server without REDIS_URL never carries it.
  const loaded: Promise<{ redis: Redis; ReplyError: new (...a: never[]) => Error }> = import('ioredis').then(
    (m) => {
      const redis = new m.Redis(url, {
        // Fail a command at once when the connection is down instead of queueing it: the caller falls back.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: options.commandTimeoutMs ?? 1000,
        connectTimeout: 2000,
        retryStrategy: (times) => Math.min(100 * times, 1000),
        enableAutoPipelining: true,
      });
      redis.on('error', (e: Error) => {
        lastError = e.message;
        if (redis.status !== 'ready') degrade(e);
      });
      // A lost connection is an outage at once (whoever uses the client, this link or a library).
      redis.on('close', () => degrade(new Error(lastError || 'connection closed')));
      redis.on('ready', () => {
        if (state === 'degraded') void check();
      });
      return { redis, ReplyError: m.ReplyError as never };
    },
  );
  // Commands sent before the first connection is ready would fail: wait for it (or its first failure).
  const settled: Promise<void> = loaded.then(
    ({ redis }) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const done = () => {
          redis.off('ready', done);
          redis.off('error', done);
          redis.off('end', done);
          resolve();
        };
        redis.once('ready', done);
        redis.once('error', done);
        redis.once('end', done);
      }),
  );
  settled.catch(() => undefined);

  const set = (next: RedisState) => {
    if (state === next) return;
    state = next;
    for (const l of listeners) l(next);
  };

  function degrade(e: unknown) {
    if (closed || state === 'degraded') return;
    const reason = e instanceof Error ? e.message : String(e);
    logger.warn(
      { redis: redactUrl(url), reason },
      'Redis is unreachable: using the in-process cache, single flight and rate limits until it answers again',
    );
    set('degraded');
    probe ??= setInterval(() => void check(), probeMs);
    probe.unref?.();
  }

  let checking = false;
  async function check() {
    if (checking || closed) return;
    checking = true;
    try {
      const { redis } = await loaded;
      if (redis.status !== 'ready') return;
      await redis.ping();
      if (probe) clearInterval(probe);
      probe = null;
      if (state === 'degraded') logger.info({ redis: redactUrl(url) }, 'Redis answers again: using it');
      set('ok');
    } catch {
      // still down: the next probe tries again
    } finally {
      checking = false;
    }
  }

  return {
    url,
    state: () => state,
    async use(fn, fallback) {
      if (state === 'degraded' || closed) return fallback();
      const { redis, ReplyError } = await loaded;
      await settled;
      if (redis.status !== 'ready') {
        degrade(new Error(lastError || `connection ${redis.status}`));
        return fallback();
      }
      try {
        return await fn(redis);
      } catch (e) {
        if (e instanceof ReplyError) throw e;
        degrade(e);
        return fallback();
      }
    },
    async client() {
      const { redis } = await loaded;
      await settled;
      return redis;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (probe) clearInterval(probe);
      const { redis } = await loaded;
      // A stop right after the start waits for the first connection to settle (ready, or its first
      // failure), so a link that was still reading its ready check still ends with a QUIT.
      await settled;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** The URL without its password, for log lines. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis';
  }
}
