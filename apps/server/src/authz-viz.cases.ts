import { downloadsService } from '@tessera/core';
import type { Fixture } from './authz-fixture';

/**
 * Authorisation-matrix cases for the /viz routes and the viz / datachart procedures, run by
 * authz-viz.test.ts and counted by the completeness check of authz-matrix.test.ts. The share links' doors
 * are in authz-share.cases.ts.
 * `module`: a member needs the VIZ module and rights on the item (the fixture's privileged member gets
 * CREATE on the viz root through grantVizRoot); plain members and outsiders are refused.
 */
export interface VizReq {
  method: string;
  path: string;
  body?: unknown;
  /** Sent as a multipart upload of a small PNG (field `file`). */
  multipart?: boolean;
  /** Sent as a multipart upload (field `file`) of this GeoJSON text. */
  geojson?: string;
  /** Sent as a multipart upload (field `file`) of these bytes (an export or template file). */
  file?: { name: string; data: Uint8Array };
}
export interface VizCase {
  /**
   * `share`: the share link authorises (NONE share: everyone, anonymous included — the share visitor column).
   * `share-ended`: a share session its owner ended (changed mode, code or list, deleted link) or another
   * session's task: refused to everyone, the owner included.
   */
  rule: 'member' | 'module' | 'owner' | 'share' | 'share-ended';
  rest?: { route: string; build: (f: Fixture) => Promise<VizReq> };
  trpc?: { procedure: string; build: (f: Fixture) => Promise<unknown> };
}

const rnd = () => Math.random().toString(36).slice(2, 10);
const name = () => `viz-${rnd()}`;

/** A minimal chart on the fixture's view (columns category, unit_cost). */
export const chartConfig = () => ({
  chartGraphId: 'cluster-column-chart',
  aggregation: true,
  chartConfig: {
    datas: [
      { key: 'dimension', type: 'group', rows: [{ colName: 'category', type: 'STRING', category: 'field' }] },
      {
        key: 'metrics',
        type: 'aggregate',
        rows: [{ colName: 'unit_cost', type: 'NUMERIC', category: 'field', aggregate: 'SUM' }],
      },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
});

export async function must<T>(p: ReturnType<Fixture['ownerCall']>): Promise<T> {
  const res = await p;
  if (res.status !== 200) throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** The privileged member of the fixture gets CREATE (incl. MANAGE and READ) on Datart's viz roots `FOLDER` and `STORYBOARD`. */
export const grantVizRoot = (f: Fixture) =>
  must(
    f.ownerCall('POST', '/api/v1/roles/permission/grant', {
      body: {
        permissionToCreate: ['FOLDER', 'STORYBOARD'].map((root) => ({
          orgId: f.orgId,
          subjectType: 'USER_ROLE',
          subjectId: f.ids.privileged,
          resourceType: 'VIZ',
          resourceId: root,
          permission: 134,
        })),
      },
    }),
  );

const freshFolder = async (f: Fixture) =>
  (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/viz/folders', { body: { orgId: f.orgId, name: name() } }),
    )
  ).id;
export const freshChart = async (f: Fixture) =>
  (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/viz/datacharts', {
        body: { orgId: f.orgId, name: name(), viewId: f.viewId, config: JSON.stringify(chartConfig()) },
      }),
    )
  ).id;
const freshArchivedChart = async (f: Fixture) => {
  const id = await freshChart(f);
  await must(f.ownerCall('DELETE', `/api/v1/viz/datacharts/${id}?archive=true`));
  return id;
};

const boardConfig = JSON.stringify({ version: '1.0.0-RC.0', type: 'auto', jsonConfig: { props: [] } });
/** A board with one linked chart widget (its id returned too, for the data route). */
export const freshDashboard = async (f: Fixture) => {
  const id = (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/viz/dashboards', {
        body: { orgId: f.orgId, name: name(), config: boardConfig, subType: 'auto' },
      }),
    )
  ).id;
  const widgetId = crypto.randomUUID().replace(/-/g, '');
  await must(
    f.ownerCall('PUT', `/api/v1/viz/dashboards/${id}`, {
      body: {
        name: name(),
        widgetToCreate: [
          {
            id: widgetId,
            datachartId: await freshChart(f),
            config: JSON.stringify({ name: 'w', type: 'chart', originalType: 'linkedChart' }),
          },
        ],
      },
    }),
  );
  return { id, widgetId };
};

/** The owner's own finished download of a fresh chart. */
const freshDownload = async (f: Fixture) => {
  const chartId = await freshChart(f);
  const task = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/download/submit/task', {
      body: {
        fileName: 'mine',
        downloadParams: [{ viewId: f.viewId, vizId: chartId, vizType: 'DATACHART', ...execBody }],
      },
    }),
  );
  await downloadsService.runPendingDownloads(f.t.deps);
  return task.id;
};

const freshStoryboard = async (f: Fixture) =>
  (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/viz/storyboards', { body: { orgId: f.orgId, name: name() } }),
    )
  ).id;
const freshStorypage = async (f: Fixture) => {
  const storyboardId = await freshStoryboard(f);
  const page = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/viz/storypages', {
      body: { storyboardId, relType: 'DATACHART', relId: await freshChart(f), config: '{}' },
    }),
  );
  return { storyboardId, id: page.id };
};
export const execBody = {
  groups: [{ column: ['category'] }],
  aggregators: [{ column: ['unit_cost'], sqlOperator: 'SUM', alias: 'SUM(unit_cost)' }],
};

export const vizCases: VizCase[] = [
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/folders',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/folders?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'viz.folders', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/folders',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/folders',
        body: { orgId: f.orgId, name: name() },
      }),
    },
    trpc: { procedure: 'viz.createFolder', build: async (f) => ({ orgId: f.orgId, name: name() }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/folders/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/folders/${await freshFolder(f)}`,
        body: { name: name(), index: 2 },
      }),
    },
    trpc: { procedure: 'viz.updateFolder', build: async (f) => ({ id: await freshFolder(f), name: name() }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /viz/folders/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/viz/folders/${await freshFolder(f)}?archive=false`,
      }),
    },
    trpc: {
      procedure: 'viz.deleteFolder',
      build: async (f) => ({ id: await freshFolder(f), archive: false }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/check/name',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/check/name',
        body: { orgId: f.orgId, name: name(), vizType: 'DATACHART' },
      }),
    },
    trpc: {
      procedure: 'viz.checkName',
      build: async (f) => ({ orgId: f.orgId, name: name(), vizType: 'FOLDER' }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/publish/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/publish/${await freshChart(f)}?vizType=DATACHART`,
      }),
    },
    trpc: {
      procedure: 'viz.publish',
      build: async (f) => ({ id: await freshChart(f), vizType: 'DATACHART', publish: true }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/unpublish/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/unpublish/${await freshChart(f)}?vizType=DATACHART`,
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/unarchive/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/unarchive/${await freshArchivedChart(f)}?vizType=DATACHART&newName=${name()}`,
      }),
    },
    trpc: {
      procedure: 'viz.unarchive',
      build: async (f) => ({ id: await freshArchivedChart(f), vizType: 'DATACHART', newName: name() }),
    },
  },
  {
    rule: 'module',
    trpc: {
      procedure: 'viz.restore',
      build: async (f) => ({ id: await freshArchivedChart(f), name: name(), parentId: null }),
    },
  },
  {
    rule: 'module',
    trpc: { procedure: 'viz.remove', build: async (f) => ({ id: await freshChart(f), archive: true }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/archived/datachart/:orgId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/archived/datachart/${f.orgId}` }),
    },
    trpc: { procedure: 'viz.archived', build: async (f) => ({ orgId: f.orgId, vizType: 'DATACHART' }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/archived/dashboard/:orgId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/archived/dashboard/${f.orgId}` }),
    },
    trpc: { procedure: 'viz.recycleBin', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/archived/storyboard/:orgId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/archived/storyboard/${f.orgId}` }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/datacharts',
      build: async (f) => ({
        method: 'GET',
        path: `/api/v1/viz/datacharts?datachartIds=${await freshChart(f)}`,
      }),
    },
    trpc: { procedure: 'datachart.byIds', build: async (f) => ({ datachartIds: [await freshChart(f)] }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/datacharts',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/datacharts',
        body: { orgId: f.orgId, name: name(), viewId: f.viewId, config: JSON.stringify(chartConfig()) },
      }),
    },
    trpc: {
      procedure: 'datachart.create',
      build: async (f) => ({ orgId: f.orgId, name: name(), viewId: f.viewId, config: chartConfig() }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/datacharts/:id',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/datacharts/${await freshChart(f)}` }),
    },
    trpc: { procedure: 'datachart.byId', build: async (f) => ({ id: await freshChart(f) }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/datacharts/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/datacharts/${await freshChart(f)}`,
        body: { name: name(), viewId: f.viewId, config: JSON.stringify(chartConfig()) },
      }),
    },
    trpc: {
      procedure: 'datachart.update',
      build: async (f) => ({
        id: await freshChart(f),
        name: name(),
        viewId: f.viewId,
        config: chartConfig(),
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /viz/datacharts/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/viz/datacharts/${await freshChart(f)}?archive=false`,
      }),
    },
    trpc: { procedure: 'datachart.delete', build: async (f) => ({ id: await freshChart(f), archive: true }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/datacharts/:id/execute',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/datacharts/${await freshChart(f)}/execute`,
        body: execBody,
      }),
    },
    trpc: {
      procedure: 'datachart.execute',
      build: async (f) => ({ id: await freshChart(f), request: execBody }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/dashboards',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/dashboards',
        body: { orgId: f.orgId, name: name(), config: boardConfig, subType: 'auto' },
      }),
    },
    trpc: { procedure: 'dashboard.create', build: async (f) => ({ orgId: f.orgId, name: name() }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/dashboards/:id',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/dashboards/${(await freshDashboard(f)).id}` }),
    },
    trpc: { procedure: 'dashboard.byId', build: async (f) => ({ id: (await freshDashboard(f)).id }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/dashboards/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/dashboards/${(await freshDashboard(f)).id}`,
        body: { name: name(), config: boardConfig },
      }),
    },
    trpc: {
      procedure: 'dashboard.save',
      build: async (f) => ({ id: (await freshDashboard(f)).id, name: name() }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/dashboards/:id/copy',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/dashboards/${(await freshDashboard(f)).id}/copy`,
        body: { name: name() },
      }),
    },
    trpc: {
      procedure: 'dashboard.copy',
      build: async (f) => ({ id: (await freshDashboard(f)).id, name: name() }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /viz/dashboards/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/viz/dashboards/${(await freshDashboard(f)).id}?archive=true`,
      }),
    },
    trpc: {
      procedure: 'dashboard.delete',
      build: async (f) => ({ id: (await freshDashboard(f)).id, archive: true }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/dashboards/:id/data',
      build: async (f) => {
        const board = await freshDashboard(f);
        return {
          method: 'POST',
          path: `/api/v1/viz/dashboards/${board.id}/data`,
          body: { queries: [{ widgetId: board.widgetId, request: execBody }] },
        };
      },
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/storyboards',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/storyboards?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'storyboard.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/storyboards',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/storyboards',
        body: { orgId: f.orgId, name: name() },
      }),
    },
    trpc: { procedure: 'storyboard.create', build: async (f) => ({ orgId: f.orgId, name: name() }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /viz/storyboards/:id',
      build: async (f) => ({ method: 'GET', path: `/api/v1/viz/storyboards/${await freshStoryboard(f)}` }),
    },
    trpc: { procedure: 'storyboard.byId', build: async (f) => ({ id: await freshStoryboard(f) }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/storyboards/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/storyboards/${await freshStoryboard(f)}`,
        body: { name: name() },
      }),
    },
    trpc: {
      procedure: 'storyboard.update',
      build: async (f) => ({ id: await freshStoryboard(f), name: name() }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/:id/base',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/viz/${await freshStoryboard(f)}/base`,
        body: { name: name() },
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /viz/storyboards/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/viz/storyboards/${await freshStoryboard(f)}?archive=true`,
      }),
    },
    trpc: {
      procedure: 'storyboard.delete',
      build: async (f) => ({ id: await freshStoryboard(f), archive: true }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/storypages',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/storypages',
        body: {
          storyboardId: await freshStoryboard(f),
          relType: 'DATACHART',
          relId: await freshChart(f),
          config: '{}',
        },
      }),
    },
    trpc: {
      procedure: 'storyboard.addPage',
      build: async (f) => ({
        storyboardId: await freshStoryboard(f),
        relType: 'DATACHART',
        relId: await freshChart(f),
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /viz/storypages/:id',
      build: async (f) => {
        const p = await freshStorypage(f);
        return {
          method: 'PUT',
          path: `/api/v1/viz/storypages/${p.id}`,
          body: {
            storyboardId: p.storyboardId,
            relType: 'DATACHART',
            relId: await freshChart(f),
            config: '{}',
          },
        };
      },
    },
    trpc: {
      procedure: 'storyboard.updatePage',
      build: async (f) => {
        const p = await freshStorypage(f);
        return { id: p.id, storyboardId: p.storyboardId, relType: 'DATACHART', relId: await freshChart(f) };
      },
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /viz/storypages/:id',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/viz/storypages/${(await freshStorypage(f)).id}`,
      }),
    },
    trpc: { procedure: 'storyboard.deletePage', build: async (f) => ({ id: (await freshStorypage(f)).id }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /files/viz/image',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/files/viz/image?ownerType=DASHBOARD&ownerId=${(await freshDashboard(f)).id}`,
        multipart: true,
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/storypages/:id/thumbnail',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/storypages/${(await freshStorypage(f)).id}/thumbnail`,
        multipart: true,
      }),
    },
  },
  // Downloads need DOWNLOAD on the chart: the owner holds it, the privileged member's CREATE on the root does not.
  {
    rule: 'owner',
    rest: {
      route: 'POST /download/submit/task',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/download/submit/task',
        body: {
          fileName: 'x',
          downloadParams: [
            { viewId: f.viewId, vizId: await freshChart(f), vizType: 'DATACHART', ...execBody },
          ],
        },
      }),
    },
    trpc: {
      procedure: 'download.submit',
      build: async (f) => ({
        fileName: 'x',
        downloadParams: [{ viewId: f.viewId, vizId: await freshChart(f), vizType: 'DATACHART', ...execBody }],
      }),
    },
  },
  {
    // Someone else's task is "not found", whatever they may do in the organisation.
    rule: 'owner',
    rest: {
      route: 'GET /download/files/:id',
      build: async (f) => ({ method: 'GET', path: `/api/v1/download/files/${await freshDownload(f)}` }),
    },
  },
];
