import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from '@tessera/db/testing';
import { createRedisLink, type RedisLink } from '@tessera/query';
import { createReadiness } from './readiness';

let t: TestDbHandle;
let closed = false;
const links: RedisLink[] = [];
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await Promise.all(links.map((l) => l.close()));
  if (!closed) await t.close();
});

describe('/readyz checks', () => {
  it('a migrated database without Redis is ready', async () => {
    expect(await createReadiness({ db: t.db })()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('Redis answering is ok; Redis unreachable is degraded, not unavailable', async () => {
    // The services' own Redis link (packages/query), on the machine's Redis and on a closed port.
    const up = createRedisLink(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');
    const down = createRedisLink('redis://127.0.0.1:1', { commandTimeoutMs: 300 });
    links.push(up, down);
    expect(await createReadiness({ db: t.db, redis: up })()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
    });
    expect(await createReadiness({ db: t.db, redis: down })()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', migrations: 'ok', redis: 'degraded' },
    });
  });

  it('a database missing the newest migration is unavailable, and says so', async () => {
    const [row] = await t.db
      .execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: [] }).rows));
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    try {
      const r = await createReadiness({ db: t.db })();
      expect(r).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'down' } });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
  });

  // Last: it closes the file's database.
  it('a database that does not answer is unavailable with the database named', async () => {
    const ready = createReadiness({ db: t.db, timeoutMs: 1_000 });
    closed = true;
    await t.close();
    expect(await ready()).toEqual({
      status: 'unavailable',
      checks: { database: 'down', migrations: 'down' },
    });
  });
});
