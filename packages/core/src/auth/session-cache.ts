import type { Db } from '@tessera/db';
import type { ServiceDeps } from '../context';
import { validateSessionToken, type ValidSession } from './session';

/**
 * Validated sessions held in memory, so that a request of a known token (its user, and the cache
 * versions of the user's organisations, which in turn validate the permission and metadata snapshots)
 * touches the metadata database zero times.
 *
 * Staleness is bounded by design, not by luck:
 * - `epoch` is bumped after every request that may have written to the metadata database (see
 *   `markMetadataWritten`, called by the API's context middleware once such a request has finished
 *   and before its answer leaves). An entry remembers the epoch read *before* its database lookup and
 *   is used only while the epoch is unchanged, so the very next request after a permission change,
 *   a sign-out or a revocation on this server reads the database again.
 * - `ttlMs` bounds what this process cannot see: writes made by another server instance sharing the
 *   metadata PostgreSQL, or by hand. 0 turns the cache off.
 * - an entry past half of its lifetime goes back to the database, which extends the session.
 */
interface Entry {
  session: ValidSession;
  epoch: number;
  /** performance.now() when the database confirmed it. */
  at: number;
}

const MAX_SESSIONS = 20_000;

export class SessionCache {
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();

  /** Something may have changed in the metadata database: forget every validated session. */
  bump(): void {
    this.epoch++;
    this.entries.clear();
  }

  async validate(deps: ServiceDeps, token: string, ttlMs: number): Promise<ValidSession | null> {
    if (ttlMs <= 0) return validateSessionToken(deps, token);
    const hit = this.entries.get(token);
    const lifetime = deps.config.tokenTimeoutMinutes * 60_000;
    if (
      hit &&
      hit.epoch === this.epoch &&
      performance.now() - hit.at < ttlMs &&
      hit.session.expiresAt.getTime() - deps.clock().getTime() >= lifetime / 2
    ) {
      this.entries.delete(token);
      this.entries.set(token, hit); // most recently used last
      return hit.session;
    }
    const epoch = this.epoch;
    const at = performance.now();
    const session = await validateSessionToken(deps, token);
    // Only a lookup that started after the last write may be reused.
    if (session && epoch === this.epoch) {
      this.entries.delete(token);
      this.entries.set(token, { session, epoch, at });
      if (this.entries.size > MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
    } else if (!session) this.entries.delete(token);
    return session;
  }
}

const caches = new WeakMap<object, SessionCache>();

/**
 * One cache per metadata database connection: keyed by the driver client under the drizzle instance,
 * so two apps over the same database in one process (tests) see each other's writes.
 */
export function sessionCache(db: Db): SessionCache {
  const key = ((db as unknown as { $client?: object }).$client ?? db) as object;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new SessionCache()));
  return cache;
}

/** A request that may have written to the metadata database has finished (see SessionCache). */
export function markMetadataWritten(db: Db): void {
  sessionCache(db).bump();
}
