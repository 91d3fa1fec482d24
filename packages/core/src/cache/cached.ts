import type { Ctx } from '../context';
import { metadataCache, orgVersion, type OrgEntry } from './metadata-cache';
import { readOrgVersion } from './org-version';

/** The organisation's cache entry for this request, or null when the request has no version for it. */
export async function orgEntry(ctx: Ctx, orgId: string): Promise<OrgEntry | null> {
  const version = orgVersion(ctx, orgId);
  if (version === undefined) return null;
  return metadataCache(ctx.deps.db).entry(orgId, version, readOrgVersion);
}

/**
 * `load()` memoised in the organisation's entry under `key`; without a version for the organisation
 * (anonymous calls, organisations the actor is not in, tests building their own context) it just loads.
 */
export async function cached<T>(ctx: Ctx, orgId: string, key: string, load: () => Promise<T>): Promise<T> {
  const entry = await orgEntry(ctx, orgId);
  if (!entry) return load();
  let p = entry.memo.get(key) as Promise<T> | undefined;
  if (!p) {
    // Resolved once here: drizzle's query builders are thenables that run again on every `then`.
    p = Promise.resolve(load());
    entry.memo.set(key, p);
    p.catch(() => {
      if (entry.memo.get(key) === p) entry.memo.delete(key);
    });
  }
  return p;
}

/**
 * Stores `value`, read from the database after `readStartedAt` (a `tick()`), under `key` when the
 * organisation's entry was loaded before that read began (so the value is at least as new as it).
 */
export async function seed(
  ctx: Ctx,
  orgId: string,
  key: string,
  value: unknown,
  readStartedAt: number,
): Promise<void> {
  const entry = await orgEntry(ctx, orgId);
  if (entry && entry.readyAt < readStartedAt && !entry.memo.has(key))
    entry.memo.set(key, Promise.resolve(value));
}
