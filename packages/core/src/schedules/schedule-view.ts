import type { scheduleLogs } from '@tessera/db';
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

export { orgTimeZone } from '../orgs/org-time-zone';
