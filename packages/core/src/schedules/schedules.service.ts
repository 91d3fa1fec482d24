import { and, desc, eq } from 'drizzle-orm';
import { permissions, scheduleLogs, schedules, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { enqueueNow } from '../jobs/queue';
import { wake } from '../jobs/wake';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { flagsFor, treeFlags } from '../permissions/can';
import { authorize, requireModule, type Access } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { ensurePerUserRole } from '../permissions/subjects';
import { archivedName, assertCanMove, visibleItems } from '../tree/tree-ops';
import { VIZ } from '../viz/viz-tree';
import { nextFire, nextFires, quartzCron } from './cron';
import { ATTACHMENTS, checkScheduleConfig, type ScheduleConfig } from './schedule-config';
import { findSchedule, SCHEDULE, scheduleTree, type ScheduleRow } from './schedule-tree';
import { orgTimeZone } from '../orgs/org-time-zone';
import { checkAlert, chartAlertColumns } from './schedule-alert';
import { baseInfo, logView, scheduleView } from './schedule-view';
import { readScheduleDate, zonedIso } from './zoned-date';
import {
  type AlertColumnsInput,
  type CheckScheduleNameInput,
  type CreateScheduleInput,
  type DeleteScheduleInput,
  type NextFiresInput,
  type ScheduleIdInput,
  type ScheduleLogsInput,
  type UnarchiveScheduleInput,
  type UpdateScheduleBaseInput,
  type UpdateScheduleInput,
} from './schedules.schemas';

/** The job kind of a schedule's run (a fire or "run now"). */
export const SCHEDULE_RUN_JOB = 'schedule-run';

/** Loads a schedule and checks the caller's privilege on it (404 for ids of other organisations). */
export async function loadSchedule(ctx: Ctx, id: string, level: number): Promise<ScheduleRow> {
  const row = await findSchedule(ctx.deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', { entity: 'schedule' });
  await authorize(ctx, row.orgId, SCHEDULE, row.id, level);
  return row;
}

/**
 * `GET /schedules?orgId=` and `/schedules/archived`: what the caller may see, with the folders above it,
 * each with what the caller may do with it (`can`, read by the web app's tree).
 */
export async function listSchedules(ctx: Ctx, { orgId }: OrgIdInput, mode: 'active' | 'archived' = 'active') {
  const access = await requireModule(ctx, orgId, 'SCHEDULE');
  const rows = await ctx.deps.db
    .select()
    .from(schedules)
    .where(eq(schedules.orgId, orgId))
    .orderBy(schedules.index);
  const flags = treeFlags(access, SCHEDULE, rows);
  return visibleItems(access, SCHEDULE, rows, mode === 'active' ? Level.READ : Level.MANAGE, mode).map(
    (r) => ({ ...baseInfo(r), can: flags(r) }),
  );
}

export async function getSchedule(ctx: Ctx, { id }: ScheduleIdInput) {
  const row = await loadSchedule(ctx, id, Level.READ);
  return { ...scheduleView(row), can: await flagsFor(ctx, row.orgId, SCHEDULE, row.id) };
}

/** What schedules can send here: the attachment types made, and whether robots (pictures) can run. */
export async function scheduleCapabilities(ctx: Ctx, { orgId }: OrgIdInput) {
  await requireModule(ctx, orgId, 'SCHEDULE');
  return { attachments: [...ATTACHMENTS], wechat: true };
}

type SentDate = string | Date | null | undefined;
type Timing = { cronExpression?: string | null | undefined; startDate?: SentDate; endDate?: SentDate };

/** The effective range as sent, read in the organisation's zone; an end before the start is refused. */
function rangeOf(timing: Timing, timeZone: string) {
  const startDate = readScheduleDate(timing.startDate, timeZone, 'startDate') ?? null;
  const endDate = readScheduleDate(timing.endDate, timeZone, 'endDate') ?? null;
  if (startDate && endDate && endDate <= startDate)
    throw new AppError('SCHEDULE_RANGE_INVALID', {}, { fields: [{ path: 'endDate', message: 'invalid' }] });
  return { startDate, endDate };
}

/**
 * A schedule's timing and content, checked: a cron that parses, a range (in the organisation's zone)
 * that ends after it starts, the content and delivery, and an alert on its one chart.
 */
async function checkedFields(
  ctx: Ctx,
  orgId: string,
  type: string,
  timing: Timing,
  config: ScheduleConfig | null | undefined,
) {
  if (type === 'FOLDER') return { cronExpression: null, startDate: null, endDate: null, config: null };
  if (!timing.cronExpression)
    throw new AppError(
      'SCHEDULE_CRON_INVALID',
      { cron: '' },
      { fields: [{ path: 'cronExpression', message: 'required' }] },
    );
  const timeZone = await orgTimeZone(ctx.deps.db, orgId);
  quartzCron(timing.cronExpression, timeZone);
  const range = rangeOf(timing, timeZone);
  const allowList = ctx.deps.config.httpAllowList ?? [];
  const checked = await checkScheduleConfig(type, config ?? {}, allowList);
  const alert = await checkAlert(ctx.deps.db, orgId, checked.alert, checked.vizContents ?? []);
  return { cronExpression: timing.cronExpression, ...range, config: { ...checked, alert } };
}

/** The creator keeps MANAGE on what they made (Datart's default grant for a schedule). */
async function grantCreator(tx: Parameters<typeof ensurePerUserRole>[0], access: Access, id: string) {
  if (access.isOwner) return;
  const roleId = await ensurePerUserRole(tx, access.orgId, access.userId);
  await tx.insert(permissions).values({
    orgId: access.orgId,
    roleId,
    resourceType: SCHEDULE,
    resourceId: id,
    permission: Level.CREATE,
    createdBy: access.userId,
  });
}

/** `POST /schedules`: a folder, or an EMAIL / WECHART schedule, created stopped (CREATE where it goes). */
export async function createSchedule(ctx: Ctx, input: CreateScheduleInput) {
  const access = await authorize(ctx, input.orgId, SCHEDULE, input.parentId ?? SCHEDULE, Level.CREATE);
  const { db } = ctx.deps;
  await scheduleTree.assertParent(db, input.orgId, input.parentId);
  const isFolder = input.isFolder === true;
  if (!isFolder && !input.type)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'type', message: 'required' }] });
  const type = isFolder ? 'FOLDER' : input.type!;
  const fields = await checkedFields(ctx, input.orgId, type, input, input.config);
  const row = await db.transaction(async (tx) => {
    await scheduleTree.assertNameFree(tx, input.orgId, input.parentId, input.name);
    const [created] = await tx
      .insert(schedules)
      .values({
        orgId: input.orgId,
        name: input.name,
        type,
        isFolder,
        parentId: input.parentId ?? null,
        index: input.index ?? (await scheduleTree.nextIndex(tx, input.orgId, input.parentId)),
        cronExpression: fields.cronExpression,
        startDate: fields.startDate,
        endDate: fields.endDate,
        config: fields.config,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    await grantCreator(tx, access, created!.id);
    return created!;
  });
  return scheduleView(row);
}

/** `PUT /schedules/{id}`: only while stopped (MANAGE). */
export async function updateSchedule(ctx: Ctx, input: UpdateScheduleInput) {
  const row = await loadSchedule(ctx, input.id, Level.MANAGE);
  if (row.active) throw new AppError('SCHEDULE_ACTIVE');
  const type = row.isFolder ? 'FOLDER' : (input.type ?? row.type);
  const parentId = input.parentId === undefined ? row.parentId : input.parentId;
  if (parentId !== row.parentId) await assertCanMove(ctx, scheduleTree, SCHEDULE, row, parentId);
  const timing = {
    cronExpression: input.cronExpression === undefined ? row.cronExpression : input.cronExpression,
    startDate: input.startDate === undefined ? row.startDate : input.startDate,
    endDate: input.endDate === undefined ? row.endDate : input.endDate,
  };
  const fields = await checkedFields(
    ctx,
    row.orgId,
    type,
    timing,
    input.config === undefined ? row.config : input.config,
  );
  const [saved] = await ctx.deps.db.transaction(async (tx) => {
    await scheduleTree.assertNameFree(tx, row.orgId, parentId, input.name, row.id);
    return tx
      .update(schedules)
      .set({
        name: input.name,
        type,
        parentId,
        index: input.index ?? row.index,
        cronExpression: fields.cronExpression,
        startDate: fields.startDate,
        endDate: fields.endDate,
        config: fields.config,
        // An edited schedule's alert starts afresh ("send once" counts from the new condition).
        alertSent: false,
        updatedBy: ctx.actor!.userId,
        updatedAt: ctx.deps.clock(),
      })
      .where(eq(schedules.id, row.id))
      .returning();
  });
  return scheduleView(saved!);
}

/** `PUT /schedules/{id}/base`: rename or move (MANAGE, and CREATE where it lands). */
export async function updateScheduleBase(ctx: Ctx, input: UpdateScheduleBaseInput): Promise<boolean> {
  const row = await loadSchedule(ctx, input.id, Level.MANAGE);
  const parentId = input.parentId ?? null;
  if (parentId !== row.parentId) await assertCanMove(ctx, scheduleTree, SCHEDULE, row, parentId);
  await scheduleTree.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
  await ctx.deps.db
    .update(schedules)
    .set({
      name: input.name,
      parentId,
      index: input.index ?? (await scheduleTree.nextIndex(ctx.deps.db, row.orgId, parentId)),
      updatedBy: ctx.actor!.userId,
      updatedAt: ctx.deps.clock(),
    })
    .where(eq(schedules.id, row.id));
  return true;
}

/** `DELETE /schedules/{id}?archive=`: to the recycle bin or gone; only while stopped. */
export async function deleteSchedule(ctx: Ctx, input: DeleteScheduleInput): Promise<boolean> {
  const row = await loadSchedule(ctx, input.id, Level.MANAGE);
  if (row.active) throw new AppError('SCHEDULE_ACTIVE');
  const { db } = ctx.deps;
  if (row.isFolder) {
    const children = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.parentId, row.id), eq(schedules.status, STATUS.ACTIVE)));
    if (children.length) throw new AppError('HAS_CHILDREN');
  }
  if (input.archive && !row.isFolder)
    await db
      .update(schedules)
      .set({ status: STATUS.ARCHIVED, name: archivedName(row.name, ctx.deps.clock()) })
      .where(eq(schedules.id, row.id));
  else await db.delete(schedules).where(eq(schedules.id, row.id));
  return true;
}

/** `PUT /schedules/unarchive/{id}`: back from the recycle bin under a name and folder. */
export async function unarchiveSchedule(ctx: Ctx, input: UnarchiveScheduleInput): Promise<boolean> {
  const row = await loadSchedule(ctx, input.id, Level.MANAGE);
  if (row.status !== STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'schedule' });
  const parentId = input.parentId ?? null;
  await assertCanMove(ctx, scheduleTree, SCHEDULE, row, parentId);
  await scheduleTree.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
  await ctx.deps.db
    .update(schedules)
    .set({
      status: STATUS.ACTIVE,
      name: input.name,
      parentId,
      index: input.index ?? (await scheduleTree.nextIndex(ctx.deps.db, row.orgId, parentId)),
    })
    .where(eq(schedules.id, row.id));
  return true;
}

/** `POST /schedules/check/name`: true when the name is free in the folder. */
export async function checkScheduleName(ctx: Ctx, input: CheckScheduleNameInput): Promise<boolean> {
  await requireModule(ctx, input.orgId, 'SCHEDULE');
  await scheduleTree.assertNameFree(ctx.deps.db, input.orgId, input.parentId, input.name);
  return true;
}

/** A schedule that can run: not a folder, not archived. */
function runnable(row: ScheduleRow) {
  if (row.isFolder || row.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'schedule' });
}

/** `PUT /schedules/start/{id}`: fires from its next time on (at once: the workers are woken). */
export async function startSchedule(ctx: Ctx, { id }: ScheduleIdInput): Promise<boolean> {
  const row = await loadSchedule(ctx, id, Level.MANAGE);
  runnable(row);
  const now = ctx.deps.clock();
  const next = nextFire(
    {
      cronExpression: row.cronExpression ?? '',
      timeZone: await orgTimeZone(ctx.deps.db, row.orgId),
      startDate: row.startDate,
      endDate: row.endDate,
    },
    now,
  );
  if (!next) throw new AppError('SCHEDULE_ENDED');
  await ctx.deps.db
    .update(schedules)
    .set({ active: true, nextFireAt: next, updatedAt: now })
    .where(eq(schedules.id, row.id));
  wake(ctx.deps.db, SCHEDULE_RUN_JOB);
  return true;
}

/** `PUT /schedules/stop/{id}`: no further fires (a run already under way finishes). */
export async function stopSchedule(ctx: Ctx, { id }: ScheduleIdInput): Promise<boolean> {
  const row = await loadSchedule(ctx, id, Level.MANAGE);
  await ctx.deps.db
    .update(schedules)
    .set({ active: false, nextFireAt: null, updatedAt: ctx.deps.clock() })
    .where(eq(schedules.id, row.id));
  return true;
}

/**
 * `POST /schedules/execute/{id}`: one run now, started at once by a worker (its progress in the logs);
 * answers true once the run is queued, where Datart waited for it (D-sched-2).
 */
export async function executeSchedule(ctx: Ctx, { id }: ScheduleIdInput): Promise<boolean> {
  const row = await loadSchedule(ctx, id, Level.MANAGE);
  runnable(row);
  await enqueueNow(ctx.deps, SCHEDULE_RUN_JOB, { scheduleId: row.id, manual: true });
  return true;
}

/** `GET /schedules/logs/{id}?count=`: the newest runs first. */
export async function scheduleLogsOf(ctx: Ctx, input: ScheduleLogsInput) {
  const row = await loadSchedule(ctx, input.id, Level.READ);
  const rows = await ctx.deps.db
    .select()
    .from(scheduleLogs)
    .where(eq(scheduleLogs.scheduleId, row.id))
    .orderBy(desc(scheduleLogs.start))
    .limit(input.count);
  return rows.map(logView);
}

/**
 * The next fire times of a cron within a range, for the form: in the organisation's zone, which is
 * named, each as an ISO time with that zone's offset (`2027-01-04T09:00:00+08:00`).
 */
export async function previewFires(ctx: Ctx, input: NextFiresInput) {
  await requireModule(ctx, input.orgId, 'SCHEDULE');
  const timeZone = await orgTimeZone(ctx.deps.db, input.orgId);
  const fires = nextFires(
    { cronExpression: input.cronExpression, timeZone, ...rangeOf(input, timeZone) },
    ctx.deps.clock(),
    input.count,
  );
  return { timeZone, fires: fires.map((d) => zonedIso(d, timeZone)) };
}

/**
 * The columns an alert can watch on a chart: its result's columns, numeric ones marked (READ on the
 * chart, in the organisation's SCHEDULE module).
 */
export async function alertColumns(ctx: Ctx, input: AlertColumnsInput) {
  await requireModule(ctx, input.orgId, 'SCHEDULE');
  await authorize(ctx, input.orgId, VIZ, input.vizId, Level.READ);
  return chartAlertColumns(ctx.deps.db, input.orgId, input.vizId);
}
