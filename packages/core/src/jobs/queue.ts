import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '@tessera/db';
import type { ServiceDeps } from '../context';
import type { DbOrTx } from '../orgs/create-org-record';
import { wake } from './wake';

export type JobRow = typeof jobs.$inferSelect;

/** The PostgreSQL channel every enqueue notifies (external workers LISTEN on it). */
export const JOBS_CHANNEL = 'tessera_jobs';
/** How long a claim holds a job before another worker may take it (renewed while it runs). */
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** The wait before attempt n+1: 5 s, 10 s, 20 s… capped at 10 minutes. */
export function backoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000);
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** One job per key, ever: a second enqueue with the key makes nothing (answers null). */
  dedupeKey?: string;
}

/**
 * Adds a job (inside the caller's transaction when given one) and tells the workers: a NOTIFY that
 * PostgreSQL delivers at commit to the external workers, and an in-process wake-up for the embedded
 * one. Call `wakeAfter` once the transaction has committed when enqueueing inside one.
 */
export async function enqueue(
  db: DbOrTx,
  now: Date,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<JobRow | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: opts.runAt ?? now,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: opts.dedupeKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return row ?? null;
}

/** Enqueue outside any transaction, and wake this process's worker at once. */
export async function enqueueNow(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<JobRow | null> {
  const row = await enqueue(deps.db, deps.clock(), kind, payload, opts);
  if (row) wake(deps.db, kind);
  return row;
}

export interface ClaimOptions {
  kinds: string[];
  workerId: string;
  leaseMs?: number;
}

/**
 * Takes the oldest due job of the given kinds: a queued one whose time has come, or a running one
 * whose lease has ended (its worker died) with attempts left. The row lock is skipped by the other
 * workers, so one job goes to one worker; the attempt is counted as it is taken.
 */
export async function claimJob(deps: Pick<ServiceDeps, 'db' | 'clock'>, opts: ClaimOptions) {
  const now = deps.clock();
  const lease = new Date(now.getTime() + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  // One statement: the row lock of the sub-select is skipped by the other workers' claims.
  const next = deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, opts.kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await deps.db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: lease,
      lockedBy: opts.workerId,
      updatedAt: now,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return row ?? null;
}

/** The holder's lease, extended while the job runs; false when another worker holds it now. */
export async function renewLease(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  job: JobRow,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<boolean> {
  const now = deps.clock();
  const rows = await deps.db
    .update(jobs)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** This attempt's hold on the job: the same worker and the same attempt, still running. */
const held = (job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
    eq(jobs.attempts, job.attempts),
  );

/** Marks the job done; false when the lease was lost (another worker took the job). */
export async function completeJob(deps: Pick<ServiceDeps, 'db' | 'clock'>, job: JobRow): Promise<boolean> {
  const now = deps.clock();
  const rows = await deps.db
    .update(jobs)
    .set({ status: 'done', leaseUntil: null, lastError: null, finishedAt: now, updatedAt: now })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A failed attempt: queued again after the backoff while attempts remain (and the failure may pass),
 * else dead with its reason. Answers what became of the job (`lost` when the lease had passed to another).
 */
export async function failJob(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  job: JobRow,
  reason: string,
  opts: { permanent?: boolean } = {},
): Promise<'retry' | 'dead' | 'lost'> {
  const now = deps.clock();
  const dead = opts.permanent || job.attempts >= job.maxAttempts;
  const rows = await deps.db
    .update(jobs)
    .set(
      dead
        ? { status: 'dead', lastError: reason, leaseUntil: null, finishedAt: now, updatedAt: now }
        : {
            status: 'queued',
            lastError: reason,
            leaseUntil: null,
            lockedBy: null,
            runAt: new Date(now.getTime() + backoffMs(job.attempts)),
            updatedAt: now,
          },
    )
    .where(held(job))
    .returning({ id: jobs.id });
  if (!rows.length) return 'lost';
  return dead ? 'dead' : 'retry';
}

/** The reason a job dies when its last attempt's worker vanished. */
export const LEASE_EXPIRED = 'LEASE_EXPIRED';

/**
 * Running jobs whose lease ended with no attempts left: dead with LEASE_EXPIRED, answered so the
 * caller can record the failure where people see it (the download's status, the schedule's log).
 */
export async function reapExpired(deps: Pick<ServiceDeps, 'db' | 'clock'>, kinds: string[]) {
  const now = deps.clock();
  return deps.db
    .update(jobs)
    .set({ status: 'dead', lastError: LEASE_EXPIRED, leaseUntil: null, finishedAt: now, updatedAt: now })
    .where(
      and(
        inArray(jobs.kind, kinds),
        eq(jobs.status, 'running'),
        lt(jobs.leaseUntil, now),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .returning();
}
