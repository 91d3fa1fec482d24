import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';

/**
 * Issue 10 defect 1: request params may only fill QUERY variables of type STRING / NUMERIC / DATE,
 * always bound. Permission, FRAGMENT and expression variables (and unknown names) are refused with 400
 * on both doors; row-level security fails closed.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let member = '';
let stranger = '';
let allCountries: string[] = [];
let demo = '';
let memberId = '';

const execute = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', '/api/v1/data-provider/execute', {
    token,
    lang,
    body: { viewId, columns: [{ column: ['country'] }], keywords: ['DISTINCT'], ...body },
  });

const rowsOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { rows: string[][] }).rows.map((r) => r[0]);

/** tRPC over HTTP, with the same bearer token the web app sends. */
async function trpcExecute(token: string, input: Record<string, unknown>, lang = 'en') {
  const res = await t.app.request('/trpc/data.execute', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Accept-Language': lang,
      'X-Forwarded-For': '10.77.0.1',
    },
    body: JSON.stringify({
      json: { viewId, columns: [{ column: ['country'] }], keywords: ['DISTINCT'], ...input },
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: { data: { json: { rows: string[][] } } };
      error?: {
        json: { message: string; data: { appError: { code: string; params: Record<string, unknown> } } };
      };
    },
  };
}

async function person(name: string) {
  await t.call('POST', '/api/v1/users/register', {
    body: { username: name, email: `${name}@example.com`, password: 'passw0rd' },
  });
  const token = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: name, password: 'passw0rd' } })).headers,
  );
  const id = ((await t.call('GET', '/api/v1/users', { token })).body.data as { id: string }).id;
  await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
    token: owner,
    body: [`${name}@example.com`],
  });
  const grant = await t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      permissionToCreate: [
        {
          orgId,
          subjectType: 'USER_ROLE',
          subjectId: id,
          resourceType: 'VIEW',
          resourceId: '*',
          permission: 1,
        },
        {
          orgId,
          subjectType: 'USER_ROLE',
          subjectId: id,
          resourceType: 'VIEW',
          resourceId: viewId,
          permission: 2,
        },
      ],
    },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  return { id, token };
}

async function variable(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/variables', { token: owner, body: { orgId, viewId, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  demo = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers by region',
      sourceId: demo,
      script:
        'select customer_id, country, city from customers where country = $region$ and $extra$ and city <> $notcity$',
      model: {
        columns: {
          customer_id: { name: 'customer_id', type: 'NUMERIC' },
          country: { name: 'country', type: 'STRING' },
          city: { name: 'city', type: 'STRING' },
        },
      },
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const region = await variable({ name: 'region', type: 'PERMISSION', valueType: 'STRING' });
  await variable({ name: 'extra', type: 'QUERY', valueType: 'FRAGMENT', defaultValue: ['1=1'] });
  await variable({
    name: 'calc',
    type: 'QUERY',
    valueType: 'STRING',
    expression: true,
    defaultValue: ['1=1'],
  });
  await variable({ name: 'notcity', type: 'QUERY', valueType: 'STRING', defaultValue: ['-'] });
  allCountries = rowsOf(
    await execute(owner, { orders: [{ column: ['country'], operator: 'ASC' }] }),
  ) as string[];
  expect(allCountries.length).toBeGreaterThan(2);
  const m = await person('mallory');
  member = m.token;
  memberId = m.id;
  stranger = (await person('nobody')).token;
  const rel = await t.call('PUT', '/api/v1/variables/rel', {
    token: owner,
    body: {
      relToCreate: [{ variableId: region, subjectType: 'USER', subjectId: m.id, value: [allCountries[0]] }],
    },
  });
  expect(rel.status, JSON.stringify(rel.body)).toBe(200);
});
afterAll(() => t.close());

describe('request params cannot widen row-level security', () => {
  it('a member sees only their region; without params the view works', async () => {
    expect(rowsOf(await execute(member, {}))).toEqual([allCountries[0]]);
  });

  it('naming a FRAGMENT variable is refused with 400 naming it, in English and Chinese, on the REST door', async () => {
    for (const name of ['extra', 'EXTRA', 'Extra']) {
      const res = await execute(member, { params: { [name]: ['1=1 OR 1=1'] } });
      expect(res.status, name).toBe(400);
      expect(res.body.exception?.code).toBe('VARIABLE_NOT_SETTABLE');
      expect(res.body.message).toContain('extra');
    }
    const zh = await execute(member, { params: { extra: ['1=1 OR 1=1'] } }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('变量 extra');
  });

  it('naming a PERMISSION, a built-in user or an expression variable is refused the same way', async () => {
    const tries: Record<string, string[]>[] = [
      { region: allCountries },
      { REGION: [allCountries[1]!] },
      { region: ["x' OR '1'='1"] },
      { DATART_USER_ID: ['someone-else'] },
      { datart_user_email: ['admin@example.com'] },
      { calc: ['1=1'] },
      { notcity: ['-'], region: [allCountries[1]!] },
    ];
    for (const params of tries) {
      const res = await execute(member, { params });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.exception?.code, JSON.stringify(params)).toBe('VARIABLE_NOT_SETTABLE');
      expect(res.body.data).toBeNull();
    }
    // an owner is refused too: the rule is about the request, not the person
    expect((await execute(owner, { params: { extra: ['1=1'] } })).status).toBe(400);
  });

  it('an unknown name is refused with 400 (it could be a typo or a probe), never ignored', async () => {
    const res = await execute(member, { params: { nosuch: ['1'] } });
    expect(res.status).toBe(400);
    expect(res.body.exception?.code).toBe('UNKNOWN_PARAM');
    expect(res.body.message).toContain('nosuch');
  });

  it('malformed params are bad input, not a server error', async () => {
    for (const params of [{ notcity: 'x' }, { notcity: [1] }, ['notcity'], 'notcity=x']) {
      const res = await execute(member, { params });
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
  });

  it('a STRING query variable takes the request value as a bound parameter (SQL in it is just text)', async () => {
    const injected = await execute(member, { params: { notcity: ["x' OR '1'='1"] } });
    expect(injected.status, JSON.stringify(injected.body)).toBe(200);
    expect(rowsOf(injected)).toEqual([allCountries[0]]);
    const normal = await execute(member, { params: { NotCity: ['-'] } });
    expect(rowsOf(normal)).toEqual([allCountries[0]]);
  });

  it('the tRPC door refuses the same names with BAD_REQUEST and the same code', async () => {
    for (const params of [
      { extra: ['1=1 OR 1=1'] },
      { region: allCountries },
      { calc: ['1=1'] },
      { DATART_USER_NAME: ['admin'] },
    ]) {
      const res = await trpcExecute(member, { params });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.error?.json.data.appError.code).toBe('VARIABLE_NOT_SETTABLE');
    }
    const zh = await trpcExecute(member, { params: { extra: ['1=1'] } }, 'zh-CN');
    expect(zh.body.error?.json.message).toContain('extra');
    const unknown = await trpcExecute(member, { params: { ghost: ['1'] } });
    expect(unknown.body.error?.json.data.appError.code).toBe('UNKNOWN_PARAM');
    const ok = await trpcExecute(member, { params: { notcity: ['-'] } });
    expect(ok.status).toBe(200);
    expect(ok.body.result?.data.json.rows.map((r) => r[0])).toEqual([allCountries[0]]);
  });

  it('the streamed door (large pages from a cursor) applies the same rules and refuses the same names', async () => {
    const stream = async (input: Record<string, unknown>) => {
      const res = await trpcRequest(
        t.app,
        'data.executeStream',
        {
          viewId,
          columns: [{ column: ['country'] }],
          keywords: ['DISTINCT'],
          pageInfo: { pageNo: 1, pageSize: 50_000 },
          ...input,
        },
        { Authorization: `Bearer ${member}`, 'X-Forwarded-For': '10.77.0.2' },
      );
      return {
        status: res.status,
        body: (await res.json()) as {
          result?: { data: { batches: { rows: string[][] }[]; pageInfo: { total: number } } };
          error?: { data: { appError: { code: string } } };
        },
      };
    };
    const ok = await stream({ params: { notcity: ['-'] } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result?.data.batches.flatMap((b) => b.rows.map((r) => r[0]))).toEqual([allCountries[0]]);
    expect(ok.body.result?.data.pageInfo.total).toBe(1);
    for (const params of [{ extra: ['1=1 OR 1=1'] }, { region: allCountries }]) {
      const res = await stream({ params });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.error?.data.appError.code).toBe('VARIABLE_NOT_SETTABLE');
    }
  });

  it('a member with no value for the permission variable gets no rows, with or without params (fail closed)', async () => {
    expect(rowsOf(await execute(stranger, {}))).toEqual([]);
    expect(rowsOf(await execute(stranger, { params: { notcity: ['-'] } }))).toEqual([]);
    expect((await execute(stranger, { params: { region: allCountries } })).status).toBe(400);
  });
});

describe("the view editor's execute/test path", () => {
  it('a source manager who is not an owner cannot run raw-SQL variables: FRAGMENT or expression', async () => {
    const grant = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: memberId,
            resourceType: 'SOURCE',
            resourceId: '*',
            permission: 1,
          },
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: memberId,
            resourceType: 'SOURCE',
            resourceId: demo,
            permission: 6,
          },
        ],
      },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const run = (token: string, variable: Record<string, unknown>) =>
      t.call('POST', '/api/v1/data-provider/execute/test', {
        token,
        body: {
          sourceId: demo,
          script: 'select country from customers where $v$',
          variables: [{ name: 'v', type: 'QUERY', defaultValue: ['1=1'], ...variable }],
        },
      });
    for (const variable of [
      { valueType: 'FRAGMENT' },
      { valueType: 'STRING', expression: true },
      { valueType: 'NUMERIC', expression: true },
    ]) {
      const res = await run(member, variable);
      expect(res.status, JSON.stringify(variable)).toBe(403);
    }
    // the owner may (FRAGMENT values are trusted admin SQL)
    expect((await run(owner, { valueType: 'STRING', expression: true })).status).toBe(200);
  });
});
