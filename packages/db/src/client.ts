import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { guardClient } from './health';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath (postgres.js or PGlite). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite files; `undefined` with no url means in-memory (tests). */
  dataDir?: string | undefined;
  /** Apply the committed migrations before returning. */
  migrate?: boolean;
  maxConnections?: number;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const handle = options.databaseUrl
    ? await createPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await createPglite(options.dataDir);
  if (options.migrate !== false) await runMigrations(handle);
  return handle;
}

async function createPostgres(url: string, max: number): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const raw = postgres(url, {
    max,
    onnotice: () => {},
    // postgres.js waits longer after each failed connect, up to 20 s, so a restarted database was used
    // again only that long after it came back: a short, capped wait instead (50 ms doubling, ≤ 250 ms).
    backoff: (retries) => Math.min(0.05 * 2 ** retries, 0.25),
  });
  // While the database is down, statements are refused at once instead of queueing (health.ts).
  const db = drizzle(guardClient(raw), { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => raw.end({ timeout: 5 }) };
}

async function createPglite(dataDir: string | undefined): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The embedded metadata database is small: PostgreSQL's default 128 MB of shared buffers live in
  // PGlite's WASM heap and stay resident (≈ 100 MB of the server's idle memory), 8 MB is plenty.
  const options = { postgresqlconf: ['shared_buffers = 8MB', 'wal_buffers = 512kB'] };
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const fresh = pgliteIsFresh(dataDir);
    client = new PGlite(dataDir, options);
    await client.waitReady;
    // initdb grows the WASM heap to ≈ 700 MB and a WASM heap never shrinks: reopen once to start small.
    if (fresh) {
      await client.close();
      client = new PGlite(dataDir, options);
    }
  } else client = new PGlite(options);
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Whether a PGlite data directory still needs initdb (nothing there yet). */
export function pgliteIsFresh(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a PGlite data directory and applies the migrations, then closes it. Meant for a short-lived
 * child process: initdb grows the WASM heap to ≈ 700 MB, which a process keeps once it has it.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  const handle = await createDb({ dataDir, migrate: true });
  await handle.close();
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
