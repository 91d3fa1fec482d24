import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { published } from './publish-viz';
import { addMember, customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * Share links over Datart's /shares paths: management, the share-page bootstrap in each mode, execute
 * with tokens, and the attacks of issue 15 (expiry and revocation on every call, tokens bound to the
 * viz's views, wrong codes rate-limited, VISITOR rules per person).
 */
let t: TestApp;
let now = Date.now();
let owner = '';
let orgId = '';
let viewId = '';
let otherViewId = '';
let chartId = '';
let boardsFolder = '';
let variableId = '';
const people: Record<string, { id: string; token: string }> = {};

async function person(name: string, grants: Parameters<typeof addMember>[4]) {
  people[name] = await addMember(t, owner, orgId, name, grants);
}
const rule = async (name: string, value: string[]) => {
  const res = await t.call('PUT', '/api/v1/variables/rel', {
    token: owner,
    body: { relToCreate: [{ variableId, subjectType: 'USER', subjectId: people[name]!.id, value }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

interface ShareInfo {
  id: string;
  authenticationCode: string | null;
  authenticationMode: string;
  rowPermissionBy: string;
  expiryDate: string | null;
}
interface ShareViz {
  vizType: string;
  vizDetail: { id: string; config: string; can: Record<string, boolean>; view?: { script: string | null } };
  shareToken: { authorizedToken: string };
  executeToken: Record<string, { authorizedToken: string }>;
}
const createShare = (body: Record<string, unknown>, token = owner) =>
  t.call('POST', '/api/v1/shares', {
    token,
    body: {
      vizType: 'DATACHART',
      vizId: chartId,
      authenticationMode: 'NONE',
      rowPermissionBy: 'CREATOR',
      roles: [],
      users: [],
      ...body,
    },
  });
const open = (id: string, body: Record<string, unknown> = {}, token: string | null = null, ip = '10.1.1.1') =>
  t.call('POST', `/api/v1/shares/${id}/viz`, {
    token,
    headers: { 'X-Forwarded-For': ip },
    body: { authenticationMode: null, authenticationCode: null, username: null, password: null, ...body },
  });
const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  filters: keptFilters,
  pageInfo: { pageNo: 1, pageSize: 1000 },
};
const execute = (executeToken: string, body: Record<string, unknown> = {}, token: string | null = null) =>
  t.call('POST', `/api/v1/shares/execute?executeToken=${encodeURIComponent(executeToken)}`, {
    token,
    body: { viewId, ...query, ...body },
  });
const countries = (res: Awaited<ReturnType<typeof execute>>) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { rows: [string, number][] }).rows.map((r) => r[0]);
};
/** Opens a share and answers the execute token of the chart's view. */
const tokenFor = async (id: string, body: Record<string, unknown> = {}, token: string | null = null) => {
  const res = await open(id, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as ShareViz).executeToken[viewId]!.authorizedToken;
};

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false }, { clock: () => new Date(now) });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demoId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  const view = async (name: string, script: string) =>
    (
      (
        await t.call('POST', '/api/v1/views', {
          token: owner,
          body: { orgId, name, sourceId: demoId, script, model: JSON.stringify(model) },
        })
      ).body.data as { id: string }
    ).id;
  viewId = await view(
    'Customers',
    'select customer_id, country, city from customers where country = $country$',
  );
  otherViewId = await view(
    'Secret customers',
    "select 1 as customer_id, 'ZZ-secret' as country, 'x' as city",
  );
  variableId = (
    (
      await t.call('POST', '/api/v1/variables', {
        token: owner,
        body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
      })
    ).body.data as { id: string }
  ).id;
  boardsFolder = (
    (await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name: 'Shared' } })).body
      .data as { id: string }
  ).id;
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      viewId,
      name: 'Countries',
      parentId: boardsFolder,
      config: JSON.stringify(datartChartConfig()),
    },
  });
  // Published by the owner: sam may share it, but only an editor publishes a draft (D-draft-1).
  chartId = await published(t, owner, 'DATACHART', (chart.body.data as { id: string }).id);
  // sam may share the folder's charts (SHARE includes READ) and is limited to Germany
  await person('sam', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardsFolder, permission: 66 },
  ]);
  await rule('sam', ['Germany']);
  // ann and bob read the chart under different rules; carl is a member with no rights on it
  await person('ann', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardsFolder, permission: 2 },
  ]);
  await rule('ann', ['France']);
  await person('bob', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardsFolder, permission: 2 },
  ]);
  await rule('bob', ['China']);
  await person('carl', [{ resourceType: 'VIZ', resourceId: '*', permission: 1 }]);
});
afterAll(() => t.close());

describe('share links', () => {
  it('a NONE share shows the chart to anyone, with the sharer’s rules and no SQL, and never another view', async () => {
    const res = await createShare({}, people.sam!.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const share = res.body.data as ShareInfo;
    expect(share.id).toMatch(/^[0-9a-f]{32}$/);
    expect(share.authenticationCode).toBeNull();
    const viz = await open(share.id);
    expect(viz.status, JSON.stringify(viz.body)).toBe(200);
    const data = viz.body.data as ShareViz;
    expect(data.vizType).toBe('DATACHART');
    expect(typeof data.vizDetail.config).toBe('string');
    expect(data.vizDetail.view!.script).toBeNull();
    expect(data.vizDetail.can).toMatchObject({ manage: false, share: false });
    expect(Object.keys(data.executeToken)).toEqual([viewId]);
    const token = data.executeToken[viewId]!.authorizedToken;
    expect(countries(await execute(token))).toEqual(['Germany']);
    // the token is bound to its view: another view of the sharer, or a tampered token, is refused
    expect((await execute(token, { viewId: otherViewId })).status).toBe(403);
    expect((await execute(data.shareToken.authorizedToken)).status).toBe(401);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await execute(tampered)).status).toBe(401);
    expect((await execute('not-a-token-at-all')).status).toBe(401);
    // unknown ids look like deleted ones; ids are random, not sequential
    expect((await open('0'.repeat(32))).status).toBe(404);
    const second = ((await createShare({}, people.sam!.token)).body.data as ShareInfo).id;
    expect(second).not.toBe(share.id);
    expect(BigInt(`0x${second}`) - BigInt(`0x${share.id}`)).not.toBe(1n);
  });

  it('refuses VISITOR rights without LOGIN, a past expiry, and people without SHARE, saving nothing', async () => {
    const before = (
      (await t.call('GET', `/api/v1/shares/${chartId}`, { token: owner })).body.data as unknown[]
    ).length;
    expect((await createShare({ rowPermissionBy: 'VISITOR' })).status).toBe(400);
    expect((await createShare({ authenticationMode: 'CODE', rowPermissionBy: 'VISITOR' })).status).toBe(400);
    expect((await createShare({ expiryDate: new Date(now - 60_000).toISOString() })).status).toBe(400);
    const zh = await t.call('POST', '/api/v1/shares', {
      token: owner,
      lang: 'zh-CN',
      body: { vizType: 'DATACHART', vizId: chartId, authenticationMode: 'NONE', rowPermissionBy: 'VISITOR' },
    });
    expect(zh.body.message).toContain('分享');
    expect((await createShare({}, people.ann!.token)).status).toBe(403);
    expect((await createShare({}, people.carl!.token)).status).toBe(403);
    expect((await t.call('GET', `/api/v1/shares/${chartId}`, { token: people.ann!.token })).status).toBe(403);
    expect(
      ((await t.call('GET', `/api/v1/shares/${chartId}`, { token: owner })).body.data as unknown[]).length,
    ).toBe(before);
  });

  it('a CODE share shows its code once, asks for it, and rate-limits wrong codes', async () => {
    const share = (await createShare({ authenticationMode: 'CODE' })).body.data as ShareInfo;
    expect(share.authenticationCode).toMatch(/^[a-z2-7]{8}$/);
    const listed = (await t.call('GET', `/api/v1/shares/${chartId}`, { token: owner })).body
      .data as ShareInfo[];
    expect(listed.find((s) => s.id === share.id)!.authenticationCode).toBeNull();
    expect((await open(share.id)).status).toBe(401);
    const wrong = await open(share.id, { authenticationCode: 'wrongcod' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.exception?.code).toBe('SHARE_CODE_INVALID');
    expect(
      countries(await execute(await tokenFor(share.id, { authenticationCode: share.authenticationCode }))),
    ).toEqual(expect.arrayContaining(['China', 'France', 'Germany']));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await open(share.id, { authenticationCode: `guess${i}xx` }, null, `10.2.0.${i}`)).status,
      );
    // one wrong code above + nine here reach the limit of ten per share; then every try waits
    expect(statuses).toEqual([...Array<number>(9).fill(401), 429, 429]);
    // once the share is locked, even the right code waits
    expect(
      (await open(share.id, { authenticationCode: share.authenticationCode }, null, '10.3.0.1')).status,
    ).toBe(429);
  });

  it('a LOGIN + VISITOR share shows each member their own rows, and only to those allowed', async () => {
    const share = (
      await createShare({ authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR', users: [people.carl!.id] })
    ).body.data as ShareInfo;
    expect((await open(share.id)).status).toBe(401);
    const ann = await tokenFor(share.id, {}, people.ann!.token);
    const bob = await tokenFor(share.id, {}, people.bob!.token);
    // the same query through the same cache: each person gets their own rows
    expect(countries(await execute(ann, {}, people.ann!.token))).toEqual(['France']);
    expect(countries(await execute(bob, {}, people.bob!.token))).toEqual(['China']);
    expect(countries(await execute(ann, {}, people.ann!.token))).toEqual(['France']);
    // a token issued to one member is not another's, nor anonymous
    expect((await execute(ann, {}, people.bob!.token)).status).toBe(401);
    expect((await execute(ann)).status).toBe(401);
    // carl has no READ but is listed; once unlisted, his session ends and he is refused
    const carl = await tokenFor(share.id, {}, people.carl!.token);
    expect((await execute(carl, {}, people.carl!.token)).status).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/v1/shares/${share.id}`, {
          token: owner,
          body: { authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR', users: [people.ann!.id] },
        })
      ).status,
    ).toBe(200);
    const ended = await execute(carl, {}, people.carl!.token);
    expect(ended.status).toBe(401);
    expect(ended.body.exception?.code).toBe('SHARE_SESSION_ENDED');
    expect((await open(share.id, {}, people.carl!.token)).status).toBe(403);
  });

  it('expiry, deletion, and the sharer losing SHARE or leaving end every use at once', async () => {
    const created = await createShare(
      { expiryDate: new Date(now + 10 * 60_000).toISOString() },
      people.sam!.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const expiring = created.body.data as ShareInfo;
    const token = await tokenFor(expiring.id);
    expect((await execute(token)).status).toBe(200);
    now += 20 * 60_000; // past the share's expiry, within the sessions' hour
    const expired = await execute(token);
    expect(expired.status).toBe(403);
    expect(expired.body.exception?.code).toBe('SHARE_EXPIRED');
    expect((await open(expiring.id)).status).toBe(403);

    const deleted = ((await createShare({}, people.sam!.token)).body.data as ShareInfo).id;
    const dToken = await tokenFor(deleted);
    expect((await t.call('DELETE', `/api/v1/shares/${deleted}`, { token: people.sam!.token })).status).toBe(
      200,
    );
    expect((await execute(dToken)).status).toBe(404);
    expect((await open(deleted)).status).toBe(404);

    // sam loses SHARE on the folder: his link stops at once
    const revoked = ((await createShare({}, people.sam!.token)).body.data as ShareInfo).id;
    const rToken = await tokenFor(revoked);
    const perms = await t.call(
      'GET',
      `/api/v1/roles/permission/subject?orgId=${orgId}&subjectType=USER_ROLE&subjectId=${people.sam!.id}`,
      { token: owner },
    );
    const grant = (
      perms.body.data as { permissionInfos: { resourceId: string; permission: number }[] }
    ).permissionInfos.find((p) => p.resourceId === boardsFolder)!;
    expect(grant.permission).toBe(66);
    const down = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: { permissionToDelete: [grant] },
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect((await execute(rToken)).status).toBe(404);

    // a sharer who leaves the organisation: same
    await person('leo', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: boardsFolder, permission: 66 },
    ]);
    const leaving = ((await createShare({}, people.leo!.token)).body.data as ShareInfo).id;
    const lToken = await tokenFor(leaving);
    expect((await execute(lToken)).status).toBe(200);
    expect(
      (await t.call('DELETE', `/api/v1/orgs/${orgId}/members/${people.leo!.id}`, { token: owner })).status,
    ).toBe(200);
    expect((await execute(lToken)).status).toBe(404);
    expect((await open(leaving)).status).toBe(404);
  });

  it('records share changes and first uses in the audit log the owner reads', async () => {
    const share = ((await createShare({})).body.data as ShareInfo).id;
    await open(share, {}, null, '10.7.7.7');
    await open(share, {}, null, '10.7.7.7');
    const log = await t.call('GET', `/api/v1/orgs/${orgId}/audit?pageNo=1&pageSize=200`, { token: owner });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const rows = (log.body.data as { rows: { action: string; targetId: string }[] }).rows.filter(
      (r) => r.targetId === share,
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['share.create', 'share.use']);
  });
});
