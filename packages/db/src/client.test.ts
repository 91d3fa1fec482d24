import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { createTestDb } from './testing';
import { users } from './schema';

const pgUrl =
  process.env.DATABASE_URL ??
  (process.env.REQUIRE_SERVICES === '1' ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);

async function exercise(handle: DbHandle) {
  const [created] = await handle.db
    .insert(users)
    .values({ username: 'Alice', email: 'alice@example.com', passwordHash: 'x' })
    .returning();
  expect(created?.id).toMatch(/^[0-9a-f]{32}$/);
  const found = await handle.db.select().from(users).where(eq(users.id, created!.id));
  expect(found[0]?.email).toBe('alice@example.com');
  // usernames are unique regardless of case
  await expect(
    handle.db.insert(users).values({ username: 'alice', email: 'other@example.com' }),
  ).rejects.toThrow();
}

describe('the same migrations serve both drivers', () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it('migrates and round-trips on embedded PGlite', async () => {
    const handle = await createDb({ migrate: true });
    handles.push(handle);
    expect(handle.kind).toBe('pglite');
    await exercise(handle);
  });

  it.skipIf(!pgUrl)('migrates and round-trips on PostgreSQL', async () => {
    const handle = await createTestDb({ DATABASE_URL: pgUrl });
    handles.push(handle);
    expect(handle.kind).toBe('postgres');
    await exercise(handle);
  });

  it('re-running migrations on a migrated database is a no-op', async () => {
    const handle = handles[0]!;
    const { runMigrations } = await import('./client');
    await runMigrations(handle);
    const rows = await handle.db.select().from(users);
    expect(rows).toHaveLength(1);
  });
});
