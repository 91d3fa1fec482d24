import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs, type Db } from '@tessera/db';

export interface QueueStat {
  kind: string;
  /** Jobs due now and not yet claimed (queued with their time come, or running with their lease ended). */
  waiting: number;
  /** Seconds the oldest of them has waited since it became due. */
  oldestSeconds: number;
}

/**
 * The queue as an operator watches it, per kind, in one statement over the claim index's rows (queued
 * and running only, never the done history): cheap enough for every scrape. Kinds with nothing waiting
 * are absent.
 */
export async function queueStats(db: Db, now: Date): Promise<QueueStat[]> {
  const at = now.toISOString();
  const rows = await db
    .select({
      kind: jobs.kind,
      waiting: sql<number>`count(*)`.mapWith(Number),
      oldestSeconds:
        sql<number>`extract(epoch from (${at}::timestamptz - min(coalesce(${jobs.leaseUntil}, ${jobs.runAt}))))`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`${at}::timestamptz`)),
          and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`${at}::timestamptz`)),
        ),
      ),
    )
    .groupBy(jobs.kind);
  return rows.map((r) => ({ ...r, oldestSeconds: Math.max(0, r.oldestSeconds) }));
}
