import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { ServiceDeps } from '../context';
import { AppError } from '../errors';
import {
  claimJob,
  completeJob,
  DEFAULT_LEASE_MS,
  failJob,
  reapExpired,
  renewLease,
  type JobRow,
} from './queue';
import { onWake } from './wake';

/** What a kind of job does, and how its final failure is recorded where people see it. */
export interface JobHandler {
  kind: string;
  run(deps: ServiceDeps, job: JobRow): Promise<void>;
  /** The job is dead (attempts spent, a refusal that will not pass, or its worker vanished). */
  onDead?(deps: ServiceDeps, job: JobRow, reason: string): Promise<void>;
}

export interface JobRunnerOptions {
  workerId?: string;
  /** The safety-net poll: wake-ups start jobs at once, the poll catches retries and lost signals. */
  pollMs?: number;
  leaseMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** A cross-process wake-up (PostgreSQL LISTEN); the in-process one is always on. */
  listen?: (onSignal: () => void) => Promise<() => Promise<void>>;
  /** Work done on every poll before claiming (e.g. turning due schedules into jobs). */
  tick?: (deps: ServiceDeps) => Promise<void>;
}

export interface JobRunner {
  /** Look for work now. */
  kick(): void;
  /** Resolves once nothing is running and nothing claimable is left (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Refusals that may pass on a later attempt; any other AppError is final. */
const TRANSIENT = new Set(['MAIL_FAILED', 'SOURCE_UNREACHABLE', 'QUERY_TIMEOUT', 'DATABASE_UNAVAILABLE']);

export function reasonOf(e: unknown): { reason: string; permanent: boolean } {
  if (e instanceof AppError) {
    const detail = typeof e.params?.reason === 'string' ? `: ${e.params.reason}` : '';
    return { reason: `${e.code}${detail}`, permanent: !TRANSIENT.has(e.code) };
  }
  return { reason: e instanceof Error ? e.message : String(e), permanent: false };
}

/** Runs one claimed job to its end: done, queued again after its backoff, or dead with its reason. */
export async function runOne(
  deps: ServiceDeps,
  handler: JobHandler,
  job: JobRow,
  leaseMs = DEFAULT_LEASE_MS,
) {
  const renew = setInterval(
    () => void renewLease(deps, job, leaseMs).catch(() => {}),
    Math.max(1_000, Math.floor(leaseMs / 3)),
  );
  renew.unref();
  deps.metrics?.jobEvent(job.kind, 'claimed');
  try {
    await handler.run(deps, job);
    clearInterval(renew);
    if (await completeJob(deps, job)) deps.metrics?.jobEvent(job.kind, 'succeeded');
  } catch (e) {
    clearInterval(renew);
    const { reason, permanent } = reasonOf(e);
    const fate = await failJob(deps, job, reason, { permanent });
    if (fate !== 'lost') deps.metrics?.jobEvent(job.kind, fate === 'dead' ? 'failed' : 'retried');
    deps.logger.warn({ err: e, jobId: job.id, kind: job.kind, attempt: job.attempts, fate }, 'job failed');
    if (fate === 'dead') await handler.onDead?.(deps, job, reason);
  }
}

/** Records the jobs whose last worker vanished (on each poll: a lease ends on the clock, not on a signal). */
async function reap(deps: ServiceDeps, byKind: Map<string, JobHandler>): Promise<void> {
  for (const dead of await reapExpired(deps, [...byKind.keys()]))
    await byKind.get(dead.kind)?.onDead?.(deps, dead, dead.lastError ?? 'LEASE_EXPIRED');
}

/** Claims and runs due jobs of these kinds one after another until none is left; answers how many ran. */
export async function drainJobs(
  deps: ServiceDeps,
  handlers: JobHandler[],
  workerId = `drain:${process.pid}`,
): Promise<number> {
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const kinds = [...byKind.keys()];
  await reap(deps, byKind);
  let n = 0;
  for (let job = await claimJob(deps, { kinds, workerId }); job; n++) {
    await runOne(deps, byKind.get(job.kind)!, job);
    job = await claimJob(deps, { kinds, workerId });
  }
  return n;
}

/**
 * Runs the queue's jobs of the given kinds in this process: woken at once by an enqueue here or a
 * NOTIFY from elsewhere, polling as a safety net; each job under a lease renewed while it runs.
 */
export function startJobRunner(
  deps: ServiceDeps,
  handlers: JobHandler[],
  opts: JobRunnerOptions = {},
): JobRunner {
  const workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = opts.concurrency ?? 2;
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const kinds = [...byKind.keys()];
  let active = 0;
  let dirty = false;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];
  const running = new Set<Promise<void>>();

  let polling: Promise<void> = Promise.resolve();
  const settle = () => {
    if (active > 0) return;
    const w = idleWaiters;
    idleWaiters = [];
    w.forEach((r) => r());
  };

  async function slot() {
    active++;
    try {
      for (;;) {
        if (stopped) return;
        dirty = false;
        const job = await claimJob(deps, { kinds, workerId, leaseMs });
        if (!job) {
          if (dirty) continue;
          return;
        }
        await runOne(deps, byKind.get(job.kind)!, job, leaseMs);
      }
    } catch (e) {
      deps.logger.error({ err: e }, 'job runner failed');
    } finally {
      active--;
      settle();
    }
  }

  function kick() {
    if (stopped) return;
    dirty = true;
    while (active < concurrency) {
      const p = slot();
      running.add(p);
      void p.finally(() => running.delete(p));
      if (active >= concurrency) break;
    }
  }

  async function poll() {
    if (stopped) return;
    try {
      await reap(deps, byKind);
      await opts.tick?.(deps);
    } catch (e) {
      deps.logger.error({ err: e }, 'job tick failed');
    }
    kick();
  }

  const offWake = onWake(deps.db, (kind) => {
    if (byKind.has(kind)) kick();
  });
  // Not awaited (the queue polls meanwhile), but kept: a stop before the listener is up still ends it.
  const listening = opts
    .listen?.(() => kick())
    .catch((e: unknown) => {
      deps.logger.error({ err: e }, 'job wake-up listener failed; polling only');
      return undefined;
    });
  const timer = setInterval(() => void (polling = poll()), opts.pollMs ?? 2_000);
  timer.unref();
  polling = poll();

  return {
    kick,
    idle: async () => {
      await polling;
      await new Promise<void>((resolve) => {
        if (active === 0) resolve();
        else idleWaiters.push(resolve);
      });
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      offWake();
      await (await listening)?.().catch(() => {});
      await Promise.allSettled([...running]);
    },
  };
}
