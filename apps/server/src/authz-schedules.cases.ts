import type { Fixture } from './authz-fixture';
import { freshChart, must, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for /schedules (run by authz-viz.test.ts, counted by authz-matrix.test.ts).
 * `module`: the privileged member has the SCHEDULE module and CREATE on its root (grantScheduleRoot), so
 * MANAGE on the owner's schedules; the plain member has no module and is refused, as is the outsider.
 */
const rnd = () => Math.random().toString(36).slice(2, 10);

export const grantScheduleRoot = (f: Fixture) =>
  must(
    f.ownerCall('POST', '/api/v1/roles/permission/grant', {
      body: {
        permissionToCreate: [
          {
            orgId: f.orgId,
            subjectType: 'USER_ROLE',
            subjectId: f.ids.privileged,
            resourceType: 'SCHEDULE',
            resourceId: 'SCHEDULE',
            permission: 134,
          },
        ],
      },
    }),
  );

const body = (f: Fixture) => ({
  orgId: f.orgId,
  name: `schedule-${rnd()}`,
  type: 'EMAIL',
  cronExpression: '0 0 8 * * ?',
  parentId: null,
  isFolder: false,
  config: JSON.stringify({
    subject: 'Report',
    to: 'someone@example.com',
    attachments: ['EXCEL'],
    vizContents: [{ vizType: 'DATACHART', vizId: 'a'.repeat(32) }],
  }),
});

/** A stopped schedule of the owner, fresh for each attempt. */
const freshSchedule = async (f: Fixture) =>
  (await must<{ id: string }>(f.ownerCall('POST', '/api/v1/schedules', { body: body(f) }))).id;
const freshArchived = async (f: Fixture) => {
  const id = await freshSchedule(f);
  await must(f.ownerCall('DELETE', `/api/v1/schedules/${id}?archive=true`));
  return id;
};

const byId = (route: string, method: string, path: (id: string) => string, procedure?: string): VizCase => ({
  rule: 'module',
  rest: { route, build: async (f) => ({ method, path: path(await freshSchedule(f)) }) },
  ...(procedure
    ? { trpc: { procedure, build: async (f: Fixture) => ({ id: await freshSchedule(f) }) } }
    : {}),
});

export const scheduleCases: VizCase[] = [
  {
    rule: 'module',
    rest: {
      route: 'GET /schedules',
      build: async (f) => ({ method: 'GET', path: `/api/v1/schedules?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'schedule.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /schedules/archived',
      build: async (f) => ({ method: 'GET', path: `/api/v1/schedules/archived?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'schedule.archived', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /schedules/check/name',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/schedules/check/name',
        body: { orgId: f.orgId, name: `free-${rnd()}` },
      }),
    },
    trpc: {
      procedure: 'schedule.checkName',
      build: async (f) => ({ orgId: f.orgId, name: `free-${rnd()}` }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /schedules',
      build: async (f) => ({ method: 'POST', path: '/api/v1/schedules', body: body(f) }),
    },
    trpc: { procedure: 'schedule.create', build: async (f) => body(f) },
  },
  {
    rule: 'module',
    trpc: {
      procedure: 'schedule.nextFires',
      build: async (f) => ({ orgId: f.orgId, cronExpression: '0 0 8 * * ?' }),
    },
  },
  {
    rule: 'module',
    trpc: { procedure: 'schedule.capabilities', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    trpc: {
      procedure: 'schedule.alertColumns',
      build: async (f) => ({ orgId: f.orgId, vizId: await freshChart(f) }),
    },
  },
  {
    // The organisation's time zone, which its schedules fire in: its owner's to set.
    rule: 'owner',
    rest: {
      route: 'PUT /orgs/:orgId/time-zone',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/orgs/${f.orgId}/time-zone`,
        body: { timeZone: 'Asia/Shanghai' },
      }),
    },
    trpc: {
      procedure: 'org.setTimeZone',
      build: async (f) => ({ orgId: f.orgId, timeZone: 'Europe/Paris' }),
    },
  },
  byId('GET /schedules/:id', 'GET', (id) => `/api/v1/schedules/${id}`, 'schedule.byId'),
  byId('GET /schedules/logs/:id', 'GET', (id) => `/api/v1/schedules/logs/${id}?count=5`),
  byId('PUT /schedules/start/:id', 'PUT', (id) => `/api/v1/schedules/start/${id}`, 'schedule.start'),
  byId('PUT /schedules/stop/:id', 'PUT', (id) => `/api/v1/schedules/stop/${id}`, 'schedule.stop'),
  byId('POST /schedules/execute/:id', 'POST', (id) => `/api/v1/schedules/execute/${id}`, 'schedule.execute'),
  {
    rule: 'module',
    trpc: { procedure: 'schedule.logs', build: async (f) => ({ id: await freshSchedule(f), count: 5 }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /schedules/:id/base',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/schedules/${await freshSchedule(f)}/base`,
        body: { name: `renamed-${rnd()}`, parentId: null, index: 1 },
      }),
    },
    trpc: {
      procedure: 'schedule.updateBase',
      build: async (f) => ({
        id: await freshSchedule(f),
        name: `renamed-${rnd()}`,
        parentId: null,
        index: 1,
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /schedules/:id',
      build: async (f) => {
        const { orgId: _o, ...rest } = body(f);
        return { method: 'PUT', path: `/api/v1/schedules/${await freshSchedule(f)}`, body: rest };
      },
    },
    trpc: {
      procedure: 'schedule.update',
      build: async (f) => {
        const { orgId: _o, ...rest } = body(f);
        return { ...rest, id: await freshSchedule(f) };
      },
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /schedules/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/schedules/${await freshSchedule(f)}?archive=true`,
      }),
    },
    trpc: {
      procedure: 'schedule.delete',
      build: async (f) => ({ id: await freshSchedule(f), archive: true }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /schedules/unarchive/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/schedules/unarchive/${await freshArchived(f)}?name=back-${rnd()}&index=1`,
      }),
    },
    trpc: {
      procedure: 'schedule.unarchive',
      build: async (f) => ({ id: await freshArchived(f), name: `back-${rnd()}`, parentId: null, index: 1 }),
    },
  },
];
