import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * Issue 35 item 13 (decision D-draft-1): a draft chart, dashboard or storyboard is shown only to those who
 * may edit it. A reader neither lists nor opens it (REST and tRPC); a share link is a publication (only an
 * editor makes one of a draft, which publishes it), and a link of what was made a draft again answers
 * "draft" until it is published again.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let chartId = '';
let boardId = '';
let storyId = '';
let reader = '';
let editor = '';
let sharer = '';

const READ = 2;
const MANAGE = 15;
const SHARE = 66;

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demo = await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner });
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: (demo.body.data as { id: string }).id,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(model),
    },
  });
  const viewId = (view.body.data as { id: string }).id;
  const made = async (path: string, body: object) => {
    const res = await t.call('POST', path, { token: owner, body: { orgId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }).id;
  };
  chartId = await made('/api/v1/viz/datacharts', {
    viewId,
    name: 'Draft chart',
    config: JSON.stringify(datartChartConfig()),
  });
  boardId = await made('/api/v1/viz/dashboards', { name: 'Draft board', subType: 'auto' });
  storyId = await made('/api/v1/viz/storyboards', { name: 'Draft story' });
  reader = (
    await addMember(t, owner, orgId, 'rhea', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: 'FOLDER', permission: READ },
      { resourceType: 'VIZ', resourceId: 'STORYBOARD', permission: READ },
    ])
  ).token;
  editor = (
    await addMember(t, owner, orgId, 'ezra', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: 'FOLDER', permission: MANAGE },
      { resourceType: 'VIZ', resourceId: 'STORYBOARD', permission: MANAGE },
    ])
  ).token;
  sharer = (
    await addMember(t, owner, orgId, 'sami', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: 'FOLDER', permission: SHARE },
    ])
  ).token;
}, 120_000);
afterAll(() => t.close());

const EN = 'This is a draft: only those who can edit it see it until it is published';
const ZH = '这是草稿：发布之前，只有可以编辑它的人才能看到';

const listed = async (token: string) => {
  const tree = (await t.call('GET', `/api/v1/viz/folders?orgId=${orgId}`, { token })).body.data as {
    relId: string;
  }[];
  const stories = (await t.call('GET', `/api/v1/viz/storyboards?orgId=${orgId}`, { token })).body.data as {
    id: string;
  }[];
  return [...tree.map((n) => n.relId), ...stories.map((s) => s.id)];
};
const open = (token: string, lang = 'en-US') => ({
  chart: () => t.call('GET', `/api/v1/viz/datacharts/${chartId}`, { token, lang }),
  board: () => t.call('GET', `/api/v1/viz/dashboards/${boardId}`, { token, lang }),
  story: () => t.call('GET', `/api/v1/viz/storyboards/${storyId}`, { token, lang }),
});
const share = async (vizType: string, vizId: string) => {
  const res = await t.call('POST', '/api/v1/shares', {
    token: owner,
    body: { vizType, vizId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: string }).id;
};
const visit = (id: string, lang = 'en-US') => t.call('POST', `/api/v1/shares/${id}/viz`, { body: {}, lang });

describe('drafts (D-draft-1)', () => {
  it('a reader neither lists nor opens a draft, in English and Chinese; REST and tRPC agree', async () => {
    const seen = await listed(reader);
    for (const id of [chartId, boardId, storyId]) expect(seen).not.toContain(id);
    for (const [lang, text] of [
      ['en-US', EN],
      ['zh-CN', ZH],
    ] as const) {
      const doors = open(reader, lang);
      for (const call of [doors.chart, doors.board, doors.story]) {
        const res = await call();
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(text);
        expect(res.body.exception?.code).toBe('VIZ_DRAFT');
      }
    }
    for (const [procedure, lang, text] of [
      ['dashboard.byId', 'zh-CN', ZH],
      ['datachart.byId', 'en-US', EN],
      ['storyboard.byId', 'en-US', EN],
    ] as const) {
      const id =
        procedure === 'dashboard.byId' ? boardId : procedure === 'datachart.byId' ? chartId : storyId;
      const res = await trpcRequest(
        t.app,
        procedure,
        { id },
        { Authorization: `Bearer ${reader}`, 'Accept-Language': lang },
      );
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).toContain(text);
    }
  });

  it('those who may edit it (a manager, the owner) list and open the draft', async () => {
    for (const token of [editor, owner]) {
      const seen = await listed(token);
      for (const id of [chartId, boardId, storyId]) expect(seen).toContain(id);
      const doors = open(token);
      for (const call of [doors.chart, doors.board, doors.story]) expect((await call()).status).toBe(200);
    }
  });

  it('a share link is a publication: only an editor makes one of a draft, which publishes it', async () => {
    const refused = await t.call('POST', '/api/v1/shares', {
      token: sharer,
      lang: 'zh-CN',
      body: { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ZH);
    expect((await open(reader).board()).status).toBe(403);
    const links = [
      await share('DATACHART', chartId),
      await share('DASHBOARD', boardId),
      await share('STORYBOARD', storyId),
    ];
    for (const id of links) expect((await visit(id)).status).toBe(200);
    // Published with the link: the readers of the app see what the link shows.
    const doors = open(reader);
    for (const call of [doors.chart, doors.board, doors.story]) expect((await call()).status).toBe(200);

    // Made a draft again, its links answer "draft" to visitors until it is published again.
    for (const [vizType, id] of [
      ['DATACHART', chartId],
      ['DASHBOARD', boardId],
      ['STORYBOARD', storyId],
    ] as const)
      await t.call('PUT', `/api/v1/viz/unpublish/${id}?vizType=${vizType}`, { token: owner });
    for (const id of links) {
      const en = await visit(id);
      expect(en.status).toBe(403);
      expect(en.body.message).toBe(EN);
      expect((await visit(id, 'zh-CN')).body.message).toBe(ZH);
    }
    for (const [vizType, id] of [
      ['DATACHART', chartId],
      ['DASHBOARD', boardId],
      ['STORYBOARD', storyId],
    ] as const) {
      const res = await t.call('PUT', `/api/v1/viz/publish/${id}?vizType=${vizType}`, { token: owner });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const id of links) expect((await visit(id)).status).toBe(200);
  });

  it('once published, the reader lists and opens them (REST and tRPC)', async () => {
    const seen = await listed(reader);
    for (const id of [chartId, boardId, storyId]) expect(seen).toContain(id);
    const doors = open(reader);
    for (const call of [doors.chart, doors.board, doors.story]) expect((await call()).status).toBe(200);
    const res = await trpcRequest(
      t.app,
      'dashboard.byId',
      { id: boardId },
      { Authorization: `Bearer ${reader}` },
    );
    expect(res.status).toBe(200);
  });

  it('unpublishing makes it a draft again for the reader', async () => {
    await t.call('PUT', `/api/v1/viz/unpublish/${boardId}?vizType=DASHBOARD`, { token: owner });
    expect((await open(reader).board()).status).toBe(403);
    expect(await listed(reader)).not.toContain(boardId);
  });
});
