import { and, eq, ne } from 'drizzle-orm';
import { schedules, STATUS } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import type { ResourceTypeDef } from '../permissions/resource-type';
import { createTreeOps } from '../tree/tree-ops';

export type ScheduleRow = typeof schedules.$inferSelect;
export const SCHEDULE = 'SCHEDULE';

export const scheduleTree = createTreeOps(schedules, schedules);

export async function findSchedule(db: DbOrTx, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row;
}

/** Schedules (and their folders) carry per-item grants; Datart offers CREATE (= manage) on them. */
export const scheduleResourceType: ResourceTypeDef = {
  type: SCHEDULE,
  module: 'SCHEDULE',
  levels: ['MANAGE', 'CREATE'],
  ancestors: (db, orgId, id) => scheduleTree.ancestors(db, orgId, id),
  list: (db, orgId) =>
    db
      .select({
        id: schedules.id,
        name: schedules.name,
        parentId: schedules.parentId,
        isFolder: schedules.isFolder,
      })
      .from(schedules)
      .where(and(eq(schedules.orgId, orgId), ne(schedules.status, STATUS.ARCHIVED)))
      .orderBy(schedules.index),
};
