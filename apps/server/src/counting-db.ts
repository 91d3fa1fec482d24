import type { Db } from '@tessera/db';
import * as schema from '@tessera/db/schema';
import { silentLogger } from '@tessera/core/testing';
import { createApp } from './app';
import type { TestApp } from './test-app';

/** The same database through a drizzle instance that counts every statement it sends. */
async function countingDb(handle: TestApp['db'], count: () => void): Promise<Db> {
  const logger = { logQuery: count };
  const client = (handle.db as unknown as { $client: never }).$client;
  if (handle.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    return drizzle(client, { schema, logger }) as unknown as Db;
  }
  const { drizzle } = await import('drizzle-orm/postgres-js');
  return drizzle(client, { schema, logger }) as unknown as Db;
}

/**
 * A second app over the test app's database that counts every statement it sends (`count()` since the last
 * `reset()`): the metadata-cache suites read through it and write through `t.call`, as another door of the
 * same process would. Its sessions stay cached for the whole test: only the writes may invalidate.
 */
export async function countingApp(
  t: TestApp,
): Promise<{ app: ReturnType<typeof createApp>; count: () => number; reset: () => void }> {
  let queries = 0;
  const db = await countingDb(t.db, () => void queries++);
  const app = createApp({
    deps: { ...t.deps, db },
    logger: silentLogger,
    webDistDir: null,
    trustProxy: true,
    sessionCacheTtlMs: 600_000,
  });
  return { app, count: () => queries, reset: () => void (queries = 0) };
}
