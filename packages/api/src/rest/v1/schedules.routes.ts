import { canSchema, orgsSchemas, parse, schedulesSchemas as s, schedulesService as svc } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const T = 'Schedules';
const baseInfo = z.object({
  id: z.string(),
  name: z.string(),
  orgId: z.string(),
  type: z.string().describe('EMAIL, WECHART or FOLDER'),
  active: z.boolean(),
  parentId: z.string().nullable(),
  isFolder: z.boolean(),
  index: z.number(),
});
const schedule = baseInfo.extend({
  cronExpression: z.string().nullable().describe("Quartz cron (6-7 fields, '?' in a day field)"),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  config: z.string().nullable().describe('ScheduleJobConfig as a JSON string, as Datart sends it'),
  status: z.number(),
  nextFireTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string(),
});
const scheduleDetail = schedule.extend({ can: canSchema.describe('Beyond Datart: what I may do with it') });
const log = z.object({
  id: z.string(),
  scheduleId: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  status: z.number().describe('1 started, 3 config parsed, 7 data fetched, 15 sent'),
  message: z.string().nullable(),
});

/** Datart's Schedule on the wire: the config as a JSON string. */
const toDto = <S extends { config: unknown }>(row: S) => ({
  ...row,
  config: row.config === null ? null : JSON.stringify(row.config),
});

/** Datart's /schedules: the tree, the editor, start / stop / run now and the run logs. */
export const schedulesRoutes = [
  route({
    method: 'get',
    path: '/schedules',
    tag: T,
    summary: 'Schedules and folders I may see',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(baseInfo),
    handler: ({ ctx, query }) => svc.listSchedules(ctx, query),
  }),
  route({
    method: 'get',
    path: '/schedules/archived',
    tag: T,
    summary: 'Archived schedules (recycle bin) I may manage',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(baseInfo),
    handler: ({ ctx, query }) => svc.listSchedules(ctx, query, 'archived'),
  }),
  route({
    method: 'post',
    path: '/schedules/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free in the folder, 409 otherwise',
    access: 'user',
    scope: 'org',
    body: s.checkScheduleNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.checkScheduleName(ctx, body),
  }),
  route({
    method: 'post',
    path: '/schedules',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a schedule (created stopped) or a folder; CREATE where it goes',
    access: 'user',
    scope: 'org',
    body: s.createScheduleInputSchema,
    response: schedule,
    handler: async ({ ctx, body }) => toDto(await svc.createSchedule(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/schedules/logs/:id',
    tag: T,
    summary: 'The newest runs of a schedule',
    access: 'user',
    scope: 'org',
    query: z.object({ count: z.string().optional(), scheduleId: z.string().optional() }),
    response: z.array(log),
    handler: ({ ctx, params, query }) =>
      svc.scheduleLogsOf(ctx, parse(s.scheduleLogsInputSchema, { id: params.id, count: query.count })),
  }),
  route({
    method: 'put',
    path: '/schedules/start/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Start firing on the cron (MANAGE)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.startSchedule(ctx, parse(s.scheduleIdSchema, { id: params.id })),
  }),
  route({
    method: 'put',
    path: '/schedules/stop/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Stop firing (MANAGE)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.stopSchedule(ctx, parse(s.scheduleIdSchema, { id: params.id })),
  }),
  route({
    method: 'post',
    path: '/schedules/execute/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Run once now (queued at once; its progress is in the logs)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.executeSchedule(ctx, parse(s.scheduleIdSchema, { id: params.id })),
  }),
  route({
    method: 'put',
    path: '/schedules/unarchive/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Restore from the recycle bin under a name and folder',
    access: 'user',
    scope: 'org',
    query: z.object({ name: z.string(), index: z.coerce.number(), parentId: z.string().optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.unarchiveSchedule(
        ctx,
        parse(s.unarchiveScheduleInputSchema, {
          id: params.id,
          name: query.name,
          index: query.index,
          parentId: query.parentId || null,
        }),
      ),
  }),
  route({
    method: 'get',
    path: '/schedules/:id',
    tag: T,
    summary: 'One schedule',
    access: 'user',
    scope: 'org',
    response: scheduleDetail,
    handler: async ({ ctx, params }) =>
      toDto(await svc.getSchedule(ctx, parse(s.scheduleIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/schedules/:id/base',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename or move',
    access: 'user',
    scope: 'org',
    body: s.updateScheduleBaseInputSchema.omit({ id: true }).passthrough(),
    response: z.boolean(),
    handler: ({ ctx, params, body }) =>
      svc.updateScheduleBase(
        ctx,
        parse(s.updateScheduleBaseInputSchema, { ...(body as object), id: params.id }),
      ),
  }),
  route({
    method: 'put',
    path: '/schedules/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Change a stopped schedule (MANAGE)',
    access: 'user',
    scope: 'org',
    body: s.updateScheduleInputSchema.omit({ id: true }).passthrough(),
    response: schedule,
    handler: async ({ ctx, params, body }) =>
      toDto(
        await svc.updateSchedule(
          ctx,
          parse(s.updateScheduleInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'delete',
    path: '/schedules/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'To the recycle bin (archive=true, default) or gone; only while stopped',
    access: 'user',
    scope: 'org',
    query: z.object({ archive: z.enum(['true', 'false']).optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.deleteSchedule(
        ctx,
        parse(s.deleteScheduleInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
];
