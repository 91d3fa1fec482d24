import { eq } from 'drizzle-orm';
import { sourceSchemas, sources, users } from '@tessera/db';
import { createOrgRecord, createTestEnv, type TestEnv } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { purgeExpired } from './purge-expired';
import { syncSchemas } from './sync-schemas';

const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let env: TestEnv;
let now = Date.now();

beforeAll(async () => {
  env = await createTestEnv({}, { clock: () => new Date(now) });
});
afterAll(() => env.close());

describe('worker jobs', () => {
  it('purge-expired removes expired sessions only', async () => {
    const [u] = await env.db.db.insert(users).values({ username: 'w', email: 'w@example.com' }).returning();
    const { sessions } = await import('@tessera/db');
    await env.db.db.insert(sessions).values([
      { id: 'a'.repeat(64), userId: u!.id, expiresAt: new Date(now - 1000) },
      { id: 'b'.repeat(64), userId: u!.id, expiresAt: new Date(now + 60_000) },
    ]);
    await purgeExpired.run(env.deps);
    expect((await env.db.db.select().from(sessions)).map((s) => s.id)).toEqual(['b'.repeat(64)]);
  });

  it('sync-schemas reads the schema of a JDBC source once its interval has passed', async () => {
    const probe = postgres(PG_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    const reachable = await probe`select 1`.then(
      () => true,
      () => false,
    );
    await probe.end({ timeout: 1 });
    if (!reachable && process.env.REQUIRE_SERVICES === '1')
      throw new Error(`PostgreSQL is required at ${PG_URL}`);
    if (!reachable) return;
    const u = new URL(PG_URL);
    const [owner] = await env.db.db
      .insert(users)
      .values({ username: 'o', email: 'o@example.com' })
      .returning();
    const org = await createOrgRecord(env.db.db, { name: 'Jobs', creatorId: owner!.id });
    const [src] = await env.db.db
      .insert(sources)
      .values({
        orgId: org.id,
        name: 'pg',
        type: 'JDBC',
        config: {
          dbType: 'POSTGRESQL',
          url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
          user: 'postgres',
        },
      })
      .returning();
    const deps = env.deps;
    await syncSchemas.run(deps);
    const [first] = await env.db.db.select().from(sourceSchemas).where(eq(sourceSchemas.sourceId, src!.id));
    expect((first!.schemas as { dbName: string }[]).map((s) => s.dbName)).toContain('public');
    // within the hour nothing is read again; after it, the schema is refreshed
    now += 10 * 60_000;
    await syncSchemas.run(deps);
    const [second] = await env.db.db.select().from(sourceSchemas).where(eq(sourceSchemas.sourceId, src!.id));
    expect(second!.updatedAt.getTime()).toBe(first!.updatedAt.getTime());
    now += 61 * 60_000;
    await syncSchemas.run(deps);
    const [third] = await env.db.db.select().from(sourceSchemas).where(eq(sourceSchemas.sourceId, src!.id));
    expect(third!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });
});
