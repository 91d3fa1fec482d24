import type { Cron } from 'croner';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { jobs, organizations, schedules } from '@tessera/db';
import type { ServiceDeps } from '../context';
import { DEFAULT_MAX_ATTEMPTS, JOBS_CHANNEL } from '../jobs/queue';
import { isTimeZone, serverTimeZone } from '../orgs/org-time-zone';
import { firesOf, quartzCron } from './cron';
import { SCHEDULE_RUN_JOB } from './schedules.service';

/** A due schedule as the fire reads it. */
interface Due {
  id: string;
  orgId: string;
  fireAt: Date;
  cronExpression: string | null;
  startDate: Date | null;
  endDate: Date | null;
}

/**
 * Each due schedule's next fire time after this one, in its organisation's zone: every pattern (and zone)
 * is read once per tick, however many schedules share it; a pattern that no longer reads ends the schedule.
 */
function nextTimes(due: Due[], zones: Map<string, string>, now: Date): (Date | null)[] {
  const crons = new Map<string, Cron | null>();
  return due.map((row) => {
    const zone = zones.get(row.orgId) ?? serverTimeZone();
    const key = `${zone}\u0000${row.cronExpression ?? ''}`;
    let cron = crons.get(key);
    if (cron === undefined) {
      try {
        cron = quartzCron(row.cronExpression ?? '', zone);
      } catch {
        cron = null;
      }
      crons.set(key, cron);
    }
    if (!cron) return null;
    try {
      return firesOf(cron, row, now > row.fireAt ? now : row.fireAt, 1)[0] ?? null;
    } catch {
      return null;
    }
  });
}

/**
 * Turns the due fires of active schedules into jobs (each worker's every poll, and the fire timer), as a
 * set: the due rows locked (rows another worker holds are skipped), their organisations' zones read in one
 * statement, the next times worked out in memory, then one statement inserting every fire's job (one per
 * schedule and fire time whatever the number of workers: the fire's key) and one setting every next time.
 * Fires missed while no worker ran make one run now, not one per missed time (Quartz's "fire once now").
 */
export async function fireDueSchedules(deps: ServiceDeps, max = 500): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: schedules.id,
        orgId: schedules.orgId,
        fireAt: schedules.nextFireAt,
        cronExpression: schedules.cronExpression,
        startDate: schedules.startDate,
        endDate: schedules.endDate,
      })
      .from(schedules)
      .where(and(eq(schedules.active, true), isNotNull(schedules.nextFireAt), lte(schedules.nextFireAt, now)))
      .orderBy(asc(schedules.nextFireAt))
      .limit(max)
      .for('update', { skipLocked: true });
    if (!rows.length) return 0;
    const due: Due[] = rows.map((r) => ({ ...r, fireAt: r.fireAt! }));
    const orgIds = [...new Set(due.map((d) => d.orgId))];
    const zones = new Map(
      (
        await tx
          .select({ id: organizations.id, timeZone: organizations.timeZone })
          .from(organizations)
          .where(inArray(organizations.id, orgIds))
      ).map((o) => [o.id, o.timeZone && isTimeZone(o.timeZone) ? o.timeZone : serverTimeZone()]),
    );
    const next = nextTimes(due, zones, now);
    const made = await tx
      .insert(jobs)
      .values(
        due.map((d) => ({
          kind: SCHEDULE_RUN_JOB,
          payload: { scheduleId: d.id, fireAt: d.fireAt.toISOString() },
          runAt: now,
          maxAttempts: DEFAULT_MAX_ATTEMPTS,
          dedupeKey: `fire:${d.id}:${d.fireAt.toISOString()}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    // One notice for the whole set: a worker that hears it claims until nothing is left.
    if (made.length) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${SCHEDULE_RUN_JOB})`);
    const values = sql.join(
      due.map((d, i) => sql`(${d.id}, ${next[i]?.toISOString() ?? null}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${schedules} set
        next_fire_at = v.next,
        active = v.next is not null
      from (values ${values}) as v(id, next)
      where ${schedules.id} = v.id`);
    return due.length;
  });
}
