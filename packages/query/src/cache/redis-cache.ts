import { randomUUID } from 'node:crypto';
import { createLruQueryCache } from './lru-cache';
import type { CacheEntry, QueryCache } from './query-cache';
import { createRedisLink, type RedisLink } from './redis-link';

const UNLOCK_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Shared cache for several server replicas; locks are `SET NX PX` so one process runs a query.
 * While Redis is unreachable (see RedisLink) every call is served by an in-process LRU instead, and
 * `distributed` turns false so single flight stays in-process; once Redis answers, the shared cache
 * is used again (entries cached locally meanwhile are simply left to expire).
 */
export function createRedisQueryCache(
  target: string | RedisLink,
  options: { prefix?: string } = {},
): QueryCache {
  const link = typeof target === 'string' ? createRedisLink(target) : target;
  const owned = typeof target === 'string';
  const local = createLruQueryCache();
  const prefix = options.prefix ?? 'tessera:';
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    get distributed() {
      return link.state() === 'ok';
    },
    get: <T>(key: string) =>
      link.use(
        async (r) => {
          const raw = await r.get(prefix + key);
          return raw ? (JSON.parse(raw) as CacheEntry<T>) : undefined;
        },
        () => local.get<T>(key),
      ),
    set: (key, entry, ttlSeconds) =>
      link.use(
        async (r) => {
          await r.set(prefix + key, JSON.stringify(entry), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
        },
        () => local.set(key, entry, ttlSeconds),
      ),
    delete: (key) =>
      link.use(
        async (r) => {
          await r.del(prefix + key);
        },
        () => local.delete(key),
      ),
    tryLock: (key, ttlMs) =>
      link.use(
        async (r) => {
          const token = randomUUID();
          const ok = await r.set(lockKey(key), token, 'PX', Math.max(1, Math.trunc(ttlMs)), 'NX');
          return ok === 'OK' ? token : null;
        },
        () => local.tryLock(key, ttlMs),
      ),
    unlock: (key, token) =>
      link.use(
        async (r) => {
          await r.eval(UNLOCK_SCRIPT, 1, lockKey(key), token);
        },
        () => local.unlock(key, token),
      ),
    isLocked: (key) =>
      link.use(
        async (r) => (await r.exists(lockKey(key))) === 1,
        () => local.isLocked(key),
      ),
    close: async () => {
      await local.close();
      if (owned) await link.close();
    },
  };
}
