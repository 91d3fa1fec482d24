import type { Db } from '@tessera/db';
import * as schema from '@tessera/db/schema';
import type { TestApp } from './test-app';

/**
 * The same database through a drizzle instance that counts every statement it sends (`count()` reads the
 * count since the last `reset()`): the metadata-cache suites check that a repeated read sends none.
 */
export async function countingDb(
  handle: TestApp['db'],
): Promise<{ db: Db; count: () => number; reset: () => void }> {
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  const client = (handle.db as unknown as { $client: never }).$client;
  const count = () => queries;
  const reset = () => void (queries = 0);
  if (handle.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    return { db: drizzle(client, { schema, logger }) as unknown as Db, count, reset };
  }
  const { drizzle } = await import('drizzle-orm/postgres-js');
  return { db: drizzle(client, { schema, logger }) as unknown as Db, count, reset };
}
