import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The job queue (D-jobs-1): downloads, schedule fires and deliveries are rows here, claimed under a
 * skipped row lock with a lease. A job whose lease ends (its worker died) is taken again, or marked
 * dead once its attempts are spent; a dead job keeps its reason.
 * Status: `queued` (waiting for `runAt`), `running` (leased until `leaseUntil`), `done`, `dead`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** The worker holding the lease: only it may finish the job (a late worker's result is dropped). */
    lockedBy: varchar('locked_by', { length: 64 }),
    lastError: text('last_error'),
    /** One job per key ever (a schedule's fire time): N workers inserting the same fire make one job. */
    dedupeKey: varchar('dedupe_key', { length: 128 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey),
  ],
);
