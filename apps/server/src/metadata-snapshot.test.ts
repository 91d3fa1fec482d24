import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp } from './counting-db';
import { createTestApp, ownerWithDemo, tokenOf, type TestApp } from './test-app';

/**
 * Sessions are served from memory (SessionCache) and permissions and view metadata from
 * per-organisation snapshots checked against the versions read with the session: a repeated cached
 * execute does not read the metadata database at all, and a change to grants, roles, membership, the
 * view or the session itself is seen by the very next request, through both doors. The writes go
 * through a second app over the same database (`t.call`), as another door of the same process would.
 */
let t: TestApp;
let counted: Awaited<ReturnType<typeof countingApp>>['app'];
let counter: Awaited<ReturnType<typeof countingApp>>;
let owner = '';
let orgId = '';
let viewId = '';
const member = { id: '', token: '' };

type Door = 'rest' | 'trpc';
const body = () => ({
  viewId,
  columns: [{ column: ['category'] }],
  orders: [{ column: ['category'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
  cache: true,
  cacheExpires: 300,
});

/** One chart query as `token`, through the counting app: status and the first column of the rows. */
async function execute(door: Door, token: string, extra: Record<string, unknown> = {}) {
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'X-Forwarded-For': '10.1.1.1',
  };
  if (door === 'rest') {
    const res = await counted.request('/api/v1/data-provider/execute', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body(), ...extra }),
    });
    const json = (await res.json()) as { data: { rows: unknown[][] } | null };
    return { status: res.status, rows: json.data?.rows.map((r) => r[0]) ?? null };
  }
  const res = await counted.request('/trpc/data.execute', {
    method: 'POST',
    headers,
    body: JSON.stringify({ json: { ...body(), ...extra } }),
  });
  const json = (await res.json()) as { result?: { data: { json: { rows: unknown[][] } } } };
  return { status: res.status, rows: json.result?.data.json.rows.map((r) => r[0]) ?? null };
}

const grant = (permission: number, op: 'permissionToCreate' | 'permissionToDelete' = 'permissionToCreate') =>
  t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      [op]: [
        {
          orgId,
          subjectType: 'USER_ROLE',
          subjectId: member.id,
          resourceType: 'VIEW',
          resourceId: viewId,
          permission,
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
      name: 'Categories',
      sourceId: demo,
      script: 'select distinct category from products',
      model: { columns: { category: { name: 'category', type: 'STRING' } } },
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  await t.call('POST', '/api/v1/users/register', {
    body: { username: 'mia', email: 'mia@example.com', password: 'passw0rd' },
  });
  member.token = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: 'mia', password: 'passw0rd' } }))
      .headers,
  );
  member.id = (
    (await t.call('GET', '/api/v1/users', { token: member.token })).body.data as { id: string }
  ).id;
  await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
    token: owner,
    body: ['mia@example.com'],
  });
  const module = await t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      permissionToCreate: [
        {
          orgId,
          subjectType: 'USER_ROLE',
          subjectId: member.id,
          resourceType: 'VIEW',
          resourceId: '*',
          permission: 1,
        },
      ],
    },
  });
  expect(module.status, JSON.stringify(module.body)).toBe(200);
});
afterAll(() => t.close());

describe.each<Door>(['rest', 'trpc'])('through %s', (door) => {
  it('a repeated cached execute does not read the metadata database', async () => {
    expect((await grant(2)).status).toBe(200);
    // Warm-up: the first execute of a view learns its organisation, the next fills that organisation's entry.
    await execute(door, member.token);
    const first = await execute(door, member.token);
    expect(first.status).toBe(200);
    expect(first.rows!.length).toBeGreaterThan(1);
    counter.reset();
    const again = await execute(door, member.token);
    expect(again).toEqual(first);
    expect(counter.count()).toBe(0);
    counter.reset();
    await execute(door, owner);
    await execute(door, owner);
    counter.reset();
    expect((await execute(door, owner)).status).toBe(200);
    expect(counter.count()).toBe(0);
  });

  it('revoking READ on the view takes effect on the very next request', async () => {
    expect((await grant(2)).status).toBe(200);
    expect((await execute(door, member.token)).status).toBe(200);
    expect((await grant(2, 'permissionToDelete')).status).toBe(200);
    expect((await execute(door, member.token)).status).toBe(403);
    expect((await grant(2)).status).toBe(200);
    expect((await execute(door, member.token)).status).toBe(200);
  });

  it('removing the member from the role that grants READ takes effect on the very next request', async () => {
    expect((await grant(2, 'permissionToDelete')).status).toBe(200);
    const role = await t.call('POST', '/api/v1/roles', {
      token: owner,
      body: { orgId, name: `readers-${door}` },
    });
    const roleId = (role.body.data as { id: string }).id;
    await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'ROLE',
            subjectId: roleId,
            resourceType: 'VIEW',
            resourceId: viewId,
            permission: 2,
          },
        ],
      },
    });
    expect(
      (
        await t.call('PUT', `/api/v1/roles/${roleId}/users?orgId=${orgId}`, {
          token: owner,
          body: [member.id],
        })
      ).status,
    ).toBe(200);
    expect((await execute(door, member.token)).status).toBe(200);
    expect(
      (await t.call('PUT', `/api/v1/roles/${roleId}/users?orgId=${orgId}`, { token: owner, body: [] }))
        .status,
    ).toBe(200);
    expect((await execute(door, member.token)).status).toBe(403);
    expect((await t.call('DELETE', `/api/v1/roles/${roleId}?orgId=${orgId}`, { token: owner })).status).toBe(
      200,
    );
  });

  it('a changed view is served as changed on the very next request', async () => {
    expect((await grant(2)).status).toBe(200);
    expect((await execute(door, member.token)).rows!.length).toBeGreaterThan(1);
    const edit = await t.call('PUT', `/api/v1/views/${viewId}`, {
      token: owner,
      body: { id: viewId, orgId, name: 'Categories', script: "select 'only' as category" },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await execute(door, member.token)).rows).toEqual(['only']);
    await t.call('PUT', `/api/v1/views/${viewId}`, {
      token: owner,
      body: { id: viewId, orgId, name: 'Categories', script: 'select distinct category from products' },
    });
  });
});

describe.each<Door>(['rest', 'trpc'])('sessions served from memory, through %s', (door) => {
  const signIn = async () =>
    tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'mia', password: 'passw0rd' } }))
        .headers,
    );

  it('signing out takes effect on the very next request', async () => {
    expect((await grant(2)).status).toBe(200);
    const token = await signIn();
    expect((await execute(door, token)).status).toBe(200);
    counter.reset();
    expect((await execute(door, token)).status).toBe(200);
    expect(counter.count()).toBe(0);
    expect((await t.call('POST', '/api/v1/users/logout', { token })).status).toBe(200);
    expect((await execute(door, token)).status).toBe(401);
    expect((await execute(door, member.token)).status).toBe(200);
  });

  it('signing out through the same app takes effect on the very next request', async () => {
    const token = await signIn();
    expect((await execute(door, token)).status).toBe(200);
    const out = await counted.request('/api/v1/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.1.1.1' },
    });
    expect(out.status).toBe(200);
    expect((await execute(door, token)).status).toBe(401);
  });

  it("revoking a user's other sessions takes effect on their very next request", async () => {
    const [kept, other] = [await signIn(), await signIn()];
    expect((await execute(door, other)).status).toBe(200);
    const change = await t.call('PUT', '/api/v1/users/change/password', {
      token: kept,
      body: { oldPassword: 'passw0rd', newPassword: 'passw0rd' },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await execute(door, other)).status).toBe(401);
    expect((await execute(door, member.token)).status).toBe(401);
    // The shared member session was signed out too: the later tests use a fresh one.
    member.token = kept;
    expect((await execute(door, member.token)).status).toBe(200);
  });
});

// Last: it removes the member for good.
it('removing the member from the organisation takes effect on the very next request, through both doors', async () => {
  expect((await grant(2)).status).toBe(200);
  expect((await execute('rest', member.token)).status).toBe(200);
  expect((await execute('trpc', member.token)).status).toBe(200);
  expect(
    (await t.call('DELETE', `/api/v1/orgs/${orgId}/members/${member.id}`, { token: owner })).status,
  ).toBe(200);
  expect((await execute('rest', member.token)).status).toBe(403);
  expect((await execute('trpc', member.token)).status).toBe(403);
});
