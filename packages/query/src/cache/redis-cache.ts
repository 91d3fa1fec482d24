import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CacheEntry, QueryCache } from './query-cache';

const UNLOCK_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Shared cache for several server replicas; locks are `SET NX PX` so one process runs a query. */
export function createRedisQueryCache(url: string, options: { prefix?: string } = {}): QueryCache {
  // ioredis loads with the cache that uses it: a server without REDIS_URL never carries it.
  const connected: Promise<Redis> = import('ioredis').then(
    (m) => new m.Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }),
  );
  connected.catch(() => undefined); // a failure belongs to the calls that wait for it
  const prefix = options.prefix ?? 'tessera:';
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    distributed: true,
    get: async <T>(key: string) => {
      const raw = await (await connected).get(prefix + key);
      return raw ? (JSON.parse(raw) as CacheEntry<T>) : undefined;
    },
    set: async (key, entry, ttlSeconds) => {
      const client = await connected;
      await client.set(prefix + key, JSON.stringify(entry), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    delete: async (key) => {
      await (await connected).del(prefix + key);
    },
    tryLock: async (key, ttlMs) => {
      const token = randomUUID();
      const ok = await (await connected).set(lockKey(key), token, 'PX', Math.max(1, Math.trunc(ttlMs)), 'NX');
      return ok === 'OK' ? token : null;
    },
    unlock: async (key, token) => {
      await (await connected).eval(UNLOCK_SCRIPT, 1, lockKey(key), token);
    },
    isLocked: async (key) => (await (await connected).exists(lockKey(key))) === 1,
    close: async () => {
      const client = await connected;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
