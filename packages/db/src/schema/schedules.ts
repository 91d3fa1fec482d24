import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, treeColumns, treeIndexes, updatedAt } from './columns';
import { organizations } from './orgs';

/**
 * Schedules and their folders (Datart's `schedule`): type EMAIL, WECHART or FOLDER, a Quartz cron,
 * an effective range, the job config (recipients, content). `nextFireAt` is the next fire time of an
 * active schedule (null when stopped or past its range); workers fire what is due.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    active: boolean('active').notNull().default(false),
    cronExpression: varchar('cron_expression', { length: 255 }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    config: jsonb('config').$type<Record<string, unknown>>(),
    ...treeColumns(),
    nextFireAt: timestamp('next_fire_at', { withTimezone: true, mode: 'date' }),
    /**
     * An alert sent "once until it clears" (migration 0019): true from the run that sent it until a run
     * finds its condition false again, or the schedule is edited.
     */
    alertSent: boolean('alert_sent').notNull().default(false),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...treeIndexes('schedules', t),
    index('schedules_due_idx')
      .on(t.nextFireAt)
      .where(sql`${t.active}`),
  ],
);

/**
 * One run of a schedule (Datart's `schedule_log`): status is Datart's progress mask (1 started,
 * 3 config parsed, 7 data fetched, 15 sent), message "SUCCESS" or the reason it stopped.
 * `jobId` ties the log to its job, so a retried run continues its log and never sends twice.
 */
export const scheduleLogs = pgTable(
  'schedule_logs',
  {
    id: id(),
    scheduleId: idRef('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    jobId: idRef('job_id'),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    end: timestamp('end', { withTimezone: true, mode: 'date' }),
    status: integer('status').notNull().default(1),
    message: text('message'),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [
    index('schedule_logs_schedule_idx').on(t.scheduleId, t.start),
    uniqueIndex('schedule_logs_job_uq').on(t.jobId),
  ],
);
