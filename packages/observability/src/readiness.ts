import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '@tessera/db';

export type PartState = 'ok' | 'degraded' | 'down';

export interface Readiness {
  /** `unavailable` when a part the requests need is down (answer 503); `degraded` still serves. */
  status: 'ok' | 'degraded' | 'unavailable';
  checks: Record<string, PartState>;
}

/** The part of the services' Redis link readiness reads (packages/query's RedisLink fits). */
export interface RedisProbe {
  use<T>(fn: (redis: { ping(): Promise<unknown> }) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
}

export interface ReadinessOptions {
  db: Db;
  /** The shared Redis link when REDIS_URL is set. */
  redis?: RedisProbe | null;
  /** Longest wait for each part (a hung database must not hang the probe). */
  timeoutMs?: number;
}

/** The `when` of the newest migration this build carries (drizzle's journal); the database must have it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function within<T>(ms: number, work: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late), ms);
      timer.unref();
    }),
  ]);
}

/**
 * The checks behind `/readyz`: the metadata database answers, it has every migration this build
 * carries (a database restored from an older backup does not), and Redis when configured. Redis down
 * is `degraded`, not unavailable: requests are served from the in-process cache meanwhile.
 */
export function createReadiness(opts: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const expected = newestMigration();
  const database = async (): Promise<PartState> => {
    try {
      await opts.db.execute(sql`select 1`);
      return 'ok';
    } catch {
      return 'down';
    }
  };
  const migrations = async (): Promise<PartState> => {
    try {
      const [row] = await opts.db
        .select({ newest: sql<string | null>`max(created_at)` })
        .from(sql`drizzle.__drizzle_migrations`);
      return Number(row?.newest ?? 0) >= expected ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  };
  const redis = async (probe: RedisProbe): Promise<PartState> =>
    probe.use(
      async (r) => {
        await r.ping();
        return 'ok' as PartState;
      },
      () => 'degraded' as PartState,
    );
  return async () => {
    const [db, migrated, cache] = await Promise.all([
      within(timeoutMs, database(), 'down' as PartState),
      within(timeoutMs, migrations(), 'down' as PartState),
      opts.redis ? within(timeoutMs, redis(opts.redis), 'degraded' as PartState) : null,
    ]);
    const checks: Record<string, PartState> = { database: db, migrations: db === 'down' ? 'down' : migrated };
    if (cache) checks.redis = cache;
    const states = Object.values(checks);
    const status = states.includes('down') ? 'unavailable' : states.includes('degraded') ? 'degraded' : 'ok';
    return { status, checks };
  };
}
