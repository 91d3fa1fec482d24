import type { Db } from '@tessera/db';
import type { Ctx } from '../context';

/**
 * Per-organisation metadata held in memory (members, roles, grants, views, sources, variables…),
 * valid while the organisation's `cache_version` is unchanged. That version is bumped by database
 * triggers in the same transaction as every write to those tables (migration 0004), and every
 * authenticated request reads the current versions of the actor's organisations in its one session
 * query. So a change is seen by the very next request on every server instance, with no
 * notification channel and no TTL, and a cached request touches the metadata database once.
 */
export interface OrgEntry {
  orgId: string;
  /** The version this entry was loaded at (read before any of its data). */
  version: number;
  /** `tick()` right after the version was read: data read after this tick is at least that new. */
  readyAt: number;
  /** Loaders memoised for this version: keyed by what they load (`view:<id>`, `anc:VIEW:<id>`…). */
  memo: Map<string, Promise<unknown>>;
}

interface Slot {
  /** The highest request version this slot is known to satisfy. */
  atLeast: number;
  entry: Promise<OrgEntry>;
}

const MAX_ORGS = 500;
const MAX_INDEX = 200_000;

export class MetadataCache {
  private readonly slots = new Map<string, Slot>();
  private clock = 0;
  /** `<kind>:<id>` → organisation, to find a view's or source's entry before loading it (ids never move). */
  readonly orgOf = new Map<string, string>();

  constructor(private readonly db: Db) {}

  /** The organisation's entry at `version` or newer; loaded once, shared by concurrent requests. */
  entry(orgId: string, version: number, load: (db: Db, orgId: string) => Promise<number>): Promise<OrgEntry> {
    const slot = this.slots.get(orgId);
    if (slot && slot.atLeast >= version) {
      this.slots.delete(orgId);
      this.slots.set(orgId, slot); // most recently used last
      return slot.entry;
    }
    const entry = load(this.db, orgId).then((v) => ({
      orgId,
      version: v,
      readyAt: this.tick(),
      memo: new Map<string, Promise<unknown>>(),
    }));
    const fresh: Slot = { atLeast: version, entry };
    this.slots.delete(orgId);
    this.slots.set(orgId, fresh);
    entry.then(
      (e) => {
        if (this.slots.get(orgId) === fresh) fresh.atLeast = Math.max(fresh.atLeast, e.version);
      },
      () => {
        if (this.slots.get(orgId) === fresh) this.slots.delete(orgId);
      },
    );
    if (this.slots.size > MAX_ORGS) this.slots.delete(this.slots.keys().next().value!);
    return entry;
  }

  /** A logical clock ordering version reads before data reads (see `seed`). */
  tick(): number {
    return ++this.clock;
  }

  remember(kind: string, id: string, orgId: string): void {
    if (this.orgOf.size >= MAX_INDEX) this.orgOf.clear();
    this.orgOf.set(`${kind}:${id}`, orgId);
  }

  clear(): void {
    this.slots.clear();
    this.orgOf.clear();
  }
}

const caches = new WeakMap<Db, MetadataCache>();

/** One cache per metadata database (so each test database, and each server, has its own). */
export function metadataCache(db: Db): MetadataCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new MetadataCache(db)));
  return cache;
}

const requestVersions = new WeakMap<Ctx, ReadonlyMap<string, number>>();

/** Records the organisation versions read with the request's session (see `authenticate`). */
export function setOrgVersions(ctx: Ctx, versions: ReadonlyMap<string, number>): void {
  requestVersions.set(ctx, versions);
}

/**
 * Forget the versions of this request: after the request itself changed members, roles or grants,
 * its later checks read the database directly.
 */
export function dropOrgVersions(ctx: Ctx): void {
  requestVersions.delete(ctx);
}

/**
 * Called as a request starts writing the viz or storyboard trees (charts, boards, their folders): its
 * answer is read back after the write (a board's detail, an item's flags), which the versions read with
 * its session no longer describe. From then on the request reads the database directly.
 */
export function writesViz(ctx: Ctx): void {
  dropOrgVersions(ctx);
}

/** The version of `orgId` read with this request's session, if the actor belongs to it. */
export function orgVersion(ctx: Ctx, orgId: string): number | undefined {
  return requestVersions.get(ctx)?.get(orgId);
}
