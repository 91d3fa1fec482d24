import { eq } from 'drizzle-orm';
import { downloads, jobs, scheduleLogs, schedules, sourceSchemas, sources, users } from '@tessera/db';
import { createOrgRecord, createTestEnv, type TestEnv } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { purgeExpired } from './purge-expired';
import { syncSchemas } from './sync-schemas';

const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let env: TestEnv;
let now = Date.now();

beforeAll(async () => {
  env = await createTestEnv(
    { downloadRetentionHours: 72, scheduleLogRetentionDays: 30 },
    { clock: () => new Date(now) },
  );
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

  it('purge-expired removes download tasks, their files and jobs, and schedule logs past their retention', async () => {
    const [u] = await env.db.db.insert(users).values({ username: 'd', email: 'd@example.com' }).returning();
    const org = await createOrgRecord(env.db.db, { name: 'Retention', creatorId: u!.id });
    const hours = (h: number) => new Date(now - h * 3_600_000);
    const task = (name: string, status: number, createdAt: Date) => ({
      orgId: org.id,
      name,
      status,
      path: status > 0 ? `download/${name}.csv` : null,
      downloadType: 'CSV',
      createdBy: u!.id,
      subjectId: u!.id,
      params: [],
      createdAt,
    });
    // back-dated rows: 73 hours is past the 72 kept, 71 is not; a task still running stays
    const rows = await env.db.db
      .insert(downloads)
      .values([
        task('old-done', 1, hours(73)),
        task('old-taken', 2, hours(100)),
        task('old-failed', -1, hours(80)),
        task('old-running', 0, hours(90)),
        task('recent', 1, hours(71)),
      ])
      .returning();
    for (const r of rows) {
      if (r.path) await env.deps.files.put(r.path, new TextEncoder().encode(r.name));
      await env.db.db.insert(jobs).values({
        kind: 'download',
        payload: { downloadId: r.id },
        dedupeKey: `download:${r.id}`,
        status: r.status === 0 ? 'running' : 'done',
      });
    }
    const [sched] = await env.db.db
      .insert(schedules)
      .values({ orgId: org.id, name: 'Weekly', type: 'EMAIL' })
      .returning();
    const days = (d: number) => new Date(now - d * 86_400_000);
    await env.db.db.insert(scheduleLogs).values([
      { scheduleId: sched!.id, start: days(31), end: days(31), status: 15, message: 'SUCCESS' },
      { scheduleId: sched!.id, start: days(29), end: days(29), status: 15, message: 'SUCCESS' },
    ]);

    await purgeExpired.run(env.deps);
    const left = await env.db.db.select().from(downloads);
    expect(left.map((r) => r.name).sort()).toEqual(['old-running', 'recent']);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(await env.deps.files.get('download/old-done.csv')).toBeNull();
    expect(await env.deps.files.get('download/old-taken.csv')).toBeNull();
    expect(await env.deps.files.get('download/recent.csv')).not.toBeNull();
    const keys = (await env.db.db.select().from(jobs)).map((j) => j.dedupeKey).sort();
    expect(keys).toEqual(
      [`download:${byName.get('old-running')!.id}`, `download:${byName.get('recent')!.id}`].sort(),
    );
    const logs = await env.db.db.select().from(scheduleLogs);
    expect(logs.map((l) => l.start.getTime())).toEqual([days(29).getTime()]);

    // two hours later the recent task is past its 72 hours too; a second pass finds nothing else
    now += 2 * 3_600_000;
    await purgeExpired.run(env.deps);
    expect((await env.db.db.select().from(downloads)).map((r) => r.name)).toEqual(['old-running']);
    now -= 2 * 3_600_000;
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
