import { downloadsService } from '@tessera/core';
import { downloads } from '@tessera/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { addMember, customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * Issue 29: a share token never outlives the rules it was issued under (decisions D-share-10 to 12). Each
 * attack of the issue, and each variant, through both doors: REST (`/api/v1/shares…`) and tRPC
 * (`share.*` over HTTP, the web app's door). A session ends on the very next call after the owner changes
 * the link's mode, code, lists, data rights or expiry, or deletes it; a LOGIN share's list holds on every
 * call whatever its data rights; a download task is only its principal's.
 */
let t: TestApp;
const now = Date.now();
let owner = '';
let orgId = '';
let viewId = '';
let chartId = '';
let widgetId = '';
let demoId = '';
let variableId = '';
const people: Record<string, { id: string; token: string }> = {};

const hex = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  filters: keptFilters,
  pageInfo: { pageNo: 1, pageSize: 1000 },
};

interface Answer {
  status: number;
  code: string | undefined;
  data: unknown;
}
interface Opened {
  shareToken: string;
  exec: Record<string, { authorizedToken: string }>;
  token: string;
}

/** One door: the same calls over REST or over tRPC, answering the status, the error code and the data. */
interface Door {
  name: 'REST' | 'tRPC';
  create(body: Record<string, unknown>): Promise<Answer>;
  update(id: string, body: Record<string, unknown>): Promise<Answer>;
  changeCode(id: string, who?: string): Promise<Answer>;
  open(id: string, code?: string | null, who?: string | null): Promise<Answer>;
  execute(token: string, who?: string | null, request?: Record<string, unknown>): Promise<Answer>;
  detail(shareToken: string, who?: string | null): Promise<Answer>;
  download(exec: Opened['exec'], clientId: string, who?: string | null): Promise<Answer>;
  tasks(shareToken: string, clientId: string, who?: string | null): Promise<Answer>;
  functions(token: string, sourceId: string): Promise<Answer>;
}

const rest: Door = {
  name: 'REST',
  create: (body) => restCall('POST', '/api/v1/shares', owner, body),
  update: (id, body) => restCall('PUT', `/api/v1/shares/${id}`, owner, body),
  changeCode: (id, who = owner) => restCall('POST', `/api/v1/shares/${id}/code`, who, undefined),
  open: (id, code = null, who = null) =>
    restCall('POST', `/api/v1/shares/${id}/viz`, who, {
      authenticationMode: code ? 'CODE' : null,
      authenticationCode: code,
    }),
  execute: (token, who = null, request = query) =>
    restCall('POST', `/api/v1/shares/execute?executeToken=${encodeURIComponent(token)}`, who, {
      viewId,
      ...request,
    }),
  detail: (shareToken, who = null) =>
    restCall('POST', '/api/v1/shares/detail', who, {
      shareToken,
      widgetId,
      request: {
        viewId,
        columns: [{ column: ['country'] }],
        filters: keptFilters,
        pageInfo: { pageNo: 1, pageSize: 100 },
      },
    }),
  download: (exec, clientId, who = null) =>
    restCall('POST', `/api/v1/shares/download?clientId=${clientId}`, who, {
      fileName: 'Shared',
      downloadType: 'EXCEL',
      downloadParams: [{ viewId, ...query }],
      executeToken: exec,
    }),
  tasks: (shareToken, clientId, who = null) =>
    restCall(
      'GET',
      `/api/v1/shares/download/task?clientId=${clientId}&shareToken=${encodeURIComponent(shareToken)}`,
      who,
      undefined,
    ),
  functions: (token, sourceId) =>
    restCall('POST', `/api/v1/shares/function/support/${sourceId}`, null, { authorizedToken: token }),
};

async function restCall(method: string, path: string, who: string | null, body: unknown): Promise<Answer> {
  const res = await t.call(method, path, { token: who, body });
  return { status: res.status, code: res.body.exception?.code, data: res.body.data };
}

async function trpc(procedure: string, input: unknown, who: string | null = null): Promise<Answer> {
  const res = await trpcRequest(t.app, procedure, input, who ? { Authorization: `Bearer ${who}` } : {});
  const json = (await res.json()) as {
    result?: { data?: { json?: unknown } };
    error?: { json?: { data?: { appError?: { code?: string } } } };
  };
  return {
    status: res.status,
    code: json.error?.json?.data?.appError?.code,
    data: json.result?.data?.json,
  };
}

const trpcDoor: Door = {
  name: 'tRPC',
  create: (body) => trpc('share.create', body, owner),
  update: (id, body) => trpc('share.update', { id, ...body }, owner),
  changeCode: (id, who = owner) => trpc('share.changeCode', { id }, who),
  open: (id, code = null, who = null) =>
    trpc('share.open', { id, authenticationMode: code ? 'CODE' : null, authenticationCode: code }, who),
  execute: (token, who = null, request = query) =>
    trpc('share.execute', { executeToken: token, request: { viewId, ...request } }, who),
  detail: (shareToken, who = null) =>
    trpc(
      'share.detail',
      {
        shareToken,
        widgetId,
        request: {
          viewId,
          columns: [{ column: ['country'] }],
          filters: keptFilters,
          pageInfo: { pageNo: 1, pageSize: 100 },
        },
      },
      who,
    ),
  download: (exec, clientId, who = null) =>
    trpc(
      'share.download',
      {
        clientId,
        fileName: 'Shared',
        downloadType: 'EXCEL',
        downloadParams: [{ viewId, ...query }],
        executeToken: exec,
      },
      who,
    ),
  tasks: (shareToken, clientId, who = null) => trpc('share.downloads', { shareToken, clientId }, who),
  functions: (token, sourceId) => trpc('share.functionSupport', { authorizedToken: token, sourceId }),
};

/** A share download with a hand-made query. */
const restOrTrpcDownload = (door: Door, exec: Opened['exec'], request: Record<string, unknown>) => {
  const body = {
    fileName: 'Shared',
    downloadType: 'EXCEL',
    downloadParams: [{ viewId, ...request }],
    executeToken: exec,
  };
  return door.name === 'REST'
    ? restCall('POST', '/api/v1/shares/download?clientId=client-reach-1', null, body)
    : trpc('share.download', { clientId: 'client-reach-1', ...body });
};

const ok = <T>(a: Answer): T => {
  expect(a.status, JSON.stringify(a)).toBe(200);
  return a.data as T;
};
const refused = (a: Answer, status: number, code?: string) => {
  expect(a.status, JSON.stringify(a)).toBe(status);
  if (code) expect(a.code).toBe(code);
  expect(a.data ?? null).toBeNull();
};
const countries = (a: Answer) => ok<{ rows: [string, number][] }>(a).rows.map((r) => r[0]);

/** The file of a share task (a REST-only door: tRPC carries no files). */
const fetchFile = async (shareToken: string, id: string, who: string | null = null) =>
  (
    await t.app.request(
      `/api/v1/shares/download?downloadId=${id}&shareToken=${encodeURIComponent(shareToken)}`,
      { headers: who ? { Authorization: `Bearer ${who}` } : {} },
    )
  ).status;

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  demoId = (
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
          // `secret` is a column of the view that the shared chart does not use
          script:
            'select customer_id, country, city, customer_id + 1000 as secret from customers where country = $country$',
          model: JSON.stringify({
            ...model,
            columns: {
              ...model.columns,
              secret: { name: 'secret', type: 'NUMERIC', category: 'UNCATEGORIZED' },
            },
          }),
        },
      })
    ).body.data as { id: string }
  ).id;
  variableId = (
    (
      await t.call('POST', '/api/v1/variables', {
        token: owner,
        body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
      })
    ).body.data as { id: string }
  ).id;
  const folder = (
    (await t.call('POST', '/api/v1/viz/folders', { token: owner, body: { orgId, name: 'Shared' } })).body
      .data as { id: string }
  ).id;
  chartId = (
    (
      await t.call('POST', '/api/v1/viz/datacharts', {
        token: owner,
        body: {
          orgId,
          viewId,
          name: 'Countries',
          parentId: folder,
          config: JSON.stringify(datartChartConfig()),
        },
      })
    ).body.data as { id: string }
  ).id;
  // detail calls name a widget of no board: they are refused by the session check before the widget's
  widgetId = hex();
  const rule = async (name: string, value: string[]) =>
    expect(
      (
        await t.call('PUT', '/api/v1/variables/rel', {
          token: owner,
          body: { relToCreate: [{ variableId, subjectType: 'USER', subjectId: people[name]!.id, value }] },
        })
      ).status,
    ).toBe(200);
  const reader = [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: folder, permission: 2 },
  ];
  // ann and bob read the chart under different rules; dave and carl are members without rights on it
  people.ann = await addMember(t, owner, orgId, 'ann', reader);
  await rule('ann', ['France']);
  people.bob = await addMember(t, owner, orgId, 'bob', reader);
  await rule('bob', ['China']);
  people.dave = await addMember(t, owner, orgId, 'dave', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
  ]);
  await rule('dave', ['Germany']);
  people.carl = await addMember(t, owner, orgId, 'carl', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
  ]);
  // otto has an account and an organisation of his own, and none in ours
  await t.call('POST', '/api/v1/users/register', {
    body: { username: 'otto', email: 'otto@example.com', password: 'passw0rd' },
  });
  const login = await t.call('POST', '/api/v1/users/login', {
    body: { username: 'otto', password: 'passw0rd' },
  });
  const otto = login.headers.get('authorization')!.replace(/^Bearer /, '');
  await t.call('POST', '/api/v1/orgs', { token: otto, body: { name: 'Otto corp' } });
  people.otto = { id: '', token: otto };
}, 120_000);
afterAll(() => t.close());

describe.each([rest, trpcDoor])('share sessions through $name', (door) => {
  const make = async (body: Record<string, unknown>) =>
    ok<{ id: string; authenticationCode: string | null }>(
      await door.create({
        vizType: 'DATACHART',
        vizId: chartId,
        authenticationMode: 'NONE',
        rowPermissionBy: 'CREATOR',
        roles: [],
        users: [],
        ...body,
      }),
    );
  const opened = async (
    id: string,
    code: string | null = null,
    who: string | null = null,
  ): Promise<Opened> => {
    const d = ok<{
      shareToken: { authorizedToken: string };
      executeToken: Record<string, { authorizedToken: string }>;
    }>(await door.open(id, code, who));
    return {
      shareToken: d.shareToken.authorizedToken,
      exec: d.executeToken,
      token: d.executeToken[viewId]!.authorizedToken,
    };
  };
  const all = ['China', 'France', 'Germany'];

  it('attack 1: a LOGIN share with the creator’s rights keeps to its list on every call', async () => {
    const share = await make({ authenticationMode: 'LOGIN', users: [people.dave!.id] });
    // another organisation's user, and an unlisted member who cannot read the chart, are refused
    refused(await door.open(share.id, null, people.otto!.token), 403);
    refused(await door.open(share.id, null, people.carl!.token), 403);
    refused(await door.open(share.id), 401, 'SHARE_LOGIN_REQUIRED');
    // dave, listed, sees the creator's rows
    const dave = await opened(share.id, null, people.dave!.token);
    expect(countries(await door.execute(dave.token, people.dave!.token))).toEqual(
      expect.arrayContaining(all),
    );
    // his token is his: not another person's session, not another organisation's, not anonymous
    refused(await door.execute(dave.token, people.otto!.token), 401, 'SHARE_LOGIN_REQUIRED');
    refused(await door.execute(dave.token, people.carl!.token), 401, 'SHARE_LOGIN_REQUIRED');
    refused(await door.execute(dave.token), 401, 'SHARE_LOGIN_REQUIRED');
    // the list changes: his session ends at once, and he cannot open it again
    ok(
      await door.update(share.id, {
        authenticationMode: 'LOGIN',
        rowPermissionBy: 'CREATOR',
        users: [people.ann!.id],
      }),
    );
    refused(await door.execute(dave.token, people.dave!.token), 401, 'SHARE_SESSION_ENDED');
    refused(await door.detail(dave.shareToken, people.dave!.token), 401, 'SHARE_SESSION_ENDED');
    refused(await door.open(share.id, null, people.dave!.token), 403);
    // a listed member who leaves the organisation is refused on his next call (the share itself unchanged)
    people.leo = await addMember(t, owner, orgId, `leo${hex().slice(0, 6)}`, []);
    ok(
      await door.update(share.id, {
        authenticationMode: 'LOGIN',
        rowPermissionBy: 'CREATOR',
        users: [people.leo.id],
      }),
    );
    const leo = await opened(share.id, null, people.leo.token);
    expect((await door.execute(leo.token, people.leo.token)).status).toBe(200);
    expect(
      (await t.call('DELETE', `/api/v1/orgs/${orgId}/members/${people.leo.id}`, { token: owner })).status,
    ).toBe(200);
    refused(await door.execute(leo.token, people.leo.token), 403);
  });

  it('attack 1: a LOGIN share with an empty list is for every member of its organisation, never another', async () => {
    const share = await make({ authenticationMode: 'LOGIN' });
    const carl = await opened(share.id, null, people.carl!.token);
    expect(countries(await door.execute(carl.token, people.carl!.token))).toEqual(
      expect.arrayContaining(all),
    );
    refused(await door.open(share.id, null, people.otto!.token), 403);
    refused(await door.execute(carl.token, people.otto!.token), 401);
  });

  it('attack 2: a token issued while the link was NONE stops when the owner switches it to CODE', async () => {
    const share = await make({});
    const page = await opened(share.id);
    expect((await door.execute(page.token)).status).toBe(200);
    const code = ok<{ authenticationCode: string }>(
      await door.update(share.id, { authenticationMode: 'CODE', rowPermissionBy: '' }),
    ).authenticationCode;
    expect(code).toMatch(/^[a-z2-7]{8}$/);
    refused(await door.execute(page.token), 401, 'SHARE_SESSION_ENDED');
    refused(await door.download(page.exec, 'client-nonecode-1'), 401, 'SHARE_SESSION_ENDED');
    refused(await door.tasks(page.shareToken, 'client-nonecode-1'), 401, 'SHARE_SESSION_ENDED');
    refused(await door.functions(page.token, demoId), 401, 'SHARE_SESSION_ENDED');
    refused(await door.open(share.id), 401, 'SHARE_CODE_INVALID');
    expect((await door.execute((await opened(share.id, code)).token)).status).toBe(200);
  });

  it('attack 2, variants: a changed expiry or data rights end the sessions; saving the same settings does not', async () => {
    const share = await make({ authenticationMode: 'LOGIN', users: [people.ann!.id] });
    const ann = await opened(share.id, null, people.ann!.token);
    ok(
      await door.update(share.id, {
        authenticationMode: 'LOGIN',
        rowPermissionBy: 'CREATOR',
        users: [people.ann!.id],
      }),
    );
    expect(countries(await door.execute(ann.token, people.ann!.token))).toEqual(expect.arrayContaining(all));
    // the creator's rows become the visitor's: the session issued with the creator's rights ends
    ok(
      await door.update(share.id, {
        authenticationMode: 'LOGIN',
        rowPermissionBy: 'VISITOR',
        users: [people.ann!.id],
      }),
    );
    refused(await door.execute(ann.token, people.ann!.token), 401, 'SHARE_SESSION_ENDED');
    const again = await opened(share.id, null, people.ann!.token);
    expect(countries(await door.execute(again.token, people.ann!.token))).toEqual(['France']);
    ok(
      await door.update(share.id, {
        authenticationMode: 'LOGIN',
        rowPermissionBy: 'VISITOR',
        users: [people.ann!.id],
        expiryDate: new Date(now + 86_400_000).toISOString(),
      }),
    );
    refused(await door.execute(again.token, people.ann!.token), 401, 'SHARE_SESSION_ENDED');
  });

  it('attack 3: a new code ends the sessions of the old one; saving CODE as CODE keeps it unless asked', async () => {
    const share = await make({ authenticationMode: 'CODE', rowPermissionBy: '' });
    const first = share.authenticationCode!;
    const page = await opened(share.id, first);
    // saving the same settings keeps the code and the sessions
    expect(
      ok<{ authenticationCode: string | null }>(
        await door.update(share.id, { authenticationMode: 'CODE', rowPermissionBy: '' }),
      ).authenticationCode,
    ).toBeNull();
    expect((await door.execute(page.token)).status).toBe(200);
    // the owner changes the code: the old code and its sessions end
    const second = ok<{ authenticationCode: string }>(await door.changeCode(share.id)).authenticationCode;
    expect(second).toMatch(/^[a-z2-7]{8}$/);
    expect(second).not.toBe(first);
    refused(await door.execute(page.token), 401, 'SHARE_SESSION_ENDED');
    refused(await door.detail(page.shareToken), 401, 'SHARE_SESSION_ENDED');
    refused(await door.open(share.id, first), 401, 'SHARE_CODE_INVALID');
    const next = await opened(share.id, second);
    expect((await door.execute(next.token)).status).toBe(200);
    // an update that asks for it rotates too
    const third = ok<{ authenticationCode: string }>(
      await door.update(share.id, { authenticationMode: 'CODE', rowPermissionBy: '', rotateCode: true }),
    ).authenticationCode;
    expect(third).not.toBe(second);
    refused(await door.execute(next.token), 401, 'SHARE_SESSION_ENDED');
    // only those who may share the chart change its code, and only a CODE link has one
    refused(await door.changeCode(share.id, people.ann!.token), 403);
    refused(await door.changeCode((await make({})).id), 400, 'SHARE_INVALID');
  });

  it('attack 4: a LOGIN share’s download is its visitor’s: not the token alone, not another visitor', async () => {
    const share = await make({ authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR', users: [] });
    const ann = await opened(share.id, null, people.ann!.token);
    const bob = await opened(share.id, null, people.bob!.token);
    const client = `client-${door.name}-a4`;
    const task = ok<{ id: string }>(await door.download(ann.exec, client, people.ann!.token));
    await downloadsService.runPendingDownloads(t.deps);
    // signed out, the token alone neither lists nor fetches
    refused(await door.tasks(ann.shareToken, client), 401, 'SHARE_LOGIN_REQUIRED');
    expect(await fetchFile(ann.shareToken, task.id)).toBe(401);
    // bob, with his own token and the same client id, neither lists nor fetches ann's file
    expect(ok<{ id: string }[]>(await door.tasks(bob.shareToken, client, people.bob!.token))).toEqual([]);
    expect(await fetchFile(bob.shareToken, task.id, people.bob!.token)).toBe(404);
    // nor with ann's token under his own session
    expect(await fetchFile(ann.shareToken, task.id, people.bob!.token)).toBe(401);
    // ann does
    expect(
      ok<{ id: string }[]>(await door.tasks(ann.shareToken, client, people.ann!.token)).map((x) => x.id),
    ).toEqual([task.id]);
    expect(await fetchFile(ann.shareToken, task.id, people.ann!.token)).toBe(200);
  });

  it('attack 2, queued: a download asked before the owner changed the link is not run after', async () => {
    const share = await make({});
    const page = await opened(share.id);
    const task = ok<{ id: string }>(await door.download(page.exec, `client-${door.name}-queued`));
    ok(await door.update(share.id, { authenticationMode: 'CODE', rowPermissionBy: '' }));
    await downloadsService.runPendingDownloads(t.deps);
    const [row] = await t.deps.db.select().from(downloads).where(eq(downloads.id, task.id));
    expect(row).toMatchObject({ status: -1, path: null });
    expect(row!.error).toBe('SHARE_SESSION_ENDED');
  });

  it('attack 4, variant: a public link’s download is its page session’s, whatever client id another page says', async () => {
    const share = await make({});
    const mine = await opened(share.id);
    const theirs = await opened(share.id);
    const client = `client-${door.name}-a4b`;
    const task = ok<{ id: string }>(await door.download(mine.exec, client));
    await downloadsService.runPendingDownloads(t.deps);
    expect(ok<{ id: string }[]>(await door.tasks(theirs.shareToken, client))).toEqual([]);
    expect(await fetchFile(theirs.shareToken, task.id)).toBe(404);
    expect(ok<{ id: string }[]>(await door.tasks(mine.shareToken, client)).map((x) => x.id)).toEqual([
      task.id,
    ]);
    expect(await fetchFile(mine.shareToken, task.id)).toBe(200);
  });

  it('a public chart link runs the chart’s own fields, never another column of its view', async () => {
    const share = await make({});
    const page = await opened(share.id);
    // the chart's query, its filter's field, and its own computed field as the owner saved it
    expect((await door.execute(page.token)).status).toBe(200);
    expect(
      (
        await door.execute(page.token, null, {
          ...query,
          filters: [
            { column: ['city'], sqlOperator: 'NOT_IN', values: [{ value: 'Berlin', valueType: 'STRING' }] },
          ],
          functionColumns: [{ alias: 'first_letter', snippet: 'SUBSTRING([country], 1, 1)' }],
        })
      ).status,
    ).toBe(200);
    const wider: Record<string, unknown>[] = [
      { groups: [{ column: ['secret'], alias: 'secret' }] },
      { aggregators: [{ column: ['secret'], sqlOperator: 'MAX', alias: 'm' }] },
      { columns: [{ column: ['secret'], alias: 'secret' }], groups: [], aggregators: [] },
      {
        ...query,
        filters: [{ column: ['secret'], sqlOperator: 'GT', values: [{ value: 1500, valueType: 'NUMERIC' }] }],
      },
      { ...query, orders: [{ column: ['secret'], operator: 'DESC' }] },
      {
        ...query,
        functionColumns: [{ alias: 'x', snippet: '[secret]' }],
        aggregators: [{ column: ['x'], sqlOperator: 'MAX', alias: 'm' }],
      },
      // the chart's computed field's name with another expression
      {
        ...query,
        functionColumns: [{ alias: 'first_letter', snippet: '[secret]' }],
        groups: [{ column: ['first_letter'], alias: 'f' }],
      },
    ];
    for (const request of wider)
      refused(await door.execute(page.token, null, request), 403, 'SHARE_FIELD_NOT_SHARED');
    // nor through a download of the page
    refused(
      await restOrTrpcDownload(door, page.exec, { groups: [{ column: ['secret'], alias: 'secret' }] }),
      403,
      'SHARE_FIELD_NOT_SHARED',
    );
  });

  it('a public chart link keeps the chart’s own hidden filter: dropping or changing it is refused (D-share-16)', async () => {
    const share = await make({});
    const page = await opened(share.id);
    const { filters: _kept, ...bare } = query;
    const changed = [{ ...keptFilters[0]!, values: [{ value: 'Nowhere', valueType: 'STRING' }] }];
    const narrower = [
      ...keptFilters,
      { column: ['country'], sqlOperator: 'IN', values: [{ value: 'France', valueType: 'STRING' }] },
    ];
    // the chart's condition kept, or narrowed further: answered
    expect(countries(await door.execute(page.token))).not.toHaveLength(0);
    expect(countries(await door.execute(page.token, null, { ...query, filters: narrower }))).toEqual([
      'France',
    ]);
    // dropped, changed, or turned into another operator: the owner's rows stay out of reach
    for (const request of [
      bare,
      { ...query, filters: [] },
      { ...query, filters: changed },
      { ...query, filters: [{ ...keptFilters[0]!, sqlOperator: 'IN' }] },
    ])
      refused(await door.execute(page.token, null, request), 403, 'SHARE_FILTER_REQUIRED');
    // nor through a download of the page
    refused(await restOrTrpcDownload(door, page.exec, bare), 403, 'SHARE_FILTER_REQUIRED');
  });

  it('a deleted link ends every door', async () => {
    const share = await make({});
    const page = await opened(share.id);
    expect((await t.call('DELETE', `/api/v1/shares/${share.id}`, { token: owner })).status).toBe(200);
    refused(await door.execute(page.token), 404);
    refused(await door.detail(page.shareToken), 404);
    refused(await door.tasks(page.shareToken, 'client-deleted'), 404);
    refused(await door.functions(page.token, demoId), 404);
    refused(await door.open(share.id), 404);
  });

  it('Datart’s share dialog: rowPermissionBy "" is the creator’s rights; the page asks for its source’s functions', async () => {
    const share = await make({ authenticationMode: 'NONE', rowPermissionBy: '' });
    const page = await opened(share.id);
    const fns = ok<string[]>(await door.functions(page.token, demoId));
    expect(fns).toContain('SUM');
    expect(ok<string[]>(await door.functions(page.shareToken, demoId))).toEqual(fns);
    // a source the shared viz does not use answers as an unknown one; so does a made-up token
    refused(await door.functions(page.token, hex()), 404);
    refused(await door.functions('not-a-token-at-all', demoId), 401, 'SHARE_TOKEN_INVALID');
  });
});

describe('Datart’s client, its bodies as it sends them', () => {
  it('creates a code link from its share dialog, saves it again as it does, and asks for the functions', async () => {
    // ShareLinkModal: expiryDate '' and rowPermissionBy '' unless the mode is LOGIN
    const created = await t.call('POST', '/api/v1/shares', {
      token: owner,
      body: {
        expiryDate: '',
        authenticationMode: 'CODE',
        roles: [],
        users: [],
        rowPermissionBy: '',
        vizId: chartId,
        vizType: 'DATACHART',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const info = created.body.data as Record<string, unknown> & { id: string; authenticationCode: string };
    expect(info).toMatchObject({ authenticationMode: 'CODE', rowPermissionBy: 'CREATOR', expiryDate: null });
    expect(info.authenticationCode).toMatch(/^[a-z2-7]{8}$/);
    const viz = (
      await t.call('POST', `/api/v1/shares/${info.id}/viz`, {
        body: {
          authenticationMode: 'CODE',
          authenticationCode: info.authenticationCode,
          username: null,
          password: null,
        },
      })
    ).body.data as { executeToken: Record<string, { authorizedToken: string }> };
    // the editing dialog sends the ShareInfo it read back, merged with the form: the code stays
    const saved = await t.call('PUT', `/api/v1/shares/${info.id}`, {
      token: owner,
      body: { ...info, authenticationCode: null, expiryDate: '', rowPermissionBy: '' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as { authenticationCode: string | null }).authenticationCode).toBeNull();
    // the share page asks for the functions of each shared chart's source with the chart's execute token
    const fns = await t.call('POST', `/api/v1/shares/function/support/${demoId}`, {
      body: { authorizedToken: viz.executeToken[viewId]!.authorizedToken },
    });
    expect(fns.status, JSON.stringify(fns.body)).toBe(200);
    expect(fns.body.data).toEqual(expect.arrayContaining(['SUM', 'COUNT']));
  });
});

describe('a widget id of another organisation answers as an unknown one', () => {
  /** A board in `orgOf`'s organisation with one widget; answers the board and the widget ids. */
  const board = async (token: string, org: string, widget: Record<string, unknown>) => {
    const id = (
      (
        await t.call('POST', '/api/v1/viz/dashboards', {
          token,
          body: {
            orgId: org,
            name: `Board ${hex().slice(0, 6)}`,
            parentId: null,
            subType: 'auto',
            config: '{"type":"auto"}',
          },
        })
      ).body.data as { id: string }
    ).id;
    const wid = hex();
    const saved = await t.call('PUT', `/api/v1/viz/dashboards/${id}`, {
      token,
      body: { name: 'Board', widgetToCreate: [{ id: wid, ...widget }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id, widgetId: wid };
  };

  it('on a shared board’s widget detail (REST and tRPC) and on a board’s data', async () => {
    const mine = await board(owner, orgId, {
      datachartId: chartId,
      config: JSON.stringify({ name: 'Countries', type: 'chart', originalType: 'linkedChart' }),
    });
    const ottoOrg = (
      (await t.call('GET', '/api/v1/orgs', { token: people.otto!.token })).body.data as { id: string }[]
    )[0]!.id;
    const theirs = await board(people.otto!.token, ottoOrg, {
      config: JSON.stringify({ name: 'Note', type: 'media', originalType: 'richText' }),
    });
    const share = (
      await t.call('POST', '/api/v1/shares', {
        token: owner,
        body: { vizType: 'DASHBOARD', vizId: mine.id, authenticationMode: 'NONE', rowPermissionBy: '' },
      })
    ).body.data as { id: string };
    const viz = (await t.call('POST', `/api/v1/shares/${share.id}/viz`, { body: {} })).body.data as {
      shareToken: { authorizedToken: string };
    };
    const request = {
      viewId,
      columns: [{ column: ['country'] }],
      filters: keptFilters,
      pageInfo: { pageNo: 1, pageSize: 10 },
    };
    const restDetail = async (widgetId: string) => {
      const res = await t.call('POST', '/api/v1/shares/detail', {
        body: { shareToken: viz.shareToken.authorizedToken, widgetId, request },
      });
      return { status: res.status, code: res.body.exception?.code, message: res.body.message };
    };
    const trpcDetail = async (widgetId: string) => {
      const res = await trpcRequest(t.app, 'share.detail', {
        shareToken: viz.shareToken.authorizedToken,
        widgetId,
        request,
      });
      const json = (await res.json()) as {
        error?: { json?: { message?: string; data?: { appError?: { code?: string } } } };
      };
      return {
        status: res.status,
        code: json.error?.json?.data?.appError?.code,
        message: json.error?.json?.message,
      };
    };
    expect((await restDetail(mine.widgetId)).status).toBe(200);
    const unknown = hex();
    for (const detail of [restDetail, trpcDetail]) {
      const asUnknown = await detail(unknown);
      expect(asUnknown).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await detail(theirs.widgetId)).toEqual(asUnknown);
    }
    // the workspace board's data: another organisation's widget id answers as an unknown one
    const data = async (widgetId: string) => {
      const res = await t.app.request(`/api/v1/viz/dashboards/${mine.id}/data`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ queries: [{ widgetId, request }] }),
      });
      const line = JSON.parse((await res.text()).trim().split('\n')[0]!) as Record<string, unknown>;
      return { status: res.status, line: { ...line, widgetId: undefined } };
    };
    expect(await data(theirs.widgetId)).toEqual(await data(unknown));
  });
});
