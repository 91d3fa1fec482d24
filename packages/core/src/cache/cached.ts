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
    p = load();
    entry.memo.set(key, p);
    p.catch(() => {
      if (entry.memo.get(key) === p) entry.memo.delete(key);
    });
  }
  return p;
}
