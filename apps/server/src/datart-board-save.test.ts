import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { customersModel, datartChartConfig } from './viz-fixtures';

/**
 * `PUT /viz/dashboards/{id}` with the bodies Datart's own editor sends (facts from its frontend:
 * widgetTpl, controlWidgetTpl, makeControlRelations, createToSaveWidgetGroup, toUpdateDashboard):
 * new widget ids are the widget type plus a UUID, `''` means none, a controller's relations carry a bare
 * UUID as their source and name the chart by its temporary id. The server stores 32-hex ids, parents and
 * relations follow them, and the answer is Datart's `true`.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let chartId = '';

const STORED = /^[0-9a-f]{32}$/;
const boardConfig = {
  version: '1.0.0-RC.1',
  type: 'auto',
  maxWidgetIndex: 2,
  jsonConfig: { props: [{ key: 'basic', rows: [{ key: 'initialQuery', value: true }] }], i18ns: [] },
};
const widgetConfig = (name: string, extra: Record<string, unknown>) => ({
  clientId: `client_${name}`,
  version: '1.0.0-RC.1',
  index: 1,
  name,
  boardType: 'auto',
  lock: false,
  rect: { x: 0, y: 0, width: 400, height: 300 },
  pRect: { x: 0, y: 0, width: 6, height: 6 },
  customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: true }] }] },
  ...extra,
});

interface WidgetOut {
  id: string;
  parentId: string | null;
  datachartId: string | null;
  viewIds: string[];
  config: string;
  relations: { sourceId: string; targetId: string; config: string }[];
}

async function newBoard(name: string) {
  const res = await t.call('POST', '/api/v1/viz/dashboards', {
    token: owner,
    body: { orgId, name, parentId: null, index: null, config: JSON.stringify(boardConfig), subType: 'auto' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: string }).id;
}
const detail = async (id: string) =>
  (await t.call('GET', `/api/v1/viz/dashboards/${id}`, { token: owner })).body.data as {
    name: string;
    orgId: string;
    parentId: string | null;
    status: number;
    index: number;
    thumbnail: string | null;
    queryVariables: unknown[];
    config: string;
    widgets: WidgetOut[];
  };

/** Datart's toUpdateDashboard: the loaded board spread, its config as text, and the three widget lists. */
async function datartSave(id: string, lists: Record<string, unknown>) {
  const d = await detail(id);
  return t.call('PUT', `/api/v1/viz/dashboards/${id}`, {
    token: owner,
    body: {
      id,
      queryVariables: d.queryVariables,
      name: d.name,
      orgId: d.orgId,
      parentId: d.parentId,
      status: d.status,
      thumbnail: d.thumbnail,
      index: d.index,
      config: d.config,
      subType: 'auto',
      widgetToCreate: [],
      widgetToUpdate: [],
      widgetToDelete: [],
      ...lists,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  const o = await ownerWithDemo(t);
  owner = o.owner;
  orgId = o.orgId;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: o.demoId,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(customersModel),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      viewId,
      name: 'Countries',
      parentId: null,
      index: null,
      config: JSON.stringify(datartChartConfig()),
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = (chart.body.data as { id: string }).id;
});
afterAll(() => t.close());

describe("a board saved by Datart's own editor", () => {
  const chartUuid = '29c2ef6f-3b1a-4c57-9d0e-6a1f2b3c4d5e';
  const controlUuid = '5f7f0c1d-2e3a-4b5c-8d9e-0f1a2b3c4d5e';
  const linkedId = `linkedChart${chartUuid}`;
  const dropdownId = `dropdownList${controlUuid}`;
  const relationConfig = () => ({
    type: 'controlToWidget',
    controlToWidget: { widgetRelatedViewIds: [viewId] },
  });

  const linkedWidget = () => ({
    id: linkedId,
    dashboardId: '',
    datachartId: chartId,
    relations: [],
    viewIds: [viewId],
    parentId: '',
    config: JSON.stringify(
      widgetConfig('Countries', {
        type: 'chart',
        originalType: 'linkedChart',
        content: { type: 'dataChart' },
      }),
    ),
  });
  const dropdownWidget = () => ({
    id: dropdownId,
    dashboardId: '',
    datachartId: '',
    relations: [
      {
        sourceId: controlUuid,
        targetId: linkedId,
        config: JSON.stringify(relationConfig()),
        id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
      },
    ],
    viewIds: [viewId],
    parentId: '',
    config: JSON.stringify(
      widgetConfig('Country', {
        type: 'controller',
        originalType: 'dropdownList',
        content: {
          type: 'dropdownList',
          relatedViews: [
            { viewId, relatedCategory: 'field', fieldValue: 'country', fieldValueType: 'STRING' },
          ],
          name: 'Country',
          config: {
            controllerValues: [],
            valueOptions: [],
            valueOptionType: 'common',
            assistViewFields: [],
            sqlOperator: 'IN',
            visibility: { visibilityType: 'show' },
          },
        },
      }),
    ),
  });

  it('saves a chart and a filter made in the editor, answering true, and loads them back under 32-hex ids', async () => {
    const id = await newBoard('Sales');
    const res = await datartSave(id, { widgetToCreate: [linkedWidget(), dropdownWidget()] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: true, warnings: null });

    const { widgets } = await detail(id);
    expect(widgets).toHaveLength(2);
    for (const w of widgets) expect(w.id).toMatch(STORED);
    const chart = widgets.find((w) => JSON.parse(w.config).originalType === 'linkedChart')!;
    const control = widgets.find((w) => JSON.parse(w.config).originalType === 'dropdownList')!;
    expect(chart).toMatchObject({ datachartId: chartId, parentId: null, viewIds: [viewId] });
    expect(control).toMatchObject({ datachartId: null, parentId: null, viewIds: [viewId] });
    expect(control.relations.map((r) => ({ ...r, config: JSON.parse(r.config) }))).toEqual([
      expect.objectContaining({ sourceId: control.id, targetId: chart.id, config: relationConfig() }),
    ]);

    // The editor reopens the board and saves it again: the stored ids come back as widgetToUpdate
    const again = await datartSave(id, {
      widgetToUpdate: widgets.map((w) => ({ ...w, relations: w.relations, dashboardId: id })),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const reloaded = await detail(id);
    expect(reloaded.widgets.map((w) => w.id).sort()).toEqual(widgets.map((w) => w.id).sort());
    expect(reloaded.widgets.find((w) => w.id === control.id)!.relations[0]!.targetId).toBe(chart.id);
  });

  it('a group made in the editor keeps its children: a child names its new parent by the temporary id', async () => {
    const id = await newBoard('Grouped');
    const groupId = 'group0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
    const res = await datartSave(id, {
      widgetToCreate: [
        {
          id: groupId,
          dashboardId: '',
          datachartId: '',
          relations: [],
          viewIds: [],
          parentId: '',
          config: JSON.stringify(
            widgetConfig('Group', { type: 'group', originalType: 'group', children: [linkedId] }),
          ),
        },
        { ...linkedWidget(), parentId: groupId },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { widgets } = await detail(id);
    const group = widgets.find((w) => JSON.parse(w.config).originalType === 'group')!;
    const child = widgets.find((w) => JSON.parse(w.config).originalType === 'linkedChart')!;
    expect(group.id).toMatch(STORED);
    expect(child.parentId).toBe(group.id);
  });

  it('refuses, saving nothing, a relation or parent naming a widget that is in neither the board nor the save', async () => {
    const id = await newBoard('Broken');
    const control = dropdownWidget();
    control.relations[0]!.targetId = `linkedChart${'0'.repeat(8)}-0000-4000-8000-000000000000`;
    const res = await datartSave(id, { widgetToCreate: [linkedWidget(), control] });
    expect(res.status).toBe(400);
    // Named as a person reads it (issue 35): the relation's target.
    expect(res.body).toMatchObject({ success: false, message: 'Target is invalid' });
    const orphan = await datartSave(id, { widgetToCreate: [{ ...linkedWidget(), parentId: 'groupnope' }] });
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toMatch(/ is invalid$/);
    expect(orphan.body.message).not.toContain('parentId');
    const gone = await datartSave(id, {
      widgetToCreate: [{ ...linkedWidget(), parentId: 'aaaaaaaabbbbccccddddeeeeeeeeeeee' }],
    });
    expect(gone.status).toBe(404);
    expect((await detail(id)).widgets).toEqual([]);
  });
});

describe('widget URL fields are checked by schema on save (issue 29)', () => {
  const widget = (config: Record<string, unknown>) => ({
    id: `iframe${crypto.randomUUID()}`,
    dashboardId: '',
    datachartId: '',
    relations: [],
    viewIds: [],
    parentId: '',
    config: JSON.stringify(
      widgetConfig(`W ${crypto.randomUUID().slice(0, 8)}`, { type: 'media', ...config }),
    ),
  });
  const nested = (depth: number, src: string) => {
    let node: unknown = { key: 'src', value: src };
    for (let i = 0; i < depth; i++) node = { key: `g${i}`, rows: [node] };
    return { originalType: 'iframe', customConfig: { props: [node] } };
  };
  const EMBED = 'EMBED_NOT_ALLOWED';
  const URL_REFUSED = 'WIDGET_URL_NOT_ALLOWED';
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a javascript: iframe 12 levels deep in customConfig.props',
      nested(12, 'javascript:alert(document.cookie)'),
      EMBED,
    ],
    [
      'IFRAME in capitals with a javascript: src',
      {
        originalType: 'IFRAME',
        customConfig: {
          props: [{ key: 'iframeGroup', rows: [{ key: 'src', value: 'javascript:alert(1)' }] }],
        },
      },
      EMBED,
    ],
    [
      'an image with a data: SVG',
      {
        originalType: 'image',
        customConfig: {
          props: [
            {
              key: 'backgroundGroup',
              rows: [{ key: 'background', value: { image: 'data:image/svg+xml,<svg onload=alert(1)>' } }],
            },
          ],
        },
      },
      URL_REFUSED,
    ],
    [
      'an image with a javascript: URL behind a tab',
      { originalType: 'image', content: { imageConfig: { src: '\tjavascript:alert(1)' } } },
      URL_REFUSED,
    ],
    [
      'a jump URL with javascript:',
      {
        originalType: 'linkedChart',
        jumpConfig: { open: true, targetType: 'URL', URL: 'JaVaScRiPt:alert(1)' },
      },
      URL_REFUSED,
    ],
  ];

  it.each(cases)('refuses %s, in English and Chinese, saving nothing', async (_name, config, code) => {
    const id = await newBoard(`Urls ${crypto.randomUUID().slice(0, 8)}`);
    const body = { widgetToCreate: [widget(config)] };
    const res = await datartSave(id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.exception?.code).toBe(code);
    expect(res.body.message).toContain('http(s)');
    const zh = await t.call('PUT', `/api/v1/viz/dashboards/${id}`, {
      token: owner,
      lang: 'zh-CN',
      body: { id, name: (await detail(id)).name, ...body },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff].*http\(s\)/);
    expect((await detail(id)).widgets).toEqual([]);
  });

  it('refuses a board background picture with javascript:, and keeps an uploaded picture of this server', async () => {
    const id = await newBoard('Background');
    const withImage = (image: string) =>
      JSON.stringify({
        ...boardConfig,
        jsonConfig: {
          props: [{ key: 'background', rows: [{ key: 'background', value: { image, color: '#fff' } }] }],
          i18ns: [],
        },
      });
    expect((await datartSave(id, { config: withImage('javascript:alert(1)') })).status).toBe(422);
    const ok = await datartSave(id, { config: withImage('resources/image/dashboard/x/0f3a@bg.png') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('a widget id of another board or organisation cannot be probed (issue 29)', () => {
  it('a new widget named by an id in use elsewhere is saved as with an unused id, under another id', async () => {
    const elsewhereOrg = (
      (await t.call('POST', '/api/v1/orgs', { token: owner, body: { name: 'Elsewhere', description: '' } }))
        .body.data as { id: string }
    ).id;
    const theirBoard = (
      (
        await t.call('POST', '/api/v1/viz/dashboards', {
          token: owner,
          body: { orgId: elsewhereOrg, name: 'Theirs', config: JSON.stringify(boardConfig), subType: 'auto' },
        })
      ).body.data as { id: string }
    ).id;
    const taken = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const richText = (name: string) =>
      JSON.stringify(widgetConfig(name, { type: 'media', originalType: 'richText', content: {} }));
    const put = await t.call('PUT', `/api/v1/viz/dashboards/${theirBoard}`, {
      token: owner,
      body: { id: theirBoard, name: 'Theirs', widgetToCreate: [{ id: taken, config: richText('Theirs') }] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const mine = await newBoard('Probe');
    const groupId = `group${taken}`;
    const res = await datartSave(mine, {
      widgetToCreate: [
        {
          id: taken,
          dashboardId: '',
          datachartId: '',
          relations: [],
          viewIds: [],
          parentId: groupId,
          config: richText('Mine'),
        },
        {
          id: groupId,
          dashboardId: '',
          datachartId: '',
          relations: [],
          viewIds: [],
          parentId: '',
          config: JSON.stringify(widgetConfig('Group', { type: 'group', originalType: 'group' })),
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { widgets } = await detail(mine);
    const text = widgets.find((w) => JSON.parse(w.config).name === 'Mine')!;
    const group = widgets.find((w) => JSON.parse(w.config).name === 'Group')!;
    expect(text.id).not.toBe(taken.replace(/-/g, ''));
    expect(text.parentId).toBe(group.id);
    const theirs = (
      (await t.call('GET', `/api/v1/viz/dashboards/${theirBoard}`, { token: owner })).body.data as {
        widgets: WidgetOut[];
      }
    ).widgets;
    expect(theirs.map((w) => [w.id, JSON.parse(w.config).name])).toEqual([
      [taken.replace(/-/g, ''), 'Theirs'],
    ]);
  });
});

describe('the same URL rule through the tRPC door (dashboard.save)', () => {
  it('refuses a javascript: jump and an IFRAME page off the allow-list, as REST does', async () => {
    const id = await newBoard('Through tRPC');
    const save = (config: Record<string, unknown>) =>
      trpcRequest(
        t.app,
        'dashboard.save',
        {
          id,
          name: 'Through tRPC',
          widgetToCreate: [{ config: widgetConfig('T', { type: 'media', ...config }) }],
        },
        { Authorization: `Bearer ${owner}`, 'Accept-Language': 'zh-CN' },
      ).then(async (r) => ({ status: r.status, body: JSON.stringify(await r.json()) }));
    const jump = await save({ originalType: 'linkedChart', jumpConfig: { URL: ' javascript:alert(1)' } });
    expect(jump.status).toBe(422);
    expect(jump.body).toContain('WIDGET_URL_NOT_ALLOWED');
    const frame = await save({
      originalType: 'IFRAME',
      customConfig: { props: [{ key: 'iframeGroup', rows: [{ key: 'src', value: 'https://evil.test/' }] }] },
    });
    expect(frame.status).toBe(422);
    expect(frame.body).toContain('EMBED_NOT_ALLOWED');
    expect((await detail(id)).widgets).toEqual([]);
  });
});
