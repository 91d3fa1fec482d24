import { and, eq } from 'drizzle-orm';
import { orgSettings, type scheduleLogs } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import type { ScheduleRow } from './schedule-tree';

/** Datart's `ScheduleBaseInfo`: what the tree lists. */
export const baseInfo = (r: ScheduleRow) => ({
  id: r.id,
  name: r.name,
  orgId: r.orgId,
  type: r.isFolder ? 'FOLDER' : r.type,
  active: r.active,
  parentId: r.parentId,
  isFolder: r.isFolder,
  index: r.index,
});

/** Datart's `Schedule` (the config as an object here; the REST door sends Datart's JSON string). */
export const scheduleView = (r: ScheduleRow) => ({
  ...baseInfo(r),
  cronExpression: r.cronExpression,
  startDate: r.startDate?.toISOString() ?? null,
  endDate: r.endDate?.toISOString() ?? null,
  config: r.config ?? null,
  status: r.status,
  nextFireTime: r.nextFireAt?.toISOString() ?? null,
  createBy: r.createdBy,
  createTime: r.createdAt.toISOString(),
  updateBy: r.updatedBy,
  updateTime: r.updatedAt.toISOString(),
});

/** Datart's `ScheduleLog`: status 1 started, 3 config parsed, 7 data fetched, 15 sent. */
export const logView = (r: typeof scheduleLogs.$inferSelect) => ({
  id: r.id,
  scheduleId: r.scheduleId,
  start: r.start.toISOString(),
  end: r.end?.toISOString() ?? null,
  status: r.status,
  message: r.message,
});

/**
 * The organisation's time zone for its schedules: its `TIME_ZONE` setting when one is stored (an IANA
 * name), else the server's own zone, as Datart used the JVM's.
 */
export async function orgTimeZone(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ config: orgSettings.config })
    .from(orgSettings)
    .where(and(eq(orgSettings.orgId, orgId), eq(orgSettings.type, 'TIME_ZONE')));
  const zone = typeof row?.config === 'string' ? row.config : null;
  if (zone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone;
    } catch {
      // an unknown zone falls back to the server's
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
