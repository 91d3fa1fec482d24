import type { Db } from '@tessera/db';
import type { RedisLink } from '@tessera/query';
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
 *   and before its answer leaves; which requests those are follows from what their operation declares,
 *   `Write` in cache/writes.ts, decision D-arch-7). An entry remembers the epoch read *before* its database lookup and
 *   is used only while the epoch is unchanged, so the very next request after a permission change,
 *   a sign-out or a revocation on this server reads the database again.
 * - with Redis (`deps.redis`), the same holds across server replicas: the write also increments one
 *   shared counter in Redis before its answer leaves, and every request reads that counter (one Redis
 *   GET, no metadata query); an entry is used only while the counter is what it was before the entry's
 *   lookup. While Redis is unreachable no entry is used or kept: every request reads the database, so
 *   nothing another replica changed meanwhile is missed, and nothing cached before the outage is
 *   trusted after it.
 * - `ttlMs` bounds what neither can see: writes by hand, or by a replica that could not reach Redis
 *   while another could. 0 turns the cache off.
 * - an entry past half of its lifetime goes back to the database, which extends the session.
 */
interface Entry {
  session: ValidSession;
  epoch: number;
  /** The shared counter read before the lookup ('' without Redis). */
  shared: string;
  /** performance.now() when the database confirmed it. */
  at: number;
}

const MAX_SESSIONS = 20_000;

/** The Redis key of the cross-replica metadata write counter. */
export const SHARED_EPOCH_KEY = 'tessera:metadata-epoch';

/** The shared counter: its value, '' without Redis, null when Redis cannot be asked now. */
async function readShared(link: RedisLink | null | undefined): Promise<string | null> {
  if (!link) return '';
  return link.use(
    async (r) => (await r.get(SHARED_EPOCH_KEY)) ?? '0',
    () => null,
  );
}

export class SessionCache {
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();
  /** A write this process could not announce in Redis: announced once Redis answers again. */
  private unannounced = new WeakSet<RedisLink>();

  /** Something may have changed in the metadata database: forget every validated session. */
  bump(): void {
    this.epoch++;
    this.entries.clear();
  }

  /** `bump()`, and tell the other replicas through Redis (before the writing request answers). */
  async announce(link: RedisLink | null | undefined): Promise<void> {
    this.bump();
    if (!link) return;
    await link.use(
      async (r) => {
        await r.incr(SHARED_EPOCH_KEY);
      },
      () => this.later(link),
    );
  }

  private later(link: RedisLink): void {
    if (this.unannounced.has(link)) return;
    this.unannounced.add(link);
    const off = link.onChange((state) => {
      if (state !== 'ok') return;
      off();
      this.unannounced.delete(link);
      void link.use(
        async (r) => void (await r.incr(SHARED_EPOCH_KEY)),
        () => this.later(link),
      );
    });
  }

  private watched = new WeakSet<RedisLink>();

  /**
   * Redis went away: forget every entry, even on a replica that served no request meanwhile (a restarted
   * Redis starts its counter again, which could come back to an entry's old value).
   */
  private watch(link: RedisLink | null | undefined): void {
    if (!link || this.watched.has(link)) return;
    this.watched.add(link);
    link.onChange((state) => {
      if (state === 'degraded') this.bump();
    });
  }

  async validate(deps: ServiceDeps, token: string, ttlMs: number): Promise<ValidSession | null> {
    if (ttlMs <= 0) return validateSessionToken(deps, token);
    this.watch(deps.redis);
    const shared = await readShared(deps.redis);
    if (shared === null) {
      // Redis is down: other replicas' writes cannot be seen, so nothing is served from memory.
      if (this.entries.size) this.bump();
      return validateSessionToken(deps, token);
    }
    const hit = this.entries.get(token);
    const lifetime = deps.config.tokenTimeoutMinutes * 60_000;
    if (
      hit &&
      hit.epoch === this.epoch &&
      hit.shared === shared &&
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
    // Only a lookup that started after the last write (here, and as far as Redis knows, anywhere) may be reused.
    if (session && epoch === this.epoch) {
      this.entries.delete(token);
      this.entries.set(token, { session, epoch, shared, at });
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

/**
 * A request that may have written to the metadata database has finished (see SessionCache): this
 * process forgets its validated sessions, and with Redis (`redis`) every other replica does on its next
 * request. Await it before the answer leaves; it never fails (an unreachable Redis degrades).
 */
export function markMetadataWritten(db: Db, redis?: RedisLink | null): Promise<void> {
  return sessionCache(db).announce(redis);
}
