import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { published } from './publish-viz';
import { addMember, customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * "View detail" on share pages (`POST /shares/detail`): the rows behind a chart widget of a shared board,
 * only for widgets of the shared viz, re-checking the share on every call, under the share's data rights.
 */
let t: TestApp;
let now = Date.now();
let owner = '';
let orgId = '';
let viewId = '';
let board = '';
let widgetId = '';
let otherWidget = '';
let chartId = '';
let variableId = '';
const people: Record<string, { id: string; token: string }> = {};
const hex = () => crypto.randomUUID().replace(/-/g, '');

const data = <T>(res: { status: number; body: { data?: unknown } }): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
async function person(name: string, grants: Parameters<typeof addMember>[4], country: string) {
  people[name] = await addMember(t, owner, orgId, name, grants);
  data(
    await t.call('PUT', '/api/v1/variables/rel', {
      token: owner,
      body: {
        relToCreate: [{ variableId, subjectType: 'USER', subjectId: people[name]!.id, value: [country] }],
      },
    }),
  );
}
const newBoard = async (name: string, parentId: string | null, widget: string) => {
  const id = data<{ id: string }>(
    await t.call('POST', '/api/v1/viz/dashboards', {
      token: owner,
      body: { orgId, name, parentId, subType: 'auto', config: '{"version":"1.0.0-RC.0","type":"auto"}' },
    }),
  ).id;
  data(
    await t.call('PUT', `/api/v1/viz/dashboards/${id}`, {
      token: owner,
      body: {
        name,
        widgetToCreate: [
          {
            id: widget,
            datachartId: chartId,
            config: JSON.stringify({ name: 'Countries', type: 'chart', originalType: 'linkedChart' }),
          },
        ],
      },
    }),
  );
  // Published by the owner: sam may share it, but only an editor publishes a draft (D-draft-1).
  return published(t, owner, 'DASHBOARD', id);
};
const share = async (body: Record<string, unknown>, token = owner) =>
  data<{ id: string }>(
    await t.call('POST', '/api/v1/shares', {
      token,
      body: {
        vizType: 'DASHBOARD',
        vizId: board,
        authenticationMode: 'NONE',
        rowPermissionBy: 'CREATOR',
        roles: [],
        users: [],
        ...body,
      },
    }),
  ).id;
const open = async (id: string, token: string | null = null) =>
  data<{
    shareToken: { authorizedToken: string };
    executeToken: Record<string, { authorizedToken: string }>;
  }>(await t.call('POST', `/api/v1/shares/${id}/viz`, { token, body: {} }));
/** A detail request as buildQuery makes it (`detail: true`): plain columns, the point's conditions. */
const detailRequest = {
  viewId: '',
  columns: [{ column: ['country'] }, { column: ['city'] }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  filters: keptFilters,
  pageInfo: { pageNo: 1, pageSize: 1000 },
};
const detail = (shareToken: string, body: Record<string, unknown> = {}, token: string | null = null) =>
  t.call('POST', '/api/v1/shares/detail', {
    token,
    body: { shareToken, widgetId, request: { ...detailRequest, viewId }, ...body },
  });
const countries = (res: Awaited<ReturnType<typeof detail>>) => [
  ...new Set(data<{ rows: string[][] }>(res).rows.map((r) => r[0])),
];

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false }, { clock: () => new Date(now) });
  owner = await t.bootstrapAdmin();
  orgId = data<{ id: string }[]>(await t.call('GET', '/api/v1/orgs', { token: owner }))[0]!.id;
  const demoId = data<{ id: string }>(
    await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner }),
  ).id;
  viewId = data<{ id: string }>(
    await t.call('POST', '/api/v1/views', {
      token: owner,
      body: {
        orgId,
        name: 'Customers',
        sourceId: demoId,
        script: 'select customer_id, country, city from customers where country = $country$',
        model: JSON.stringify(model),
      },
    }),
  ).id;
  variableId = data<{ id: string }>(
    await t.call('POST', '/api/v1/variables', {
      token: owner,
      body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
    }),
  ).id;
  const folder = data<{ id: string }>(
    await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name: 'Shared' } }),
  ).id;
  chartId = data<{ id: string }>(
    await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: {
        orgId,
        viewId,
        name: 'Countries',
        parentId: folder,
        config: JSON.stringify(datartChartConfig()),
      },
    }),
  ).id;
  widgetId = hex();
  otherWidget = hex();
  board = await newBoard('Shared board', folder, widgetId);
  await newBoard('Unshared board', folder, otherWidget);
  // sam may share the folder's boards and sees Germany; ann and bob read them under their own rules
  await person(
    'sam',
    [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: folder, permission: 66 },
    ],
    'Germany',
  );
  for (const [name, country] of [
    ['ann', 'France'],
    ['bob', 'China'],
  ] as const)
    await person(
      name,
      [
        { resourceType: 'VIZ', resourceId: '*', permission: 1 },
        { resourceType: 'VIZ', resourceId: folder, permission: 2 },
      ],
      country,
    );
});
afterAll(() => t.close());

describe('view detail on share pages', () => {
  it('answers the rows behind a widget of the shared board under the sharer’s rules, and nothing else', async () => {
    const { shareToken, executeToken } = await open(await share({}, people.sam!.token));
    const res = await detail(shareToken.authorizedToken);
    expect(countries(res)).toEqual(['Germany']);
    // a point's conditions narrow the rows; they cannot widen the sharer's rule
    const point = await detail(shareToken.authorizedToken, {
      request: {
        ...detailRequest,
        viewId,
        filters: [
          ...keptFilters,
          { column: ['country'], sqlOperator: 'IN', values: [{ value: 'China', valueType: 'STRING' }] },
        ],
      },
    });
    expect(data<{ rows: unknown[] }>(point).rows).toEqual([]);
    // a widget of another board, an unknown one, or a view the widget does not use
    expect((await detail(shareToken.authorizedToken, { widgetId: otherWidget })).status).toBe(404);
    expect((await detail(shareToken.authorizedToken, { widgetId: hex() })).status).toBe(404);
    expect(
      countries(await detail(shareToken.authorizedToken, { request: { ...detailRequest, viewId: hex() } })),
    ).toEqual(['Germany']);
    // an execute token is not the page's token; a grouped query is not a detail query
    expect((await detail(executeToken[viewId]!.authorizedToken)).status).toBe(401);
    const grouped = await detail(shareToken.authorizedToken, {
      request: { viewId, groups: [{ column: ['country'] }], aggregators: [] },
    });
    expect(grouped.status).toBe(400);
    expect(grouped.body.exception?.code).toBe('INVALID_INPUT');
  });

  it('a LOGIN + VISITOR share shows each member their own rows, and no one else', async () => {
    const id = await share({ authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR' });
    const ann = (await open(id, people.ann!.token)).shareToken.authorizedToken;
    const bob = (await open(id, people.bob!.token)).shareToken.authorizedToken;
    expect(countries(await detail(ann, {}, people.ann!.token))).toEqual(['France']);
    expect(countries(await detail(bob, {}, people.bob!.token))).toEqual(['China']);
    expect((await detail(ann, {}, people.bob!.token)).status).toBe(401);
    expect((await detail(ann)).status).toBe(401);
  });

  it('works for a board page of a shared storyboard, and stops with the share', async () => {
    const story = data<{ id: string }>(
      await t.call('POST', '/api/v1/viz/storyboards', {
        token: owner,
        body: {
          orgId,
          name: 'Story',
          config: '{"version":"1.0.0"}',
          parentId: null,
          isFolder: false,
          index: 0,
        },
      }),
    ).id;
    data(
      await t.call('POST', '/api/v1/viz/storypages', {
        token: owner,
        body: {
          storyboardId: story,
          relType: 'DASHBOARD',
          relId: board,
          config: '{"version":"1.0.0","index":0}',
        },
      }),
    );
    const storyShare = await share({ vizType: 'STORYBOARD', vizId: story });
    const storyToken = (await open(storyShare)).shareToken.authorizedToken;
    // the owner's share: no row rule on them
    expect(countries(await detail(storyToken))).toEqual(
      expect.arrayContaining(['Australia', 'China', 'France']),
    );
    expect((await detail(storyToken, { widgetId: otherWidget })).status).toBe(404);
    // a chart share has no board widgets
    const chartShare = await share({ vizType: 'DATACHART', vizId: chartId });
    expect((await detail((await open(chartShare)).shareToken.authorizedToken)).status).toBe(404);

    const expiring = await share({ expiryDate: new Date(now + 10 * 60_000).toISOString() });
    const token = (await open(expiring)).shareToken.authorizedToken;
    expect((await detail(token)).status).toBe(200);
    now += 20 * 60_000;
    const expired = await detail(token);
    expect(expired.status).toBe(403);
    expect(expired.body.exception?.code).toBe('SHARE_EXPIRED');
    const deleted = await share({});
    const dToken = (await open(deleted)).shareToken.authorizedToken;
    data(await t.call('DELETE', `/api/v1/shares/${deleted}`, { token: owner }));
    expect((await detail(dToken)).status).toBe(404);
  });
});
