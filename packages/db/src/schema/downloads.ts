import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef } from './columns';
import { organizations } from './orgs';

/**
 * Download tasks (Datart's `download`): an Excel export of one or more queries, run by the worker.
 * `createdBy` is the member who asked, or the anonymous client id of a share page (`shareId` set);
 * `subjectId` is whose rules the queries run under (the member, the share's creator or its visitor).
 * Status: 0 waiting / running, 1 done, 2 downloaded, -1 failed.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    path: varchar('path', { length: 255 }),
    status: integer('status').notNull().default(0),
    downloadType: varchar('download_type', { length: 16 }).notNull(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    shareId: idRef('share_id'),
    /** The share's version when a share page asked: a change of the share before the task runs ends it. */
    shareVersion: integer('share_version'),
    subjectId: idRef('subject_id').notNull(),
    /** The `downloadParams` as asked (execute requests with their viz), checked again when run. */
    params: jsonb('params').$type<Record<string, unknown>[]>().notNull(),
    error: text('error'),
    /** Set by the worker that took the task; a task taken long ago by a worker that died is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    lastDownloadTime: timestamp('last_download_time', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('downloads_owner_idx').on(t.createdBy, t.createdAt),
    index('downloads_status_idx').on(t.status),
  ],
);
