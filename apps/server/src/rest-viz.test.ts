import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { published } from './publish-viz';
import { trpcRequest } from './trpc-request';
import { addMember, customersModel as model, datartChartConfig as datartConfig } from './viz-fixtures';

/**
 * The /viz paths Datart's client calls (folders, datacharts, lifecycle, recycle bin), with Datart's
 * envelope and shapes, chart configs written by Datart, bad input, and who may read, save and run a chart.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let demoId = '';
let viewId = '';
let otherViewId = '';
const people: Record<string, { id: string; token: string }> = {};

async function person(name: string, grants: Parameters<typeof addMember>[4]) {
  people[name] = await addMember(t, owner, orgId, name, grants);
}

const envelopeOk = (body: {
  success: boolean;
  errCode: number;
  message: unknown;
  warnings: unknown;
  pageInfo: unknown;
  exception: unknown;
}) => {
  expect(body).toMatchObject({ success: true, errCode: 0, message: null, pageInfo: null, exception: null });
  expect(Object.keys(body).sort()).toEqual([
    'data',
    'errCode',
    'exception',
    'message',
    'pageInfo',
    'success',
    'warnings',
  ]);
};

interface FolderRow {
  id: string;
  name: string;
  relType: string;
  relId: string;
  parentId: string | null;
  index: number;
  status: number;
  can: Record<string, boolean>;
}
interface Detail {
  id: string;
  name: string;
  viewId: string;
  config: string;
  parentId: string | null;
  index: number;
  status: number;
  download: boolean;
  can: Record<string, boolean>;
  viewUnavailable: boolean;
  view: { id: string; model: string; script: string | null } | null;
  queryVariables: { name: string; defaultValue: string | null }[];
}

const folders = async (token = owner) => {
  const res = await t.call('GET', `/api/v1/viz/folders?orgId=${orgId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  envelopeOk(res.body);
  return res.body.data as FolderRow[];
};
const newFolder = async (name: string, parentId: string | null = null, token = owner) =>
  t.call('POST', '/api/v1/viz/folders', { token, body: { orgId, name, parentId, index: null } });
const newChart = (body: Record<string, unknown>, token = owner) =>
  t.call('POST', '/api/v1/viz/datacharts', {
    token,
    body: {
      orgId,
      viewId,
      parentId: null,
      index: null,
      description: '',
      subType: null,
      avatar: '',
      permissions: [],
      ...body,
    },
  });
const detail = async (id: string, token = owner) => t.call('GET', `/api/v1/viz/datacharts/${id}`, { token });
const execute = (id: string, token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/v1/viz/datacharts/${id}/execute`, {
    token,
    body: {
      groups: [{ column: ['country'], alias: 'country' }],
      aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'COUNT(customer_id)' }],
      orders: [{ column: ['country'], operator: 'ASC' }],
      pageInfo: { pageNo: 1, pageSize: 1000 },
      ...body,
    },
  });

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  demoId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demoId,
      script: 'select customer_id, country, city from customers where country = $country$',
      model: JSON.stringify(model),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const other = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Decoy',
      sourceId: demoId,
      script: "select 'ZZ-decoy' as country, 1 as customer_id, 'x' as city",
      model: JSON.stringify(model),
    },
  });
  otherViewId = (other.body.data as { id: string }).id;
  const v = await t.call('POST', '/api/v1/variables', {
    token: owner,
    body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
  });
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  await t.call('POST', '/api/v1/variables', {
    token: owner,
    body: {
      orgId,
      viewId,
      name: 'limit_hint',
      type: 'QUERY',
      valueType: 'NUMERIC',
      defaultValue: JSON.stringify(['10']),
    },
  });
});
afterAll(() => t.close());

describe('viz folders', () => {
  it('creates, lists, renames, reorders and moves folders with Datart’s rules', async () => {
    const a = await newFolder('Sales');
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    envelopeOk(a.body);
    const fa = a.body.data as FolderRow;
    expect(fa).toMatchObject({
      name: 'Sales',
      relType: 'FOLDER',
      relId: fa.id,
      parentId: null,
      index: 0,
      can: { read: true, manage: true, create: true, share: true, download: true },
    });
    const fb = (await newFolder('Regional', fa.id)).body.data as FolderRow;
    const fc = (await newFolder('Archive', fa.id)).body.data as FolderRow;
    expect([fb.index, fc.index]).toEqual([0, 1]);
    const list = await folders();
    expect(list.map((f) => f.name)).toEqual(expect.arrayContaining(['Sales', 'Regional', 'Archive']));

    // the name is unique per parent: check/name and create both answer 409
    const check = await t.call('POST', '/api/v1/viz/check/name', {
      token: owner,
      body: { orgId, name: 'Regional', parentId: fa.id, vizType: 'FOLDER' },
    });
    expect(check.status).toBe(409);
    expect(check.body.success).toBe(false);
    const free = await t.call('POST', '/api/v1/viz/check/name', {
      token: owner,
      body: { orgId, name: 'Regional', parentId: null, vizType: 'FOLDER' },
    });
    expect(free.status).toBe(200);
    expect(free.body.data).toBe(true);
    expect((await newFolder('Regional', fa.id)).status).toBe(409);

    // reorder: an explicit index wins
    const moved = await t.call('PUT', `/api/v1/viz/folders/${fc.id}`, {
      token: owner,
      body: { name: 'Old', parentId: fa.id, index: -1 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toBe(true);
    const children = (await folders()).filter((f) => f.parentId === fa.id).sort((x, y) => x.index - y.index);
    expect(children.map((f) => f.name)).toEqual(['Old', 'Regional']);

    // a folder moved into its own child is refused, and nothing changes
    const loop = await t.call('PUT', `/api/v1/viz/folders/${fa.id}`, {
      token: owner,
      body: { name: 'Sales', parentId: fb.id, index: 0 },
    });
    expect(loop.status).toBe(400);
    expect(loop.body.exception?.fields[0]?.path).toBe('parentId');
    const self = await t.call('PUT', `/api/v1/viz/folders/${fa.id}`, {
      token: owner,
      body: { name: 'Sales', parentId: fa.id },
    });
    expect(self.status).toBe(400);
    expect((await folders()).find((f) => f.id === fa.id)!.parentId).toBeNull();

    // moving to another parent without an index appends
    const out = await t.call('PUT', `/api/v1/viz/folders/${fb.id}`, {
      token: owner,
      body: { name: 'Regional', parentId: null },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await folders()).find((f) => f.id === fb.id)).toMatchObject({ parentId: null, index: 1 });

    // a non-empty folder cannot be deleted; an empty one can
    await newFolder('Inner', fb.id);
    expect(
      (await t.call('DELETE', `/api/v1/viz/folders/${fb.id}?archive=false`, { token: owner })).status,
    ).toBe(409);
    const del = await t.call('DELETE', `/api/v1/viz/folders/${fc.id}?archive=true`, { token: owner });
    expect(del.status).toBe(200);
    expect(del.body.data).toBe(true);
    expect((await folders()).some((f) => f.id === fc.id)).toBe(false);
    const racing = ((await newFolder('Racing')).body.data as FolderRow).id;
    // two people creating the same name at once: one wins, the other gets 409 (never a 500 from the unique index)
    const raced = await Promise.all([
      newFolder('Race', racing),
      newFolder('Race', racing),
      newFolder('Race', racing),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('datacharts', () => {
  let folderId = '';
  let chartId = '';

  it('a chart config written by Datart loads, saves and loads again unchanged', async () => {
    folderId = ((await newFolder('Charts')).body.data as FolderRow).id;
    const written = datartConfig();
    const created = await newChart({
      name: 'Customers by country',
      parentId: folderId,
      config: JSON.stringify(written),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    envelopeOk(created.body);
    const node = created.body.data as FolderRow;
    expect(node).toMatchObject({
      name: 'Customers by country',
      relType: 'DATACHART',
      relId: node.id,
      parentId: folderId,
      index: 0,
      status: 1,
    });
    chartId = node.relId;

    const first = await detail(chartId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    envelopeOk(first.body);
    const d = first.body.data as Detail;
    expect(typeof d.config).toBe('string');
    expect(JSON.parse(d.config)).toEqual(written);
    expect(d).toMatchObject({
      id: chartId,
      viewId,
      parentId: folderId,
      index: 0,
      download: true,
      viewUnavailable: false,
      can: { read: true, manage: true },
    });
    expect(d.view!.id).toBe(viewId);
    expect(JSON.parse(d.view!.model)).toMatchObject({ columns: { country: { type: 'STRING' } } });
    expect(d.queryVariables.map((v) => v.name)).toEqual(['limit_hint']);
    expect(JSON.parse(d.queryVariables[0]!.defaultValue!)).toEqual(['10']);

    // Datart's client saves what it loaded (config string as received)
    const saved = await t.call('PUT', `/api/v1/viz/datacharts/${chartId}`, {
      token: owner,
      body: {
        id: chartId,
        name: d.name,
        parentId: d.parentId,
        index: d.index,
        viewId: d.viewId,
        config: d.config,
        description: '',
        status: d.status,
        subType: null,
        avatar: '',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toBe(true);
    const again = (await detail(chartId)).body.data as Detail;
    expect(JSON.parse(again.config)).toEqual(written);

    // tRPC gets the same chart with the config as an object
    const trpc = await t.app.request(
      `/trpc/datachart.byId?input=${encodeURIComponent(JSON.stringify({ json: { id: chartId } }))}`,
      { headers: { Authorization: `Bearer ${owner}` } },
    );
    expect(trpc.status).toBe(200);
    expect(
      ((await trpc.json()) as { result: { data: { json: { config: unknown } } } }).result.data.json.config,
    ).toEqual(written);
  });

  it('lists charts by ids with their views and variables', async () => {
    const res = await t.call('GET', `/api/v1/viz/datacharts?datachartIds=${chartId},${chartId}`, {
      token: owner,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    envelopeOk(res.body);
    const data = res.body.data as {
      datacharts: Detail[];
      views: { id: string; model: string }[];
      viewVariables: Record<string, { name: string }[]>;
      orgVariables: unknown[];
    };
    expect(data.datacharts.map((c) => c.id)).toEqual([chartId]);
    expect(typeof data.datacharts[0]!.config).toBe('string');
    expect(data.views.map((v) => v.id)).toEqual([viewId]);
    expect(typeof data.views[0]!.model).toBe('string');
    expect(data.viewVariables[viewId]!.map((v) => v.name)).toEqual(['limit_hint']);
    expect(data.orgVariables).toEqual([]);
    expect(
      (
        await t.call('GET', `/api/v1/viz/datacharts?datachartIds=${chartId},${'f'.repeat(32)}`, {
          token: owner,
        })
      ).status,
    ).toBe(404);
  });

  it('publishes, unpublishes, archives and restores a chart into a chosen folder', async () => {
    const pub = await t.call('PUT', `/api/v1/viz/publish/${chartId}?vizType=DATACHART`, { token: owner });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body.data).toBe(true);
    expect(((await detail(chartId)).body.data as Detail).status).toBe(2);
    expect((await folders()).find((f) => f.id === chartId)!.status).toBe(2);
    await t.call('PUT', `/api/v1/viz/unpublish/${chartId}?vizType=DATACHART`, { token: owner });
    expect(((await detail(chartId)).body.data as Detail).status).toBe(1);
    expect(
      (await t.call('PUT', `/api/v1/viz/publish/${chartId}?vizType=DASHBOARD`, { token: owner })).status,
    ).toBe(404);

    const archived = await t.call('DELETE', `/api/v1/viz/datacharts/${chartId}?archive=true`, {
      token: owner,
    });
    expect(archived.status).toBe(200);
    expect((await folders()).some((f) => f.id === chartId)).toBe(false);
    const bin = await t.call('GET', `/api/v1/viz/archived/datachart/${orgId}`, { token: owner });
    expect(bin.status).toBe(200);
    envelopeOk(bin.body);
    const item = (bin.body.data as { id: string; name: string; vizType: string; config: string }[]).find(
      (x) => x.id === chartId,
    )!;
    expect(item.vizType).toBe('DATACHART');
    expect(item.name).toMatch(/^Customers by country\.\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    for (const kind of ['dashboard', 'storyboard']) {
      const empty = await t.call('GET', `/api/v1/viz/archived/${kind}/${orgId}`, { token: owner });
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual([]);
    }
    // the old name is free again while the chart is in the bin
    expect(
      (
        await t.call('POST', '/api/v1/viz/check/name', {
          token: owner,
          body: { orgId, name: 'Customers by country', parentId: folderId, vizType: 'DATACHART' },
        })
      ).body.data,
    ).toBe(true);

    const target = ((await newFolder('Restored')).body.data as FolderRow).id;
    const restored = await t.call(
      'PUT',
      `/api/v1/viz/unarchive/${chartId}?vizType=DATACHART&newName=${encodeURIComponent('Back again')}&parentId=${target}&index=3`,
      { token: owner },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toBe(true);
    expect((await folders()).find((f) => f.id === chartId)).toMatchObject({
      name: 'Back again',
      parentId: target,
      index: 3,
      status: 1,
    });
    const d = (await detail(chartId)).body.data as Detail;
    expect(d).toMatchObject({ name: 'Back again', parentId: target });
    expect(
      (
        (await t.call('GET', `/api/v1/viz/archived/datachart/${orgId}`, { token: owner })).body
          .data as unknown[]
      ).length,
    ).toBe(0);
  });

  it('refuses bad configs with 422 and a message in English and Chinese, saving nothing', async () => {
    const before = (await folders()).length;
    const unknown = await newChart({
      name: 'bad-1',
      config: JSON.stringify({ ...datartConfig(), chartGraphId: 'pie-3d' }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('pie-3d');
    const zh = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      lang: 'zh-CN',
      body: { orgId, viewId, name: 'bad-1', config: { ...datartConfig(), chartGraphId: 'pie-3d' } },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toContain('图表配置无效');
    for (const config of [
      'not json',
      '[1,2]',
      JSON.stringify({ ...datartConfig(), chartConfig: { datas: 'x' } }),
    ]) {
      const res = await newChart({ name: 'bad-2', config });
      expect(res.status, config).toBe(422);
    }
    const newer = await newChart({
      name: 'bad-3',
      config: JSON.stringify({ ...datartConfig(), version: '2.0.0' }),
    });
    expect(newer.status).toBe(422);
    expect(newer.body.exception?.code).toBe('CHART_VERSION_UNSUPPORTED');
    expect(newer.body.message).toContain('2.0.0');

    const cfg = datartConfig();
    cfg.chartConfig.datas[1]!.rows![0]!.colName = 'revenue_eur';
    const missing = await newChart({ name: 'bad-4', config: JSON.stringify(cfg) });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain('revenue_eur');

    const sumText = datartConfig();
    Object.assign(sumText.chartConfig.datas[1]!.rows![0]!, {
      colName: 'city',
      type: 'STRING',
      aggregate: 'SUM',
    });
    const sum = await newChart({ name: 'bad-5', config: JSON.stringify(sumText) });
    expect(sum.status).toBe(422);
    expect(sum.body.message).toContain('city');

    expect((await folders()).length).toBe(before);
  });

  it('refuses a view of another organisation and a duplicate name', async () => {
    const other = await t.call('POST', '/api/v1/orgs', {
      token: owner,
      body: { name: `other-${Date.now()}` },
    });
    const otherOrg = (other.body.data as { id: string }).id;
    const foreign = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId: otherOrg, viewId, name: 'stolen', config: datartConfig() },
    });
    expect(foreign.status).toBe(404);
    const ok = await newChart({ name: 'Twice', config: datartConfig('pie-chart') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await newChart({ name: 'Twice', config: datartConfig('pie-chart') })).status).toBe(409);
  });

  it('runs the query of the chart’s own view, ignoring a view id the client claims', async () => {
    const res = await execute(chartId, owner, { viewId: otherViewId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    envelopeOk(res.body);
    const rows = (res.body.data as { rows: [string, number][] }).rows;
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((r) => r[0])).not.toContain('ZZ-decoy');
  });

  it('keeps a chart readable when its view is archived or deleted, flagged viewUnavailable', async () => {
    const tmpView = (
      (
        await t.call('POST', '/api/v1/views', {
          token: owner,
          body: {
            orgId,
            name: `tmp-${Date.now()}`,
            sourceId: demoId,
            script: 'select customer_id, country, city from customers',
            model,
          },
        })
      ).body.data as { id: string }
    ).id;
    const c = await newChart({ name: 'Orphan', viewId: tmpView, config: datartConfig('line-chart') });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const id = (c.body.data as FolderRow).id;
    await t.call('DELETE', `/api/v1/views/${tmpView}?archive=true`, { token: owner });
    const archivedView = await detail(id);
    expect(archivedView.status).toBe(200);
    expect(archivedView.body.data).toMatchObject({ viewUnavailable: true, view: null, viewId: tmpView });
    const run = await execute(id, owner);
    expect(run.status).toBe(422);
    expect(run.body.exception?.code).toBe('VIEW_UNAVAILABLE');
    await t.call('DELETE', `/api/v1/views/${tmpView}?archive=false`, { token: owner });
    const deleted = await detail(id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ viewUnavailable: true, view: null, viewId: null });
  });

  it('moves and renames a chart through PUT /viz/folders/{id}, as Datart’s tree does', async () => {
    const dest = (await newFolder('Chart home')).body.data as FolderRow;
    const c = await newChart({ name: 'Mover', config: datartConfig('pie-chart') });
    const id = (c.body.data as FolderRow).id;
    const res = await t.call('PUT', `/api/v1/viz/folders/${id}`, {
      token: owner,
      body: { name: 'Moved', parentId: dest.id, relType: 'DATACHART', relId: id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await folders()).find((f) => f.id === id)).toMatchObject({ name: 'Moved', parentId: dest.id });
    // The chart's own row carries the new name: the detail, the tree and the name check agree.
    expect((await detail(id)).body.data).toMatchObject({ name: 'Moved', parentId: dest.id });
    // A chart cannot become a folder's parent.
    const under = await t.call('PUT', `/api/v1/viz/folders/${dest.id}`, {
      token: owner,
      body: { name: 'Chart home', parentId: id },
    });
    expect(under.status).toBe(400);
  });

  it('the web tree’s doors (viz.remove / restore / recycleBin) find the node’s type on the server', async () => {
    const trpc = async (proc: string, input: unknown, token = owner) => {
      const res = await trpcRequest(t.app, proc, input, { Authorization: `Bearer ${token}` });
      const body = (await res.json()) as { result?: { data: { json: unknown } }; error?: { json: unknown } };
      return { status: res.status, data: body.result?.data.json, error: body.error?.json };
    };
    const c = await newChart({ name: 'Binned', config: datartConfig('pie-chart') });
    const id = (c.body.data as FolderRow).id;
    expect((await trpc('viz.remove', { id, archive: true })).status).toBe(200);
    const bin = (await trpc('viz.recycleBin', { orgId })).data as { id: string; relType: string }[];
    expect(bin.find((b) => b.id === id)).toMatchObject({ relType: 'DATACHART' });
    expect((await folders()).some((f) => f.id === id)).toBe(false);
    const back = await trpc('viz.restore', { id, name: 'Unbinned', parentId: null });
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect((await detail(id)).body.data).toMatchObject({ name: 'Unbinned', status: 1 });
    // A folder goes through the same door; a non-empty one is refused.
    const f = (await newFolder('Bin test')).body.data as FolderRow;
    await newChart({ name: 'Inside', parentId: f.id, config: datartConfig('pie-chart') });
    expect((await trpc('viz.remove', { id: f.id, archive: false })).status).toBe(409);
    // Someone without MANAGE cannot use them.
    await person('binReader', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: id, permission: 2 },
    ]);
    expect((await trpc('viz.remove', { id, archive: true }, people.binReader!.token)).status).toBe(403);
  });

  it('deletes a chart for good', async () => {
    const c = await newChart({ name: 'Short-lived', config: datartConfig('gauge') });
    const id = (c.body.data as FolderRow).id;
    const del = await t.call('DELETE', `/api/v1/viz/datacharts/${id}?archive=false`, { token: owner });
    expect(del.status).toBe(200);
    expect((await detail(id)).status).toBe(404);
  });
});

describe('who may read, save and run a chart', () => {
  let chartId = '';
  let folderId = '';

  beforeAll(async () => {
    folderId = ((await newFolder('Shared')).body.data as FolderRow).id;
    chartId = (
      (await newChart({ name: 'Countries', parentId: folderId, config: datartConfig() })).body
        .data as FolderRow
    ).id;
    await published(t, owner, 'DATACHART', chartId);
    // READ on the folder (inherited by the chart), no rights on the view
    await person('rita', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: folderId, permission: 2 },
    ]);
    // the VIZ module but nothing on the chart or the view
    await person('nina', [{ resourceType: 'VIZ', resourceId: '*', permission: 1 }]);
    // READ on the view only
    await person('vic', [
      { resourceType: 'VIEW', resourceId: '*', permission: 1 },
      { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
    ]);
    const vars = await t.call('GET', `/api/v1/variables/view?viewId=${viewId}`, { token: owner });
    const variableId = (vars.body.data as { id: string; name: string }[]).find(
      (v) => v.name === 'country',
    )!.id;
    const rel = await t.call('PUT', '/api/v1/variables/rel', {
      token: owner,
      body: {
        relToCreate: [
          { variableId, subjectType: 'USER', subjectId: people.rita!.id, value: ['Germany'] },
          { variableId, subjectType: 'USER', subjectId: people.vic!.id, value: ['France', 'China'] },
        ],
      },
    });
    expect(rel.status, JSON.stringify(rel.body)).toBe(200);
  });

  it('a member with READ sees the chart (read-only flags) but the server refuses their save, move and delete', async () => {
    const d = await detail(chartId, people.rita!.token);
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const body = d.body.data as Detail;
    expect(body.can).toEqual({ read: true, manage: false, create: false, share: false, download: false });
    expect(body.download).toBe(false);
    expect(body.view!.script).toBeNull();
    const tree = await folders(people.rita!.token);
    expect(tree.map((f) => f.id).sort()).toEqual([chartId, folderId].sort());
    const save = await t.call('PUT', `/api/v1/viz/datacharts/${chartId}`, {
      token: people.rita!.token,
      body: { name: 'Mine now', viewId, config: body.config, parentId: folderId },
    });
    expect(save.status).toBe(403);
    expect(save.body.data).toBeNull();
    expect(
      (await t.call('DELETE', `/api/v1/viz/datacharts/${chartId}`, { token: people.rita!.token })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/v1/viz/publish/${chartId}?vizType=DATACHART`, { token: people.rita!.token }))
        .status,
    ).toBe(403);
    expect((await newFolder('Sneaky', folderId, people.rita!.token)).status).toBe(403);
    expect(((await detail(chartId)).body.data as Detail).name).toBe('Countries');
  });

  it('a member without READ can neither read nor run the chart', async () => {
    expect((await detail(chartId, people.nina!.token)).status).toBe(403);
    expect((await execute(chartId, people.nina!.token)).status).toBe(403);
    expect(await folders(people.nina!.token)).toEqual([]);
    const byIds = await t.call('GET', `/api/v1/viz/datacharts?datachartIds=${chartId}`, {
      token: people.nina!.token,
    });
    expect(byIds.status).toBe(403);
    expect(byIds.body.data).toBeNull();
  });

  it('running the chart applies the row rules of the person looking (READ on the chart or on the view)', async () => {
    const countries = async (token: string) => {
      const res = await execute(chartId, token, { viewId: otherViewId, script: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data as { rows: [string, number][]; script: string | null };
      expect(data.script).toBeNull();
      return data.rows.map((r) => r[0]);
    };
    const all = ((await execute(chartId, owner)).body.data as { rows: [string][] }).rows.map((r) => r[0]);
    expect(all).toEqual(expect.arrayContaining(['China', 'France', 'Germany']));
    expect(await countries(people.rita!.token)).toEqual(['Germany']);
    expect(await countries(people.vic!.token)).toEqual(['China', 'France']);
  });

  it("Datart's execute path naming the chart (vizType DATACHART + vizId) serves a chart reader under their rules", async () => {
    const datart = (token: string, extra: Record<string, unknown>) =>
      t.call('POST', '/api/v1/data-provider/execute', {
        token,
        body: {
          viewId,
          groups: [{ column: ['country'], alias: 'country' }],
          orders: [{ column: ['country'], operator: 'ASC' }],
          ...extra,
        },
      });
    // without naming the chart, Datart's rule stands: rita may not read the view
    expect((await datart(people.rita!.token, {})).status).toBe(403);
    const named = await datart(people.rita!.token, { vizType: 'DATACHART', vizId: chartId });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect((named.body.data as { rows: [string][] }).rows.map((r) => r[0])).toEqual(['Germany']);
    // a chart she may not read, or a made-up id, gives nothing
    expect((await datart(people.nina!.token, { vizType: 'DATACHART', vizId: chartId })).status).toBe(403);
    const madeUp = await datart(people.rita!.token, { vizType: 'DATACHART', vizId: 'f'.repeat(32) });
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.data).toBeNull();
    // and naming the chart never lets params set the row rule
    expect(
      (
        await datart(people.rita!.token, {
          vizType: 'DATACHART',
          vizId: chartId,
          params: { country: ['China'] },
        })
      ).status,
    ).toBe(400);
  });

  it('request params cannot set the row rule, whether READ comes from the chart or from the view', async () => {
    for (const token of [people.rita!.token, people.vic!.token]) {
      for (const params of [
        { country: ['China', 'France', 'Germany'] },
        { COUNTRY: ['1=1 OR 1=1'] },
        { nope: ['x'] },
      ]) {
        const res = await execute(chartId, token, { params });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.data).toBeNull();
      }
    }
  });
});
