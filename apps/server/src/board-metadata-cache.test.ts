import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp } from './counting-db';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { published } from './publish-viz';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * A board's detail is read from its organisation's metadata snapshot (decision D-dash-7): a repeated read
 * sends nothing to the metadata database, and a change to anything it is made of (its widgets, a chart it
 * shows, its folder, a grant) is seen by the very next read, through both doors. A save answers with what
 * it saved. The writes go through a second app over the same database (`t.call`); the reads through an app
 * that counts the statements it sends.
 */
let t: TestApp;
let counted: Awaited<ReturnType<typeof countingApp>>['app'];
let counter: Awaited<ReturnType<typeof countingApp>>;
let owner = '';
let orgId = '';
let viewId = '';
let chartId = '';
let boardId = '';
let member = { id: '', token: '' };

type Door = 'rest' | 'trpc';
interface Detail {
  name: string;
  widgets: { id: string }[];
  datacharts: { id: string; name: string }[];
}

/** The board's detail as `token` reads it through the counting app: status and the parts the tests check. */
async function read(door: Door, token: string): Promise<{ status: number; detail: Detail | null }> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.1.1.2' };
  if (door === 'rest') {
    const res = await counted.request(`/api/v1/viz/dashboards/${boardId}`, { headers });
    const json = (await res.json()) as { data: Detail | null };
    return { status: res.status, detail: json.data };
  }
  const input = encodeURIComponent(JSON.stringify({ json: { id: boardId } }));
  const res = await counted.request(`/trpc/dashboard.byId?input=${input}`, { headers });
  const json = (await res.json()) as { result?: { data: { json: Detail } } };
  return { status: res.status, detail: json.result?.data.json ?? null };
}

const widget = (name: string, y: number) => ({
  id: crypto.randomUUID().replace(/-/g, ''),
  datachartId: chartId,
  config: JSON.stringify({
    name,
    type: 'chart',
    originalType: 'linkedChart',
    pRect: { x: 0, y, width: 6, height: 6 },
  }),
});

/** Grants (or takes back) the member's READ on a viz item: the board unless another is named. */
const grantRead = (op: 'permissionToCreate' | 'permissionToDelete', resourceId = boardId) =>
  t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      [op]: [
        {
          orgId,
          subjectType: 'USER_ROLE',
          subjectId: member.id,
          resourceType: 'VIZ',
          resourceId,
          permission: 2,
        },
      ],
    },
  });

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  counter = await countingApp(t);
  counted = counter.app;
  const setup = await ownerWithDemo(t);
  ({ owner, orgId } = setup);
  const demo = setup.demoId;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demo,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(model),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      viewId,
      name: 'By country',
      parentId: null,
      index: null,
      config: JSON.stringify(datartChartConfig()),
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = (chart.body.data as { id: string }).id;
  const board = await t.call('POST', '/api/v1/viz/dashboards', {
    token: owner,
    body: { orgId, name: 'Cached board', parentId: null, index: null, subType: 'auto' },
  });
  boardId = (board.body.data as { id: string }).id;
  const saved = await t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
    token: owner,
    body: { id: boardId, name: 'Cached board', widgetToCreate: [widget('First', 0)] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Published: noor reads it, and a draft is its editors' only (D-draft-1).
  await published(t, owner, 'DASHBOARD', boardId);
  member = await addMember(t, owner, orgId, 'noor', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardId, permission: 2 },
  ]);
});
afterAll(() => t.close());

describe.each<Door>(['rest', 'trpc'])('through %s', (door) => {
  it('a repeated read of a board sends nothing to the metadata database', async () => {
    // Warm-up: the first read learns the board's organisation, the next fills that organisation's entry.
    await read(door, member.token);
    const first = await read(door, member.token);
    expect(first.status).toBe(200);
    expect(first.detail!.widgets.length).toBeGreaterThan(0);
    counter.reset();
    expect(await read(door, member.token)).toEqual(first);
    expect(counter.count()).toBe(0);
  });

  it('a renamed chart is seen on the very next read', async () => {
    expect((await read(door, member.token)).detail!.datacharts[0]!.name).toBe('By country');
    const rename = (name: string) =>
      t.call('PUT', `/api/v1/viz/datacharts/${chartId}`, {
        token: owner,
        body: {
          id: chartId,
          name,
          parentId: null,
          index: 0,
          viewId,
          config: JSON.stringify(datartChartConfig()),
        },
      });
    expect((await rename(`Renamed ${door}`)).status).toBe(200);
    expect((await read(door, member.token)).detail!.datacharts[0]!.name).toBe(`Renamed ${door}`);
    expect((await rename('By country')).status).toBe(200);
  });

  it('a save answers with what it saved, and the very next read shows it', async () => {
    const before = (await read(door, member.token)).detail!.widgets.length;
    // The owner's own read fills the cache first: the save must not answer from it.
    await read(door, owner);
    const added = {
      id: crypto.randomUUID().replace(/-/g, ''),
      // tRPC takes configs as objects.
      config: {
        name: `Note ${door}`,
        type: 'media',
        originalType: 'richText',
        content: { richText: { content: 'Hi' } },
        pRect: { x: 6, y: 0, width: 6, height: 6 },
      },
    };
    // Saved through the app that holds the warm cache, as the board editor saves (tRPC answers the detail).
    const res = await counted.request('/trpc/dashboard.save', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': '10.1.1.2',
      },
      body: JSON.stringify({ json: { id: boardId, name: 'Cached board', widgetToCreate: [added] } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = ((await res.json()) as { result: { data: { json: Detail } } }).result.data.json;
    expect(saved.widgets.map((w) => w.id)).toContain(added.id);
    const after = (await read(door, member.token)).detail!;
    expect(after.widgets).toHaveLength(before + 1);
    expect(after.widgets.map((w) => w.id)).toContain(added.id);
  });

  it('revoking READ on the board takes effect on the very next read', async () => {
    expect((await read(door, member.token)).status).toBe(200);
    expect((await grantRead('permissionToDelete')).status).toBe(200);
    expect((await read(door, member.token)).status).not.toBe(200);
    expect((await grantRead('permissionToCreate')).status).toBe(200);
    expect((await read(door, member.token)).status).toBe(200);
  });

  it('moving the board into and out of the folder that grants READ takes effect on the very next read', async () => {
    expect((await grantRead('permissionToDelete')).status).toBe(200);
    // READ now comes from the folder the board sits in; moving it out of there takes READ away.
    const folder = await t.call('POST', '/api/v1/viz/folders', {
      token: owner,
      body: { orgId, name: `Shared ${door}`, parentId: null, index: null },
    });
    const folderId = (folder.body.data as { id: string }).id;
    expect((await grantRead('permissionToCreate', folderId)).status).toBe(200);
    const move = (parentId: string | null) =>
      t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
        token: owner,
        body: { id: boardId, name: 'Cached board', parentId, index: 0 },
      });
    expect((await move(folderId)).status).toBe(200);
    expect((await read(door, member.token)).status).toBe(200);
    expect((await read(door, member.token)).status).toBe(200);
    expect((await move(null)).status).toBe(200);
    expect((await read(door, member.token)).status).not.toBe(200);
    expect((await grantRead('permissionToCreate')).status).toBe(200);
    expect((await read(door, member.token)).status).toBe(200);
  });
});

describe('the viz trees', () => {
  /** A tree list as `token` reads it through the counting app: the names it holds. */
  const list = async (path: 'folders' | 'storyboards', token: string) => {
    const res = await counted.request(`/api/v1/viz/${path}?orgId=${orgId}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.1.1.2' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { name: string }[] }).data.map((n) => n.name);
  };

  it.each(['folders', 'storyboards'] as const)(
    'a repeated %s list sends nothing to the metadata database, and a new item is in the very next one',
    async (path) => {
      await list(path, owner);
      const first = await list(path, owner);
      counter.reset();
      expect(await list(path, owner)).toEqual(first);
      expect(counter.count()).toBe(0);
      const name = `New in ${path}`;
      const created =
        path === 'folders'
          ? await t.call('POST', '/api/v1/viz/folders', {
              token: owner,
              body: { orgId, name, parentId: null, index: null },
            })
          : await t.call('POST', '/api/v1/viz/storyboards', {
              token: owner,
              body: { orgId, name, parentId: null, index: null, config: '{}' },
            });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(await list(path, owner)).toContain(name);
    },
  );
});
