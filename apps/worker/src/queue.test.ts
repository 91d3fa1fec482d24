import { createOrgRecord, createTestEnv, type TestEnv } from '@tessera/core/testing';
import { jobs, schedules, users } from '@tessera/db';
import { and, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDueSchedules } from '@tessera/core';
import { startQueue } from './queue';

/**
 * Schedule fires come from the worker's queue: at their time (a timer armed for the earliest fire), not
 * at the next poll, and a burst larger than one batch is drained at once. The runner's poll is set to an
 * hour and it runs no job (concurrency 0), so only the fire timer can make the fire jobs seen here.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let env: TestEnv | undefined;
let orgId = '';

async function reachable(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const ok = await probe`select 1`.then(
    () => true,
    () => false,
  );
  await probe.end({ timeout: 1 });
  if (!ok && process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${url}`);
  return ok;
}

beforeAll(async () => {
  if (!(await reachable(ADMIN_URL))) return;
  env = await createTestEnv({}, {}, { DATABASE_URL: ADMIN_URL });
  const [owner] = await env.db.db
    .insert(users)
    .values({ username: 'owner', email: 'owner@example.com' })
    .returning();
  orgId = (await createOrgRecord(env.db.db, { name: 'Fires', creatorId: owner!.id })).id;
});
afterAll(() => env?.close());

/** Started schedules (no content: their runs are never claimed here) firing at `at`. */
async function started(prefix: string, n: number, at: Date): Promise<string[]> {
  const rows = await env!.db.db
    .insert(schedules)
    .values(
      Array.from({ length: n }, (_, i) => ({
        orgId,
        name: `${prefix}-${i}`,
        type: 'EMAIL',
        active: true,
        cronExpression: '0 0 8 1 1 ? 2099',
        nextFireAt: at,
      })),
    )
    .returning({ id: schedules.id });
  return rows.map((r) => r.id);
}

async function fireJobs(ids: string[]): Promise<number> {
  const rows = await env!.db.db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'schedule-run'));
  const ours = new Set(ids);
  return rows.filter((r) => ours.has(String(r.payload.scheduleId))).length;
}

async function until(what: string, probe: () => Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('schedule fires in the worker', () => {
  it('fires a schedule due before the next poll at its time', async (t) => {
    if (!env) return t.skip('PostgreSQL is not reachable');
    const ids = await started('soon', 1, new Date(Date.now() + 1500));
    const queue = startQueue(env.deps, { pollMs: 3_600_000, concurrency: 0 });
    try {
      // The first poll runs at start, before the fire time: nothing is due yet.
      expect(await fireJobs(ids)).toBe(0);
      await until('the fire job', async () => (await fireJobs(ids)) === 1);
      const [row] = await env.db.db.select().from(schedules).where(eq(schedules.id, ids[0]!));
      expect(row!.nextFireAt!.getUTCFullYear()).toBe(2099);
    } finally {
      await queue.stop();
    }
  }, 120_000);

  it('drains a burst larger than one batch in one pass', async (t) => {
    if (!env) return t.skip('PostgreSQL is not reachable');
    const ids = await started('burst', 1001, new Date(Date.now() - 1000));
    const queue = startQueue(env.deps, { pollMs: 3_600_000, concurrency: 0 });
    try {
      await until('1,001 fire jobs', async () => (await fireJobs(ids)) === 1001);
      const left = await env.db.db
        .select({ id: schedules.id })
        .from(schedules)
        .where(and(inArray(schedules.id, ids), eq(schedules.active, true)));
      expect(left).toHaveLength(1001);
    } finally {
      await queue.stop();
    }
  }, 180_000);

  it('fires a set at once: three workers make one job per fire, and a finished cron stops its schedule', async (t) => {
    if (!env) return t.skip('PostgreSQL is not reachable');
    const at = new Date(Date.now() - 2000);
    const ids = await started('set', 300, at);
    const [ended] = await env.db.db
      .insert(schedules)
      .values({
        orgId,
        name: 'ended',
        type: 'EMAIL',
        active: true,
        cronExpression: '0 0 8 1 1 ? 2020',
        nextFireAt: at,
      })
      .returning({ id: schedules.id });
    const counts = await Promise.all([1, 2, 3].map(() => fireDueSchedules(env!.deps, 500)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(301);
    expect(await fireJobs([...ids, ended!.id])).toBe(301);
    const rows = await env.db.db.select().from(schedules).where(inArray(schedules.id, ids));
    expect(rows.every((r) => r.active && r.nextFireAt?.getUTCFullYear() === 2099)).toBe(true);
    const [stopped] = await env.db.db.select().from(schedules).where(eq(schedules.id, ended!.id));
    expect(stopped).toMatchObject({ active: false, nextFireAt: null });
    // The same fire asked again (a worker that read it before the others' commit) makes no second job.
    await env.db.db.update(schedules).set({ nextFireAt: at }).where(inArray(schedules.id, ids));
    expect(await fireDueSchedules(env.deps, 500)).toBe(300);
    expect(await fireJobs(ids)).toBe(300);
  }, 120_000);
});
