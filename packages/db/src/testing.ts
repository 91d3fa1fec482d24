import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from './client';

let ensured: Promise<boolean> | undefined;

/** A test database; `url` is its connection string (null for the in-memory PGlite). */
export type TestDbHandle = DbHandle & { url: string | null };

/**
 * A fresh, migrated database for one test file. With `DATABASE_URL` set, a throw-away database is
 * created on that PostgreSQL server (and dropped on close); otherwise an in-memory PGlite is used.
 */
export async function createTestDb(env: NodeJS.ProcessEnv = process.env): Promise<TestDbHandle> {
  const url = env.DATABASE_URL;
  if (!url) return { ...(await createDb({ migrate: true })), url: null };
  ensured ??= ensurePostgresDatabase(url);
  await ensured;
  const { default: postgres } = await import('postgres');
  const name = `tessera_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: testUrl.toString(), migrate: true, maxConnections: 5 });
  return {
    ...handle,
    url: testUrl.toString(),
    close: async () => {
      await handle.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

/**
 * Creates the database named in `url` when it is missing (a fresh PostgreSQL has only `postgres`), so
 * test setups never assume one exists. Answers false when the server does not answer.
 */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  const { default: postgres } = await import('postgres');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const sql = postgres(maintenance.toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found.length) {
      // Another test process may create it at the same moment: "already exists" is success.
      await sql.unsafe(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e;
      });
    }
    return true;
  } catch (e) {
    if (
      (e as { code?: string }).code === 'ECONNREFUSED' ||
      (e as { code?: string }).code === 'CONNECT_TIMEOUT'
    )
      return false;
    throw e;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export { freePort, proxy } from './tcp-proxy';
