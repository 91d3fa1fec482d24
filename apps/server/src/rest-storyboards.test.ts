import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';
import { published } from './publish-viz';
import { customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * Storyboards over Datart's /viz paths: the storyboard tree, pages (add, reorder, remove), lifecycle and
 * recycle bin, who may edit, and a storyboard shared through a link with its pages' data.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let chartA = '';
let chartB = '';
let hidden = '';
let board = '';
let reader = '';

interface Story {
  id: string;
  name: string;
  config: string;
  status: number;
  can: Record<string, boolean>;
  storypages: { id: string; relType: string; relId: string; config: string }[];
}
const story = async (id: string, token = owner) => {
  const res = await t.call('GET', `/api/v1/viz/storyboards/${id}`, { token });
  return { status: res.status, data: res.body.data as Story };
};
const addPage = (storyboardId: string, relType: string, relId: string, index: number, token = owner) =>
  t.call('POST', '/api/v1/viz/storypages', {
    token,
    body: {
      storyboardId,
      relType,
      relId,
      config: JSON.stringify({
        version: '1.0.0',
        name: `p${index}`,
        index,
        transitionEffect: { in: 'fade-in', out: 'fade-out', speed: 'slow' },
      }),
    },
  });

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demoId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  viewId = (
    (
      await t.call('POST', '/api/v1/views', {
        token: owner,
        body: {
          orgId,
          name: 'Customers',
          sourceId: demoId,
          script: 'select customer_id, country, city from customers',
          model: JSON.stringify(model),
        },
      })
    ).body.data as { id: string }
  ).id;
  const folder = async (name: string) =>
    (
      (await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name } })).body.data as {
        id: string;
      }
    ).id;
  const open = await folder('Open');
  const secret = await folder('Secret');
  const chart = async (name: string, parentId: string) =>
    (
      (
        await t.call('POST', '/api/v1/viz/datacharts', {
          token: owner,
          body: { orgId, viewId, name, parentId, config: JSON.stringify(datartChartConfig()) },
        })
      ).body.data as { id: string }
    ).id;
  chartA = await chart('A', open);
  chartB = await chart('B', open);
  hidden = await chart('Hidden', secret);
  board = (
    (
      await t.call('POST', '/api/v1/viz/dashboards', {
        token: owner,
        body: {
          orgId,
          name: 'Board',
          parentId: open,
          config: JSON.stringify({ version: '1', type: 'auto', jsonConfig: { props: [] } }),
          subType: 'auto',
        },
      })
    ).body.data as { id: string }
  ).id;
  await t.call('PUT', `/api/v1/viz/dashboards/${board}`, {
    token: owner,
    body: {
      name: 'Board',
      widgetToCreate: [
        {
          config: JSON.stringify({ name: 'w', type: 'chart', originalType: 'linkedChart' }),
          datachartId: chartB,
        },
      ],
    },
  });
  // rita reads everything in Open and may create storyboards, but not the Secret folder
  await t.call('POST', '/api/v1/users/register', {
    body: { username: 'rita', email: 'rita@example.com', password: 'passw0rd' },
  });
  reader = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: 'rita', password: 'passw0rd' } }))
      .headers,
  );
  const ritaId = ((await t.call('GET', '/api/v1/users', { token: reader })).body.data as { id: string }).id;
  await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
    token: owner,
    body: ['rita@example.com'],
  });
  const g = await t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      permissionToCreate: [
        { resourceType: 'VIZ', resourceId: '*', permission: 1 },
        { resourceType: 'VIZ', resourceId: open, permission: 2 },
        { resourceType: 'VIZ', resourceId: 'STORYBOARD', permission: 134 },
      ].map((x) => ({ orgId, subjectType: 'USER_ROLE', subjectId: ritaId, ...x })),
    },
  });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
});
afterAll(() => t.close());

describe('storyboards', () => {
  let id = '';

  it('creates a storyboard with three pages (a chart, a dashboard, a chart) and keeps their order and transitions', async () => {
    const created = await t.call('POST', '/api/v1/viz/storyboards', {
      token: owner,
      body: {
        orgId,
        name: 'Quarterly story',
        config: JSON.stringify({ version: '1.0.0', autoPlay: { auto: true, delay: 8 } }),
        parentId: null,
        isFolder: false,
        index: 0,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    id = (created.body.data as { id: string }).id;
    expect((await addPage(id, 'DATACHART', chartA, 0)).status).toBe(200);
    const dash = await addPage(id, 'DASHBOARD', board, 1);
    expect(dash.status, JSON.stringify(dash.body)).toBe(200);
    expect((await addPage(id, 'DATACHART', chartB, 2)).status).toBe(200);
    const d = (await story(id)).data;
    expect(JSON.parse(d.config)).toEqual({ version: '1.0.0', autoPlay: { auto: true, delay: 8 } });
    expect(d.storypages.map((p) => [p.relType, p.relId])).toEqual([
      ['DATACHART', chartA],
      ['DASHBOARD', board],
      ['DATACHART', chartB],
    ]);
    expect(JSON.parse(d.storypages[1]!.config).transitionEffect).toEqual({
      in: 'fade-in',
      out: 'fade-out',
      speed: 'slow',
    });

    // reorder: the dashboard goes last; then remove the first page
    const page = d.storypages[1]!;
    const moved = await t.call('PUT', `/api/v1/viz/storypages/${page.id}`, {
      token: owner,
      body: {
        storyboardId: id,
        relType: 'DASHBOARD',
        relId: board,
        config: JSON.stringify({ ...JSON.parse(page.config), index: 9 }),
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await story(id)).data.storypages.map((p) => p.relId)).toEqual([chartA, chartB, board]);
    expect(
      (await t.call('DELETE', `/api/v1/viz/storypages/${d.storypages[0]!.id}`, { token: owner })).status,
    ).toBe(200);
    expect((await story(id)).data.storypages.map((p) => p.relId)).toEqual([chartB, board]);

    const list = (await t.call('GET', `/api/v1/viz/storyboards?orgId=${orgId}`, { token: owner })).body
      .data as { id: string }[];
    expect(list.map((s) => s.id)).toContain(id);
    const taken = await t.call('POST', '/api/v1/viz/check/name', {
      token: owner,
      body: { orgId, name: 'Quarterly story', parentId: null, vizType: 'STORYBOARD' },
    });
    expect(taken.status).toBe(409);
  });

  it('refuses pages of what the editor cannot read, of nothing, or of another kind; readers cannot edit', async () => {
    const mine = (
      (
        await t.call('POST', '/api/v1/viz/storyboards', {
          token: reader,
          body: { orgId, name: 'Rita story' },
        })
      ).body.data as { id: string }
    ).id;
    expect(mine).toBeTruthy();
    expect((await addPage(mine, 'DATACHART', chartA, 0, reader)).status).toBe(200);
    expect((await addPage(mine, 'DATACHART', hidden, 1, reader)).status).toBe(403);
    expect((await addPage(mine, 'DATACHART', 'f'.repeat(32), 1, reader)).status).toBe(404);
    expect((await addPage(mine, 'DASHBOARD', chartA, 1, reader)).status).toBe(404);
    expect((await story(mine, reader)).data.storypages).toHaveLength(1);
    // on the owner's storyboard rita holds READ only (an explicit grant, nearer than the root's CREATE)
    const ritaId = ((await t.call('GET', '/api/v1/users', { token: reader })).body.data as { id: string }).id;
    const g = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: ritaId,
            resourceType: 'VIZ',
            resourceId: id,
            permission: 2,
          },
        ],
      },
    });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    // A draft is its editors' (D-draft-1): the reader opens the storyboard once it is published.
    expect((await story(id, reader)).status).toBe(403);
    await published(t, owner, 'STORYBOARD', id);
    const asRita = await story(id, reader);
    expect(asRita.status).toBe(200);
    expect(asRita.data.can).toMatchObject({ read: true, manage: false });
    expect(
      (await t.call('PUT', `/api/v1/viz/storyboards/${id}`, { token: reader, body: { name: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect((await addPage(id, 'DATACHART', chartA, 5, reader)).status).toBe(403);
    expect(
      (await t.call('DELETE', `/api/v1/viz/storypages/${asRita.data.storypages[0]!.id}`, { token: reader }))
        .status,
    ).toBe(403);
    expect((await story(id)).data).toMatchObject({ name: 'Quarterly story' });
    expect((await story(id)).data.storypages).toHaveLength(2);
  });

  it('the permission screen lists storyboards under their own root, beside the charts-and-dashboards root', async () => {
    const res = await t.call('GET', `/api/v1/roles/permission/catalog?orgId=${orgId}`, { token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const types = (
      res.body.data as { resourceTypes: { type: string; items: { id: string; parentId: string | null }[] }[] }
    ).resourceTypes;
    const items = types.find((x) => x.type === 'VIZ')!.items;
    expect(items.find((i) => i.id === 'FOLDER')).toMatchObject({ parentId: null });
    expect(items.find((i) => i.id === 'STORYBOARD')).toMatchObject({ parentId: null });
    expect(items.find((i) => i.id === id)).toMatchObject({ parentId: 'STORYBOARD' });
    // The dashboard sits in a folder, and that folder at the top of the charts-and-dashboards root.
    const folder = items.find((i) => i.id === items.find((x) => x.id === board)!.parentId)!;
    expect(folder.parentId).toBe('FOLDER');
  });

  it('publishes, archives, restores from the recycle bin and deletes', async () => {
    expect(
      (await t.call('PUT', `/api/v1/viz/publish/${id}?vizType=STORYBOARD`, { token: owner })).status,
    ).toBe(200);
    expect((await story(id)).data.status).toBe(2);
    expect((await t.call('DELETE', `/api/v1/viz/storyboards/${id}`, { token: owner })).status).toBe(200);
    const bin = await t.call('GET', `/api/v1/viz/archived/storyboard/${orgId}`, { token: owner });
    expect((bin.body.data as { id: string; vizType: string }[]).map((b) => [b.id, b.vizType])).toEqual([
      [id, 'STORYBOARD'],
    ]);
    const back = await t.call('PUT', `/api/v1/viz/unarchive/${id}?vizType=STORYBOARD&newName=Back`, {
      token: owner,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await story(id)).data).toMatchObject({ name: 'Back', status: 1 });
  });

  it('a storyboard shared with a link shows every page and runs their queries, nothing else', async () => {
    await published(t, owner, 'STORYBOARD', id);
    const share = await t.call('POST', '/api/v1/shares', {
      token: owner,
      body: { vizType: 'STORYBOARD', vizId: id, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    });
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    const opened = await t.call('POST', `/api/v1/shares/${(share.body.data as { id: string }).id}/viz`, {
      body: {},
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const data = opened.body.data as {
      vizType: string;
      vizDetail: { storypages: { relType: string; vizDetail: { id: string; config: string } }[] };
      executeToken: Record<string, { authorizedToken: string }>;
    };
    expect(data.vizType).toBe('STORYBOARD');
    expect(data.vizDetail.storypages.map((p) => [p.relType, p.vizDetail.id])).toEqual([
      ['DATACHART', chartB],
      ['DASHBOARD', board],
    ]);
    expect(typeof data.vizDetail.storypages[0]!.vizDetail.config).toBe('string');
    expect(Object.keys(data.executeToken)).toEqual([viewId]);
    const run = await t.call(
      'POST',
      `/api/v1/shares/execute?executeToken=${encodeURIComponent(data.executeToken[viewId]!.authorizedToken)}`,
      {
        body: {
          viewId,
          groups: [{ column: ['country'], alias: 'country' }],
          aggregators: [],
          filters: keptFilters,
          pageInfo: { pageNo: 1, pageSize: 100 },
        },
      },
    );
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((run.body.data as { rows: unknown[] }).rows.length).toBeGreaterThan(1);
    // deleting the storyboard ends the link
    expect(
      (await t.call('DELETE', `/api/v1/viz/storyboards/${id}?archive=false`, { token: owner })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/v1/shares/${(share.body.data as { id: string }).id}/viz`, { body: {} }))
        .status,
    ).toBe(404);
  });
});

describe('pictures: story-page thumbnails and board images', () => {
  const PNG = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  const upload = (path: string, data: Uint8Array, token = owner) => {
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'image/png' }), 'thumb.png');
    return t.app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  };
  const pageConfig = async (storyId: string) =>
    JSON.parse((await story(storyId)).data.storypages[0]!.config) as Record<string, unknown>;

  it('a thumbnail is stored by the server, served back, replaced, and never taken from a page save', async () => {
    const created = await t.call('POST', '/api/v1/viz/storyboards', {
      token: owner,
      body: { orgId, name: 'Thumbs' },
    });
    const id = (created.body.data as { id: string }).id;
    // A client's own "thumbnail" in the page config is not kept: it could point anywhere.
    const add = await t.call('POST', '/api/v1/viz/storypages', {
      token: owner,
      body: {
        storyboardId: id,
        relType: 'DATACHART',
        relId: chartA,
        config: JSON.stringify({ name: 'p', thumbnail: 'https://evil.example/t.png' }),
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const pageId = (add.body.data as { id: string }).id;
    expect((await pageConfig(id)).thumbnail).toBeUndefined();

    const first = await upload(`/api/v1/viz/storypages/${pageId}/thumbnail`, PNG);
    const path1 = ((await first.json()) as { data: string }).data;
    expect(first.status).toBe(200);
    expect(path1).toMatch(new RegExp(`^resources/image/storyboard/${id}/[A-Za-z0-9]+\\.png$`));
    expect((await pageConfig(id)).thumbnail).toBe(path1);
    const served = await t.app.request(`/${path1}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Saving the page (name, order, transitions) keeps the server's thumbnail, whatever the body says.
    const put = await t.call('PUT', `/api/v1/viz/storypages/${pageId}`, {
      token: owner,
      body: {
        storyboardId: id,
        relType: 'DATACHART',
        relId: chartA,
        config: JSON.stringify({ name: 'renamed', thumbnail: '/api/v1/users' }),
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await pageConfig(id)).toMatchObject({ name: 'renamed', thumbnail: path1 });

    // A new thumbnail replaces the old one, whose file goes.
    const second = await upload(`/api/v1/viz/storypages/${pageId}/thumbnail`, PNG);
    const path2 = ((await second.json()) as { data: string }).data;
    expect(path2).not.toBe(path1);
    expect((await pageConfig(id)).thumbnail).toBe(path2);
    expect((await t.app.request(`/${path1}`)).status).toBe(404);
  });

  it('a thumbnail written while the page is saved keeps the save, and the save keeps the thumbnail', async () => {
    const created = await t.call('POST', '/api/v1/viz/storyboards', {
      token: owner,
      body: { orgId, name: 'Thumbs race' },
    });
    const id = (created.body.data as { id: string }).id;
    const pageId = ((await addPage(id, 'DATACHART', chartA, 0)).body.data as { id: string }).id;
    for (let round = 1; round <= 5; round++) {
      const [thumb, put] = await Promise.all([
        upload(`/api/v1/viz/storypages/${pageId}/thumbnail`, PNG),
        t.call('PUT', `/api/v1/viz/storypages/${pageId}`, {
          token: owner,
          body: {
            storyboardId: id,
            relType: 'DATACHART',
            relId: chartA,
            config: JSON.stringify({ name: 'p', index: round }),
          },
        }),
      ]);
      expect(thumb.status).toBe(200);
      expect(put.status).toBe(200);
      const path = ((await thumb.json()) as { data: string }).data;
      expect(await pageConfig(id), `round ${round}`).toMatchObject({ index: round, thumbnail: path });
    }
  });

  it('refuses what is not a picture, a reader, and an unknown page', async () => {
    const created = await t.call('POST', '/api/v1/viz/storyboards', {
      token: owner,
      body: { orgId, name: 'Thumbs 2' },
    });
    const id = (created.body.data as { id: string }).id;
    const pageId = ((await addPage(id, 'DATACHART', chartA, 0)).body.data as { id: string }).id;
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const notImage = await upload(`/api/v1/viz/storypages/${pageId}/thumbnail`, svg);
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toBe('Unsupported file type');
    // rita holds READ only on this storyboard (an explicit grant, nearer than the root's CREATE)
    const ritaId = ((await t.call('GET', '/api/v1/users', { token: reader })).body.data as { id: string }).id;
    await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: ritaId,
            resourceType: 'VIZ',
            resourceId: id,
            permission: 2,
          },
        ],
      },
    });
    expect((await upload(`/api/v1/viz/storypages/${pageId}/thumbnail`, PNG, reader)).status).toBe(403);
    expect((await upload(`/api/v1/viz/storypages/${'f'.repeat(32)}/thumbnail`, PNG)).status).toBe(404);
    expect((await upload('/api/v1/viz/storypages/..%2f..%2fusers/thumbnail', PNG)).status).toBe(404);
    expect((await pageConfig(id)).thumbnail).toBeUndefined();
  });

  it('a board image (Datart’s /files/viz/image) needs MANAGE on the board and lands in its folder', async () => {
    const ok = await upload(`/api/v1/files/viz/image?ownerType=DASHBOARD&ownerId=${board}`, PNG);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: string }).data).toMatch(
      new RegExp(`^resources/image/dashboard/${board}/`),
    );
    expect(
      (await upload(`/api/v1/files/viz/image?ownerType=DASHBOARD&ownerId=${board}`, PNG, reader)).status,
    ).toBe(403);
    // The owner type must be the viz's own: a chart id is not a dashboard.
    expect((await upload(`/api/v1/files/viz/image?ownerType=DASHBOARD&ownerId=${chartA}`, PNG)).status).toBe(
      404,
    );
    expect((await upload(`/api/v1/files/viz/image?ownerType=STORYBOARD&ownerId=${board}`, PNG)).status).toBe(
      400,
    );
  });
});
