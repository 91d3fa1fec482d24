import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from './client';

/** A test database; `url` is its connection string (null for the in-memory PGlite). */
export type TestDbHandle = DbHandle & { url: string | null };

/**
 * A fresh, migrated database for one test file. With `DATABASE_URL` set, a throw-away database is
 * created on that PostgreSQL server (and dropped on close); otherwise an in-memory PGlite is used.
 */
export async function createTestDb(env: NodeJS.ProcessEnv = process.env): Promise<TestDbHandle> {
  const url = env.DATABASE_URL;
  if (!url) return { ...(await createDb({ migrate: true })), url: null };
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
