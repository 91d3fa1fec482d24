import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CacheEntry, QueryCache } from './query-cache';

export interface LruQueryCacheOptions {
  maxEntries?: number;
  /** Approximate memory bound, measured on the JSON size of values. */
  maxBytes?: number;
}

/** The embedded default: an in-process LRU with per-entry expiry. */
export function createLruQueryCache(options: LruQueryCacheOptions = {}): QueryCache {
  const cache = new LRUCache<string, CacheEntry<unknown>>({
    max: options.maxEntries ?? 1000,
    maxSize: options.maxBytes ?? 256 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, estimateSize(entry.value)),
    ttlAutopurge: false,
  });
  const locks = new Map<string, { token: string; until: number }>();
  return {
    distributed: false,
    get: async <T>(key: string) => cache.get(key) as CacheEntry<T> | undefined,
    set: async (key, entry, ttlSeconds) => {
      cache.set(key, entry, { ttl: Math.max(1, ttlSeconds) * 1000 });
    },
    delete: async (key) => {
      cache.delete(key);
    },
    tryLock: async (key, ttlMs) => {
      const now = Date.now();
      const held = locks.get(key);
      if (held && held.until > now) return null;
      const token = randomUUID();
      locks.set(key, { token, until: now + ttlMs });
      return token;
    },
    unlock: async (key, token) => {
      if (locks.get(key)?.token === token) locks.delete(key);
    },
    isLocked: async (key) => (locks.get(key)?.until ?? 0) > Date.now(),
    close: async () => {
      cache.clear();
      locks.clear();
    },
  };
}

function estimateSize(value: unknown): number {
  const rows = (value as { rows?: unknown[] } | null)?.rows;
  // Walking every cell would cost more than the query; sample the first rows instead.
  if (Array.isArray(rows)) {
    const sample = rows.slice(0, 20);
    const per = sample.length ? JSON.stringify(sample).length / sample.length : 0;
    return Math.ceil(per * rows.length) + 256;
  }
  return JSON.stringify(value ?? null).length;
}
