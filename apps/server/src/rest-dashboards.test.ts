import { boardViews, openingQueries, pageFilters, readBoard } from '@tessera/charts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { published } from './publish-viz';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * The /viz dashboard paths Datart's client calls: create, detail, the one-PUT save with widget lists,
 * copy, lifecycle and recycle bin; Datart board configs (auto and free) round-trip unchanged; bad input
 * saves nothing; the board's data arrives as NDJSON, one line per widget, under the reader's rules.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let otherViewId = '';
let chartA = '';
let chartB = '';
let hiddenChart = '';
const people: Record<string, { id: string; token: string }> = {};

async function person(name: string, grants: Parameters<typeof addMember>[4]) {
  people[name] = await addMember(t, owner, orgId, name, grants);
}

const autoBoardConfig = {
  version: '1.0.0-RC.0',
  type: 'auto',
  jsonConfig: {
    props: [
      { label: 'basic.basic', key: 'basic', comType: 'group', rows: [{ key: 'initialQuery', value: true }] },
      {
        key: 'space',
        rows: [
          { key: 'paddingTB', value: 8 },
          { key: 'paddingLR', value: 8 },
        ],
      },
    ],
    i18ns: [],
  },
};
const freeBoardConfig = {
  version: '1.0.0-RC.0',
  type: 'free',
  jsonConfig: {
    props: [
      {
        key: 'basic',
        rows: [
          { key: 'scaleMode', value: 'scaleWidth' },
          { key: 'initialQuery', value: true },
        ],
      },
      {
        key: 'size',
        rows: [
          { key: 'width', value: 1920 },
          { key: 'height', value: 1080 },
        ],
      },
    ],
    i18ns: [],
  },
};
/** Client-made widget ids, as Datart's editor makes them (UUIDs; dashes are normalised away). */
const ids = {
  linked: '0b6f3c1e-7a2d-4e5f-9c8b-1a2b3c4d5e6f',
  owned: '1c7a4d2f-8b3e-4f60-8d9c-2b3c4d5e6f70',
  control: '2d8b5e30-9c4f-4071-9ead-3c4d5e6f7081',
  tab: '3e9c6f41-ad50-4182-afbe-4d5e6f708192',
  inTab: '4fad7052-be61-4293-b0cf-5e6f708192a3',
};
const plain = (id: string) => id.replace(/-/g, '');
const widgetConfig = (name: string, extra: Record<string, unknown>) => ({
  version: '1.0.0-RC.0',
  name,
  boardType: 'auto',
  lock: false,
  rect: { x: 0, y: 0, width: 6, height: 6 },
  pRect: { x: 0, y: 0, width: 6, height: 6 },
  mRect: null,
  children: [],
  customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: true }] }] },
  ...extra,
});
const chartQuery = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 1000 },
};

interface WidgetOut {
  id: string;
  parentId: string | null;
  config: string;
  datachartId: string | null;
  viewIds: string[];
  relations: { sourceId: string; targetId: string; config: string }[];
}
interface BoardOut {
  id: string;
  name: string;
  config: string;
  version: number;
  widgets: WidgetOut[];
  datacharts: { id: string; viewId: string | null; config: string }[];
  views: { id: string; model: string; config: string | null; script: string | null }[];
  can: Record<string, boolean>;
  download: boolean;
}

const newBoard = (name: string, config: object, token = owner, parentId: string | null = null) =>
  t.call('POST', '/api/v1/viz/dashboards', {
    token,
    body: {
      orgId,
      name,
      parentId,
      index: null,
      config: JSON.stringify(config),
      subType: (config as { type: string }).type,
    },
  });
const board = async (id: string, token = owner) => {
  const res = await t.call('GET', `/api/v1/viz/dashboards/${id}`, { token });
  return { status: res.status, body: res.body, data: res.body.data as BoardOut };
};
const save = (id: string, body: Record<string, unknown>, token = owner) =>
  t.call('PUT', `/api/v1/viz/dashboards/${id}`, { token, body: { id, ...body } });

/** POST /viz/dashboards/{id}/data with `queries` (or any body): the NDJSON lines, parsed. */
async function boardData(
  id: string,
  queries: { widgetId: string; request: object }[] | { body: unknown },
  token = owner,
) {
  const res = await t.app.request(`/api/v1/viz/dashboards/${id}/data`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': '10.9.9.9',
    },
    body: JSON.stringify(Array.isArray(queries) ? { queries } : queries.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    lines:
      res.status === 200
        ? text
            .trim()
            .split('\n')
            .map(
              (l) =>
                JSON.parse(l) as {
                  widgetId: string;
                  data?: { rows: unknown[][] };
                  error?: { code: string; message: string };
                  queries?: { widgetId: string; request: Record<string, unknown> }[];
                },
            )
        : [],
    text,
  };
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demoId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  const view = async (name: string, script: string) => {
    const res = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: { orgId, name, sourceId: demoId, script, model: JSON.stringify(model) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }).id;
  };
  viewId = await view(
    'Customers',
    'select customer_id, country, city from customers where country = $country$',
  );
  otherViewId = await view('Decoy', "select 'ZZ-decoy' as country, 1 as customer_id, 'x' as city");
  await t.call('POST', '/api/v1/variables', {
    token: owner,
    body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
  });
  const chart = async (name: string, parentId: string | null = null) => {
    const res = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId, viewId, name, parentId, index: null, config: JSON.stringify(datartChartConfig()) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }).id;
  };
  const boards = (
    (await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name: 'Boards' } })).body
      .data as { id: string }
  ).id;
  const secret = (
    (await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name: 'Secret' } })).body
      .data as { id: string }
  ).id;
  chartA = await chart('Countries A', boards);
  chartB = await chart('Countries B', boards);
  hiddenChart = await chart('Hidden', secret);
  // dora manages the Boards folder (and so its dashboards and charts) but cannot read the Secret folder
  await person('dora', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boards, permission: 134 },
    { resourceType: 'VIEW', resourceId: '*', permission: 1 },
    { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
  ]);
  // rita reads the Boards folder only, under a row rule; nina has the module and nothing else
  await person('rita', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boards, permission: 2 },
  ]);
  await person('nina', [{ resourceType: 'VIZ', resourceId: '*', permission: 1 }]);
  const vars = await t.call('GET', `/api/v1/variables/view?viewId=${viewId}`, { token: owner });
  const variableId = (vars.body.data as { id: string; name: string }[]).find((v) => v.name === 'country')!.id;
  const rel = await t.call('PUT', '/api/v1/variables/rel', {
    token: owner,
    body: {
      relToCreate: [{ variableId, subjectType: 'USER', subjectId: people.rita!.id, value: ['Germany'] }],
    },
  });
  expect(rel.status, JSON.stringify(rel.body)).toBe(200);
  boardsFolder = boards;
});
let boardsFolder = '';
afterAll(() => t.close());

describe('dashboards over REST', () => {
  let autoId = '';

  it('creates auto and free boards whose Datart configs load back unchanged', async () => {
    const auto = await newBoard('Sales board', autoBoardConfig);
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    expect(auto.body.data).toMatchObject({
      name: 'Sales board',
      relType: 'DASHBOARD',
      subType: 'auto',
      parentId: null,
    });
    autoId = (auto.body.data as { id: string }).id;
    const free = await newBoard('Wall screen', freeBoardConfig);
    expect(free.body.data).toMatchObject({ relType: 'DASHBOARD', subType: 'free' });
    for (const [id, config] of [
      [autoId, autoBoardConfig],
      [(free.body.data as { id: string }).id, freeBoardConfig],
    ] as const) {
      const d = await board(id);
      expect(d.status).toBe(200);
      expect(typeof d.data.config).toBe('string');
      expect(JSON.parse(d.data.config)).toEqual(config);
      expect(d.data.widgets).toEqual([]);
      expect(d.data.can).toEqual({ read: true, manage: true, create: true, share: true, download: true });
    }
    const tree = (await t.call('GET', `/api/v1/viz/folders?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
      relType: string;
    }[];
    expect(tree.find((n) => n.id === autoId)?.relType).toBe('DASHBOARD');
    expect((await newBoard('Sales board', autoBoardConfig)).status).toBe(409);
  });

  it('saves widgets in one PUT: the server derives charts and views, keeps relations, and loads them back unchanged', async () => {
    const linked = widgetConfig('Linked', {
      type: 'chart',
      originalType: 'linkedChart',
      content: { type: 'dataChart' },
    });
    const owned = widgetConfig('Owned', {
      type: 'chart',
      originalType: 'ownedChart',
      content: {
        type: 'widgetChart',
        dataChart: { id: 'widget_chart', viewId, config: datartChartConfig() },
      },
    });
    const control = widgetConfig('Country', {
      type: 'controller',
      originalType: 'dropdownList',
      content: {
        type: 'dropdownList',
        relatedViews: [{ viewId, relatedCategory: 'field', fieldValue: 'country', fieldValueType: 'STRING' }],
        config: { valueOptionType: 'common', sqlOperator: 'EQ', controllerValues: [] },
      },
    });
    const tab = widgetConfig('Tabs', {
      type: 'container',
      originalType: 'tab',
      children: [plain(ids.inTab)],
    });
    const inTab = widgetConfig('In tab', {
      type: 'media',
      originalType: 'richText',
      content: { richText: { content: 'Hi' } },
    });
    const relationConfig = { type: 'controlToWidget', controlToWidget: { widgetRelatedViewIds: [viewId] } };
    const res = await save(autoId, {
      name: 'Sales board',
      parentId: null,
      index: 0,
      config: JSON.stringify(autoBoardConfig),
      subType: 'auto',
      widgetToCreate: [
        // Datart sends viewIds too; a made-up one must not be believed
        {
          id: ids.linked,
          dashboardId: autoId,
          config: JSON.stringify(linked),
          datachartId: chartA,
          viewIds: [otherViewId],
          relations: [],
        },
        {
          id: ids.owned,
          dashboardId: autoId,
          config: JSON.stringify(owned),
          datachartId: null,
          viewIds: [],
          relations: [],
        },
        {
          id: ids.control,
          dashboardId: autoId,
          config: JSON.stringify(control),
          viewIds: [viewId],
          relations: [
            { sourceId: ids.control, targetId: ids.linked, config: JSON.stringify(relationConfig) },
            { sourceId: ids.control, targetId: ids.owned, config: JSON.stringify(relationConfig) },
          ],
        },
        { id: ids.tab, dashboardId: autoId, config: JSON.stringify(tab), viewIds: [], relations: [] },
        {
          id: ids.inTab,
          dashboardId: autoId,
          parentId: ids.tab,
          config: JSON.stringify(inTab),
          viewIds: [],
          relations: [],
        },
      ],
      widgetToUpdate: [],
      widgetToDelete: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toBe(true);
    const d = (await board(autoId)).data;
    const byId = new Map(d.widgets.map((w) => [w.id, w]));
    expect([...byId.keys()].sort()).toEqual(Object.values(ids).map(plain).sort());
    expect(byId.get(plain(ids.linked))).toMatchObject({ datachartId: chartA, viewIds: [viewId] });
    expect(byId.get(plain(ids.owned))).toMatchObject({ datachartId: null, viewIds: [viewId] });
    expect(byId.get(plain(ids.control))!.viewIds).toEqual([viewId]);
    expect(byId.get(plain(ids.inTab))!.parentId).toBe(plain(ids.tab));
    expect(JSON.parse(byId.get(plain(ids.owned))!.config)).toEqual(owned);
    expect(JSON.parse(byId.get(plain(ids.tab))!.config)).toEqual(tab);
    expect(
      byId
        .get(plain(ids.control))!
        .relations.map((r) => [r.targetId, JSON.parse(r.config)])
        .sort(),
    ).toEqual(
      [
        [plain(ids.linked), relationConfig],
        [plain(ids.owned), relationConfig],
      ].sort(),
    );
    expect(d.datacharts.map((c) => c.id)).toEqual([chartA]);
    expect(d.views.map((v) => v.id)).toEqual([viewId]);
    expect(d.version).toBe(2);

    // saving what was loaded, unchanged, loads the same board again
    const again = await save(autoId, {
      name: d.name,
      config: d.config,
      version: d.version,
      widgetToUpdate: d.widgets.map((w) => ({ ...w, dashboardId: autoId })),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const reloaded = (await board(autoId)).data;
    expect(reloaded.widgets.map((w) => [w.id, JSON.parse(w.config), w.viewIds]).sort()).toEqual(
      d.widgets.map((w) => [w.id, JSON.parse(w.config), w.viewIds]).sort(),
    );
    expect(JSON.parse(reloaded.config)).toEqual(autoBoardConfig);

    // delete one widget and rename another in the same save
    const del = await save(autoId, {
      name: d.name,
      config: d.config,
      version: reloaded.version,
      widgetToDelete: [ids.inTab],
      widgetToUpdate: [{ id: ids.tab, config: JSON.stringify({ ...tab, name: 'Tabs 2', children: [] }) }],
    });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const after = (await board(autoId)).data;
    expect(after.widgets.map((w) => w.id)).not.toContain(plain(ids.inTab));
    expect(JSON.parse(after.widgets.find((w) => w.id === plain(ids.tab))!.config).name).toBe('Tabs 2');
  });

  it('refuses bad saves with a clear message and saves nothing', async () => {
    const before = (await board(autoId)).data;
    const other = ((await newBoard('Other board', autoBoardConfig)).body.data as { id: string }).id;
    const otherWidget = '5abc8163-cf72-43a4-81d0-6f708192a3b4';
    expect(
      (
        await save(other, {
          name: 'Other board',
          widgetToCreate: [
            {
              id: otherWidget,
              config: JSON.stringify(widgetConfig('Elsewhere', { type: 'media', originalType: 'richText' })),
            },
          ],
        })
      ).status,
    ).toBe(200);
    const attempts: [string, Record<string, unknown>, number, string?][] = [
      [
        'a widget of another board',
        { widgetToUpdate: [{ id: otherWidget, config: JSON.stringify(widgetConfig('Stolen', {})) }] },
        404,
      ],
      ['deleting a widget of another board', { widgetToDelete: [otherWidget] }, 404],
      [
        'a duplicate widget name',
        {
          widgetToCreate: [
            { config: JSON.stringify(widgetConfig('Linked', { type: 'media', originalType: 'richText' })) },
          ],
        },
        409,
        'WIDGET_NAME_EXISTS',
      ],
      [
        'the same chart twice',
        {
          widgetToCreate: [
            {
              config: JSON.stringify(widgetConfig('Again', { type: 'chart', originalType: 'linkedChart' })),
              datachartId: chartA,
            },
          ],
        },
        409,
        'WIDGET_CHART_TWICE',
      ],
      [
        'a javascript: iframe',
        {
          widgetToCreate: [
            {
              config: JSON.stringify(
                widgetConfig('Frame', {
                  type: 'media',
                  originalType: 'iframe',
                  content: { src: 'javascript:alert(1)' },
                }),
              ),
            },
          ],
        },
        422,
        'EMBED_NOT_ALLOWED',
      ],
      [
        'an iframe host not on the allow-list',
        {
          widgetToCreate: [
            {
              config: JSON.stringify(
                widgetConfig('Frame', {
                  type: 'media',
                  originalType: 'iframe',
                  customConfig: {
                    props: [{ key: 'iframe', rows: [{ key: 'src', value: 'https://evil.test/x' }] }],
                  },
                }),
              ),
            },
          ],
        },
        422,
        'EMBED_NOT_ALLOWED',
      ],
      [
        'a relation to a widget that is not on the board',
        {
          widgetToUpdate: [
            {
              id: ids.control,
              config: before.widgets.find((w) => w.id === plain(ids.control))!.config,
              relations: [{ sourceId: ids.control, targetId: otherWidget }],
            },
          ],
        },
        404,
      ],
      [
        'a view of nowhere',
        {
          widgetToCreate: [
            {
              config: JSON.stringify(
                widgetConfig('Ghost', {
                  type: 'controller',
                  content: { relatedViews: [{ viewId: 'f'.repeat(32) }] },
                }),
              ),
            },
          ],
        },
        404,
      ],
      ['a stale version', { version: 1 }, 409, 'VERSION_CONFLICT'],
    ];
    for (const [what, body, status, code] of attempts) {
      const res = await save(autoId, { name: 'Renamed by a bad save', config: before.config, ...body });
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
      if (code) expect(res.body.exception?.code, what).toBe(code);
      expect(res.body.message, what).toBeTruthy();
    }
    const zh = await t.call('PUT', `/api/v1/viz/dashboards/${autoId}`, {
      token: owner,
      lang: 'zh-CN',
      body: { name: 'x', version: 1 },
    });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toContain('仪表板');
    const big = await save(autoId, {
      name: 'Big',
      config: JSON.stringify({ ...autoBoardConfig, pad: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    const now = (await board(autoId)).data;
    expect(now.name).toBe(before.name);
    expect(now.version).toBe(before.version);
    expect(now.widgets.map((w) => [w.id, w.config]).sort()).toEqual(
      before.widgets.map((w) => [w.id, w.config]).sort(),
    );
    // an allowed host is fine
    const ok = await save(autoId, {
      name: before.name,
      config: before.config,
      version: before.version,
      widgetToCreate: [
        {
          config: JSON.stringify(
            widgetConfig('Docs', {
              type: 'media',
              originalType: 'iframe',
              content: { src: 'https://example.com/docs' },
            }),
          ),
        },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('two editors saving the same version: the second gets a conflict, not a silent overwrite', async () => {
    const d = (await board(autoId)).data;
    const [a, b] = await Promise.all([
      save(autoId, { name: 'Editor A', config: d.config, version: d.version }),
      save(autoId, { name: 'Editor B', config: d.config, version: d.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Editor A' : 'Editor B';
    expect((await board(autoId)).data.name).toBe(winner);
    await save(autoId, { name: 'Sales board', config: d.config });
  });

  it('an editor may not put a chart they cannot read on a board, nor save a board they only read', async () => {
    const mine = (
      (await newBoard('Dora board', autoBoardConfig, people.dora!.token, boardsFolder)).body.data as {
        id: string;
      }
    ).id;
    expect(mine).toBeTruthy();
    const hidden = await save(
      mine,
      {
        name: 'Dora board',
        widgetToCreate: [
          {
            config: JSON.stringify(widgetConfig('Peek', { type: 'chart', originalType: 'linkedChart' })),
            datachartId: hiddenChart,
          },
        ],
      },
      people.dora!.token,
    );
    expect(hidden.status).toBe(403);
    const readable = await save(
      mine,
      {
        name: 'Dora board',
        widgetToCreate: [
          {
            config: JSON.stringify(widgetConfig('B', { type: 'chart', originalType: 'linkedChart' })),
            datachartId: chartB,
          },
        ],
      },
      people.dora!.token,
    );
    expect(readable.status, JSON.stringify(readable.body)).toBe(200);
    expect((await save(mine, { name: 'Rita was here' }, people.rita!.token)).status).toBe(403);
    expect((await board(mine, people.nina!.token)).status).toBe(403);
    // A reader sees the board once it is published (D-draft-1); until then it is its editors' draft.
    expect((await board(mine, people.rita!.token)).body.exception?.code).toBe('VIZ_DRAFT');
    await published(t, people.dora!.token, 'DASHBOARD', mine);
    const asRita = await board(mine, people.rita!.token);
    expect(asRita.status).toBe(200);
    expect(asRita.data.can).toMatchObject({ read: true, manage: false });
  });

  it('streams every widget query as NDJSON, each under the reader’s rules, one failure not stopping the rest', async () => {
    const mine = (
      (await newBoard('Data board', autoBoardConfig, owner, boardsFolder)).body.data as { id: string }
    ).id;
    await published(t, owner, 'DASHBOARD', mine);
    const linked = '6bcd9274-d083-44b5-92e1-708192a3b4c5';
    const owned = '7cdea385-e194-45c6-a3f2-8192a3b4c5d6';
    expect(
      (
        await save(mine, {
          name: 'Data board',
          widgetToCreate: [
            {
              id: linked,
              config: JSON.stringify(widgetConfig('L', { type: 'chart', originalType: 'linkedChart' })),
              datachartId: chartA,
            },
            {
              id: owned,
              config: JSON.stringify(
                widgetConfig('O', {
                  type: 'chart',
                  originalType: 'ownedChart',
                  content: { dataChart: { viewId, config: datartChartConfig() } },
                }),
              ),
            },
          ],
        })
      ).status,
    ).toBe(200);
    const queries = [
      // a request naming another view is answered from the widget's own view
      { widgetId: linked, request: { ...chartQuery, viewId: otherViewId } },
      { widgetId: owned, request: chartQuery },
      { widgetId: owned, request: { ...chartQuery, groups: [{ column: ['no_such_column'], alias: 'x' }] } },
      { widgetId: '8def b496'.replace(' ', '') + 'f2a5'.repeat(6), request: chartQuery },
    ];
    const all = await boardData(mine, queries);
    expect(all.status, all.text).toBe(200);
    expect(all.type).toContain('application/x-ndjson');
    expect(all.lines).toHaveLength(4);
    const good = all.lines.filter((l) => l.data);
    expect(good).toHaveLength(2);
    for (const l of good) {
      const countries = l.data!.rows.map((r) => r[0]);
      expect(countries).toEqual(expect.arrayContaining(['China', 'France', 'Germany']));
      expect(countries).not.toContain('ZZ-decoy');
    }
    const bad = all.lines.filter((l) => l.error);
    expect(bad.map((l) => l.error!.code).sort()).toEqual(['NOT_FOUND', 'UNKNOWN_COLUMN'].sort());
    for (const l of bad) expect(l.error!.message).toBeTruthy();

    const rita = await boardData(mine, queries.slice(0, 2), people.rita!.token);
    expect(rita.status, rita.text).toBe(200);
    for (const l of rita.lines) expect(l.data!.rows.map((r) => r[0])).toEqual(['Germany']);
    expect((await boardData(mine, queries.slice(0, 1), people.nina!.token)).status).toBe(403);
    expect((await boardData('f'.repeat(32), queries.slice(0, 1))).status).toBe(404);
  });

  it('plans a board’s opening queries itself when asked: the first line names them as a page plans them from the detail, then their data under the reader’s rules', async () => {
    const mine = (
      (await newBoard('Opening board', autoBoardConfig, owner, boardsFolder)).body.data as { id: string }
    ).id;
    await published(t, owner, 'DASHBOARD', mine);
    const widgetsToCreate = [
      ['9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', chartA],
      ['0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e', chartB],
    ] as const;
    const saved = await save(mine, {
      name: 'Opening board',
      widgetToCreate: widgetsToCreate.map(([id, datachartId], i) => ({
        id,
        config: JSON.stringify(widgetConfig(`C${i}`, { type: 'chart', originalType: 'linkedChart' })),
        datachartId,
      })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // What a page plans from the board's detail (the web board's first plan, @tessera/charts).
    const planned = async (params: Record<string, string[]>, token = owner) => {
      const detail = (await board(mine, token)).data;
      const widgets = readBoard(detail.widgets, detail.datacharts);
      const views = boardViews(detail.views);
      return openingQueries(widgets, views, pageFilters(widgets, views, params));
    };
    const cases: [Record<string, string[]>, string[]][] = [
      [{}, ['China', 'France', 'Germany']],
      [{ country: ['France'] }, ['France']],
    ];
    for (const [params, countries] of cases) {
      const res = await boardData(mine, { body: { opening: { params } } });
      expect(res.status, res.text).toBe(200);
      const [first, ...lines] = res.lines;
      expect(JSON.stringify(first!.queries)).toBe(JSON.stringify(await planned(params)));
      expect(first!.queries!.map((q) => q.widgetId).sort()).toEqual(
        widgetsToCreate.map(([id]) => id.replace(/-/g, '')).sort(),
      );
      expect(lines).toHaveLength(2);
      for (const l of lines) {
        const got = l.data!.rows.map((r) => r[0]);
        expect(got).toEqual(expect.arrayContaining(countries));
        if (countries.length === 1) expect(got).toEqual(countries);
      }
    }
    // A reader's own plan and rows: rita's row rule applies, and her page's parameter on top of it.
    const rita = await boardData(mine, { body: { opening: { params: {} } } }, people.rita!.token);
    expect(rita.status, rita.text).toBe(200);
    for (const l of rita.lines.slice(1)) expect(l.data!.rows.map((r) => r[0])).toEqual(['Germany']);
    const ritaFrance = await boardData(
      mine,
      { body: { opening: { params: { country: ['France'] } } } },
      people.rita!.token,
    );
    for (const l of ritaFrance.lines.slice(1)) expect(l.data!.rows).toEqual([]);
    // Refused as a whole as `dashboard.byId` would be; a body with both, or neither, is a clear 400.
    expect((await boardData(mine, { body: { opening: {} } }, people.nina!.token)).status).toBe(403);
    expect((await boardData('f'.repeat(32), { body: { opening: {} } })).status).toBe(404);
    for (const body of [{}, { opening: {}, queries: [{ widgetId: 'a'.repeat(32), request: {} }] }]) {
      const bad = await t.call('POST', `/api/v1/viz/dashboards/${mine}/data`, { token: owner, body });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(bad.body.exception?.code).toBe('INVALID_INPUT');
      expect(bad.body.message).toBeTruthy();
    }
  });

  it('publishes, archives, restores from the recycle bin, copies and deletes a board', async () => {
    const id = ((await newBoard('Lifecycle', autoBoardConfig)).body.data as { id: string }).id;
    await save(id, {
      name: 'Lifecycle',
      widgetToCreate: [
        {
          id: ids.linked.replace('0b6f', '9b6f'),
          config: JSON.stringify(widgetConfig('One', { type: 'chart', originalType: 'linkedChart' })),
          datachartId: chartB,
        },
        {
          id: ids.control.replace('2d8b', '9d8b'),
          config: JSON.stringify(
            widgetConfig('Two', { type: 'controller', content: { relatedViews: [{ viewId }] } }),
          ),
          relations: [
            {
              sourceId: ids.control.replace('2d8b', '9d8b'),
              targetId: ids.linked.replace('0b6f', '9b6f'),
              config: '{}',
            },
          ],
        },
      ],
    });
    expect(
      (await t.call('PUT', `/api/v1/viz/publish/${id}?vizType=DASHBOARD`, { token: owner })).status,
    ).toBe(200);
    expect((await board(id)).data).toMatchObject({ status: 2 });
    expect(
      (await t.call('PUT', `/api/v1/viz/unpublish/${id}?vizType=DASHBOARD`, { token: owner })).status,
    ).toBe(200);

    const copy = await t.call('PUT', `/api/v1/viz/dashboards/${id}/copy`, {
      token: owner,
      body: { name: 'Lifecycle copy', parentId: null, index: null, config: null },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const copied = (await board((copy.body.data as { id: string }).id)).data;
    const original = (await board(id)).data;
    expect(copied.widgets).toHaveLength(2);
    expect(copied.widgets.map((w) => w.id).some((w) => original.widgets.some((o) => o.id === w))).toBe(false);
    const rel = copied.widgets.flatMap((w) => w.relations)[0]!;
    expect(copied.widgets.map((w) => w.id)).toEqual(expect.arrayContaining([rel.sourceId, rel.targetId]));

    expect((await t.call('DELETE', `/api/v1/viz/dashboards/${id}`, { token: owner })).status).toBe(200);
    const bin = await t.call('GET', `/api/v1/viz/archived/dashboard/${orgId}`, { token: owner });
    expect((bin.body.data as { id: string; vizType: string }[]).map((b) => [b.id, b.vizType])).toEqual([
      [id, 'DASHBOARD'],
    ]);
    expect((await board(id, people.rita!.token)).status).toBe(403);
    const back = await t.call(
      'PUT',
      `/api/v1/viz/unarchive/${id}?vizType=DASHBOARD&newName=Back&parentId=${boardsFolder}`,
      { token: owner },
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await board(id)).data).toMatchObject({ name: 'Back', status: 1 });
    expect(
      (await t.call('DELETE', `/api/v1/viz/dashboards/${id}?archive=false`, { token: owner })).status,
    ).toBe(200);
    expect((await board(id)).status).toBe(404);
  });
});
