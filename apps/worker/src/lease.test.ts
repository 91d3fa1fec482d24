import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobQueue, drainJobs, type JobHandler } from '@tessera/core';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { jobs } from '@tessera/db';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A worker process killed mid-job (SIGKILL: no clean-up runs) leaves its job running under a lease;
 * once the lease ends another worker retries it, or records it dead when no attempt is left.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let env: TestEnv | undefined;
let offset = 0;

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
  // The metadata database is PostgreSQL here: two processes share it, as the servers and workers do.
  env = await createTestEnv({}, { clock: () => new Date(Date.now() + offset) }, { DATABASE_URL: ADMIN_URL });
});
afterAll(() => env?.close());

/** Starts the fixture worker and resolves with it once it has started the job. */
async function workerMidJob(jobId: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'lease.fixture.ts')], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, DATABASE_URL: env!.db.url! },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(`started ${jobId}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the fixture worker exited (${code}):\n${out}`)));
  });
  return child;
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a worker killed mid-job', () => {
  it('leaves the job to another worker once its lease ends, which runs it to the end', async (t) => {
    if (!env) return t.skip('PostgreSQL is not reachable');
    const job = (await jobQueue.enqueue(env.deps.db, new Date(), 'test-hang', {}))!;
    const child = await workerMidJob(job.id);
    await kill(child);
    const finished: string[] = [];
    const handler: JobHandler = { kind: 'test-hang', run: async (_d, j) => void finished.push(j.id) };
    // Within the lease nobody else may take it…
    expect(await drainJobs(env.deps, [handler])).toBe(0);
    // …after it, the next worker does (attempt 2) and finishes it.
    offset = 31_000;
    expect(await drainJobs(env.deps, [handler])).toBe(1);
    expect(finished).toEqual([job.id]);
    const [row] = await env.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect([row!.status, row!.attempts]).toEqual(['done', 2]);
  }, 90_000);

  it('records the job dead with its reason when the killed attempt was its last', async (t) => {
    if (!env) return t.skip('PostgreSQL is not reachable');
    offset = 0;
    const job = (await jobQueue.enqueue(env.deps.db, new Date(), 'test-hang', {}, { maxAttempts: 1 }))!;
    const child = await workerMidJob(job.id);
    await kill(child);
    const dead: [string, string][] = [];
    const handler: JobHandler = {
      kind: 'test-hang',
      run: () => Promise.reject(new Error('must not run again')),
      onDead: async (_d, j, reason) => void dead.push([j.id, reason]),
    };
    offset = 31_000;
    expect(await drainJobs(env.deps, [handler])).toBe(0);
    expect(dead).toEqual([[job.id, jobQueue.LEASE_EXPIRED]]);
  }, 90_000);
});
