import { createHash } from 'node:crypto';

/** A cached result with the moment it stops being fresh (DIRTYREAD may still serve it later). */
export interface CacheEntry<T = unknown> {
  value: T;
  freshUntil: number;
}

/**
 * Result cache shared by the single-flight executor. The lock methods let several processes
 * elect one leader per key (Redis); in-process implementations may keep them trivial.
 */
export interface QueryCache {
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  set<T>(key: string, entry: CacheEntry<T>, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  tryLock(key: string, ttlMs: number): Promise<string | null>;
  unlock(key: string, token: string): Promise<void>;
  isLocked(key: string): Promise<boolean>;
  /** True when locks are visible to other processes (followers must poll). */
  readonly distributed: boolean;
  close(): Promise<void>;
}

export interface CacheKeyInput {
  sourceId: string;
  sql: string;
  params: unknown[];
  permissionFingerprint: string;
  /** Anything else that changes the answer (count query, page). */
  extra?: unknown;
}

/**
 * The key is derived from what runs and who asks — never from a client-supplied id — so two
 * actors with different row permissions can never share an entry.
 */
export function cacheKey(input: CacheKeyInput): string {
  const material = JSON.stringify(
    [input.sourceId, input.sql, input.params, input.permissionFingerprint, input.extra ?? null],
    (_k, v: unknown) => (typeof v === 'bigint' ? `${v.toString()}n` : v),
  );
  return `tq:${createHash('sha256').update(material).digest('hex')}`;
}
