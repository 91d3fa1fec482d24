import { eq } from 'drizzle-orm';
import { jobs } from '@tessera/db';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  backoffMs,
  claimJob,
  completeJob,
  enqueue,
  enqueueNow,
  failJob,
  LEASE_EXPIRED,
  reapExpired,
} from './queue';
import { drainJobs, startJobRunner, type JobHandler } from './runner';

let env: TestEnv;
let now = Date.parse('2026-11-27T10:00:00Z');
const clockDeps = () => ({ db: env.deps.db, clock: () => new Date(now) });

beforeAll(async () => {
  env = await createTestEnv({}, { clock: () => new Date(now) });
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.deps.db.delete(jobs);
});

describe('the job queue', () => {
  it('gives each job to one of several claimers, and every job to some claimer', async () => {
    for (let i = 0; i < 30; i++) await enqueue(env.deps.db, new Date(now), 't', { i });
    const seen: number[] = [];
    // Four workers claim at once, each until the queue is empty.
    await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map(async (workerId) => {
        for (let job = await claimJob(clockDeps(), { kinds: ['t'], workerId }); job;) {
          seen.push(job.payload.i as number);
          expect(await completeJob(clockDeps(), job)).toBe(true);
          job = await claimJob(clockDeps(), { kinds: ['t'], workerId });
        }
      }),
    );
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  });

  it('makes one job of one key, however often it is enqueued (one fire, one run)', async () => {
    const a = await enqueue(env.deps.db, new Date(now), 't', {}, { dedupeKey: 'fire:x:1' });
    const b = await enqueue(env.deps.db, new Date(now), 't', {}, { dedupeKey: 'fire:x:1' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    expect(await env.deps.db.select().from(jobs)).toHaveLength(1);
  });

  it('gives a job whose worker vanished to another once the lease ends; the first cannot finish it', async () => {
    await enqueue(env.deps.db, new Date(now), 't', {});
    const first = (await claimJob(clockDeps(), { kinds: ['t'], workerId: 'dead', leaseMs: 30_000 }))!;
    expect(await claimJob(clockDeps(), { kinds: ['t'], workerId: 'other' })).toBeNull();
    now += 31_000;
    const second = (await claimJob(clockDeps(), { kinds: ['t'], workerId: 'other' }))!;
    expect(second.id).toBe(first.id);
    expect(second.attempts).toBe(2);
    expect(await completeJob(clockDeps(), first)).toBe(false);
    expect(await completeJob(clockDeps(), second)).toBe(true);
  });

  it('marks a job dead with LEASE_EXPIRED when its last attempt’s worker vanished', async () => {
    await enqueue(env.deps.db, new Date(now), 't', {}, { maxAttempts: 1 });
    const job = (await claimJob(clockDeps(), { kinds: ['t'], workerId: 'dead', leaseMs: 1_000 }))!;
    now += 2_000;
    expect(await claimJob(clockDeps(), { kinds: ['t'], workerId: 'other' })).toBeNull();
    const reaped = await reapExpired(clockDeps(), ['t']);
    expect(reaped.map((r) => [r.id, r.status, r.lastError])).toEqual([[job.id, 'dead', LEASE_EXPIRED]]);
  });

  it('retries a failure after its backoff, and keeps the reason when the attempts are spent', async () => {
    await enqueue(env.deps.db, new Date(now), 't', {}, { maxAttempts: 2 });
    const one = (await claimJob(clockDeps(), { kinds: ['t'], workerId: 'w' }))!;
    expect(await failJob(clockDeps(), one, 'SMTP down')).toBe('retry');
    expect(await claimJob(clockDeps(), { kinds: ['t'], workerId: 'w' })).toBeNull();
    now += backoffMs(1);
    const two = (await claimJob(clockDeps(), { kinds: ['t'], workerId: 'w' }))!;
    expect(two.attempts).toBe(2);
    expect(await failJob(clockDeps(), two, 'SMTP still down')).toBe('dead');
    const [row] = await env.deps.db.select().from(jobs).where(eq(jobs.id, two.id));
    expect([row!.status, row!.lastError]).toEqual(['dead', 'SMTP still down']);
  });

  it('does not retry a refusal that cannot pass (a domain error), and tells the handler', async () => {
    const dead: string[] = [];
    const handler: JobHandler = {
      kind: 't',
      run: () => Promise.reject(new AppError('FORBIDDEN')),
      onDead: async (_d, _j, reason) => void dead.push(reason),
    };
    await enqueue(env.deps.db, new Date(now), 't', {}, { maxAttempts: 5 });
    expect(await drainJobs(env.deps, [handler])).toBe(1);
    expect(dead).toEqual(['FORBIDDEN']);
  });

  it('starts a new job at once on an in-process wake-up, not at the next poll', async () => {
    let started!: () => void;
    const ran = new Promise<void>((r) => (started = r));
    const runner = startJobRunner(env.deps, [{ kind: 'wake', run: async () => started() }], {
      pollMs: 3_600_000,
    });
    try {
      await runner.idle();
      await enqueueNow(env.deps, 'wake', {});
      // Only the wake-up can start it: the next poll is an hour away.
      await ran;
    } finally {
      await runner.stop();
    }
  });
});
