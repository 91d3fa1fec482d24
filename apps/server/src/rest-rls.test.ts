import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';

/**
 * Row and column security end to end: permission variables bound as parameters, fail-closed for a
 * member without a value, per-user cache separation, and columns removed for restricted roles.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
const people: Record<string, { id: string; token: string }> = {};
const model = {
  columns: {
    customer_id: { name: 'customer_id', type: 'NUMERIC' },
    country: { name: 'country', type: 'STRING' },
    city: { name: 'city', type: 'STRING' },
    email: { name: 'email', type: 'STRING' },
  },
  computedFields: [{ name: 'domain', expression: 'SUBSTRING([email], 1, 3)' }],
};

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
  await t.call('POST', '/api/v1/roles/permission/grant', {
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
  people[name] = { id, token };
}

const countries = async (token: string) => {
  const res = await t.call('POST', '/api/v1/data-provider/execute', {
    token,
    body: {
      viewId,
      groups: [{ column: ['country'] }],
      aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
      orders: [{ column: ['country'], operator: 'ASC' }],
      cache: true,
      cacheExpires: 300,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { rows: [string, number][] }).rows.map((r) => r[0]);
};

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demo = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demo,
      script: 'select customer_id, country, city, email from customers where country = $country$',
      model,
      config: { cache: true, cacheExpires: 300 },
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const v = await t.call('POST', '/api/v1/variables', {
    token: owner,
    body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
  });
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  const variableId = (v.body.data as { id: string }).id;
  await person('paula');
  await person('quentin');
  await person('nobody');
  const all = await countries(owner);
  expect(all.length).toBeGreaterThan(2);
  const rels = await t.call('PUT', '/api/v1/variables/rel', {
    token: owner,
    body: {
      relToCreate: [
        { variableId, subjectType: 'USER', subjectId: people.paula!.id, value: JSON.stringify([all[0]]) },
        { variableId, subjectType: 'USER', subjectId: people.quentin!.id, value: [all[1], all[2]] },
      ],
    },
  });
  expect(rels.status, JSON.stringify(rels.body)).toBe(200);
});
afterAll(() => t.close());

describe('row-level security with permission variables', () => {
  it('two members see different rows of the same chart query, never each other’s through the cache', async () => {
    const all = await countries(owner);
    expect(await countries(people.paula!.token)).toEqual([all[0]]);
    expect(await countries(people.quentin!.token)).toEqual([all[1], all[2]].sort());
    // asked again (cached now), each still sees only their own
    expect(await countries(people.paula!.token)).toEqual([all[0]]);
    expect(await countries(people.quentin!.token)).toEqual([all[1], all[2]].sort());
  });

  it('a member with no value sees no rows (fail closed)', async () => {
    expect(await countries(people.nobody!.token)).toEqual([]);
  });

  it('values cannot be widened through params, filters or SQL in values', async () => {
    const viaParams = await t.call('POST', '/api/v1/data-provider/execute', {
      token: people.paula!.token,
      body: {
        viewId,
        columns: [{ column: ['country'] }],
        keywords: ['DISTINCT'],
        params: { country: ["x' OR '1'='1"] },
      },
    });
    // a permission variable is never set by a request (security-params.test.ts covers the variants)
    expect(viaParams.status).toBe(400);
    expect(viaParams.body.exception?.code).toBe('VARIABLE_NOT_SETTABLE');
    const total = await t.call('POST', '/api/v1/data-provider/execute', {
      token: people.paula!.token,
      body: {
        viewId,
        aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
        pageInfo: { pageNo: 1, pageSize: 10, countTotal: true },
      },
    });
    const ownerTotal = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: { viewId, aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }] },
    });
    expect((total.body.data as { rows: number[][] }).rows[0]![0]).toBeLessThan(
      (ownerTotal.body.data as { rows: number[][] }).rows[0]![0]!,
    );
    const bad = await t.call('PUT', '/api/v1/variables/rel', {
      token: people.paula!.token,
      body: {
        relToCreate: [
          {
            variableId: 'f'.repeat(32),
            subjectType: 'USER',
            subjectId: people.paula!.id,
            value: ['anything'],
          },
        ],
      },
    });
    expect([403, 404]).toContain(bad.status);
  });
});

describe('column permissions', () => {
  it('a partial role never receives hidden columns, in results, model, filters, sorts or computed fields', async () => {
    const role = (
      (await t.call('POST', '/api/v1/roles', { token: owner, body: { orgId, name: 'Analysts' } })).body
        .data as { id: string }
    ).id;
    await t.call('PUT', `/api/v1/roles/${role}/users`, { token: owner, body: [people.quentin!.id] });
    const set = await t.call('POST', '/api/v1/roles/view_permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'ROLE',
            subjectId: role,
            viewId,
            columnPermission: '["customer_id","country"]',
          },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const q = people.quentin!.token;
    const detail = {
      model: JSON.parse(
        ((await t.call('GET', `/api/v1/views/${viewId}`, { token: q })).body.data as { model: string }).model,
      ) as { columns: Record<string, unknown>; computedFields: unknown[] },
    };
    expect(Object.keys(detail.model.columns).sort()).toEqual(['country', 'customer_id']);
    expect(detail.model.computedFields).toEqual([]);
    const tries = [
      { columns: [{ column: ['email'] }] },
      {
        columns: [{ column: ['country'] }],
        filters: [{ column: ['email'], sqlOperator: 'LIKE', values: [{ value: 'a', valueType: 'STRING' }] }],
      },
      { columns: [{ column: ['country'] }], orders: [{ column: ['city'], operator: 'ASC' }] },
      {
        columns: [{ column: ['country'] }, { column: ['d'] }],
        functionColumns: [{ alias: 'd', snippet: 'UPPER([email])' }],
      },
      { aggregators: [{ column: ['email'], sqlOperator: 'COUNT_DISTINCT', alias: 'n' }] },
    ];
    for (const body of tries) {
      const res = await t.call('POST', '/api/v1/data-provider/execute', {
        token: q,
        body: { viewId, ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body.data)).not.toContain('@');
    }
    const ok = await t.call('POST', '/api/v1/data-provider/execute', {
      token: q,
      body: { viewId, columns: [{ column: ['customer_id'] }, { column: ['country'] }] },
    });
    expect(ok.status).toBe(200);
    // paula (no role) still sees the e-mail column
    const paula = await t.call('POST', '/api/v1/data-provider/execute', {
      token: people.paula!.token,
      body: { viewId, columns: [{ column: ['email'] }], pageInfo: { pageNo: 1, pageSize: 1 } },
    });
    expect((paula.body.data as { rows: string[][] }).rows[0]![0]).toContain('@');
  });

  it('only managers of the view may set column permissions', async () => {
    const res = await t.call('POST', '/api/v1/roles/view_permission/grant', {
      token: people.paula!.token,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: people.paula!.id,
            viewId,
            columnPermission: '["email"]',
          },
        ],
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('variable definitions', () => {
  it('FRAGMENT (raw SQL) variables need the variables module, even on a view one manages', async () => {
    await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: people.paula!.id,
            resourceType: 'VIEW',
            resourceId: viewId,
            permission: 6,
          },
        ],
      },
    });
    const frag = await t.call('POST', '/api/v1/variables', {
      token: people.paula!.token,
      body: {
        orgId,
        viewId,
        name: 'where_clause',
        type: 'QUERY',
        valueType: 'FRAGMENT',
        defaultValue: '["1=1"]',
      },
    });
    expect(frag.status).toBe(403);
    const plain = await t.call('POST', '/api/v1/variables', {
      token: people.paula!.token,
      body: { orgId, viewId, name: 'min_id', type: 'QUERY', valueType: 'NUMERIC', defaultValue: '["1"]' },
    });
    expect(plain.status).toBe(200);
    const bad = await t.call('POST', '/api/v1/variables', {
      token: owner,
      body: {
        orgId,
        viewId,
        name: 'n2',
        type: 'QUERY',
        valueType: 'NUMERIC',
        defaultValue: '["1; drop table x"]',
      },
    });
    expect(bad.status).toBe(400);
    const dup = await t.call('POST', '/api/v1/variables', {
      token: owner,
      body: { orgId, viewId, name: 'MIN_ID', type: 'QUERY', valueType: 'NUMERIC' },
    });
    expect(dup.status).toBe(409);
  });

  it('computed fields are checked when the view is saved', async () => {
    const base = {
      name: 'Customers',
      model: { ...model, computedFields: [{ name: 'x', expression: '(select 1)' }] },
    };
    expect((await t.call('PUT', `/api/v1/views/${viewId}`, { token: owner, body: base })).status).toBe(422);
    const dupName = {
      name: 'Customers',
      model: { ...model, computedFields: [{ name: 'country', expression: 'UPPER([city])' }] },
    };
    expect((await t.call('PUT', `/api/v1/views/${viewId}`, { token: owner, body: dupName })).status).toBe(
      400,
    );
    const unknownFn = {
      name: 'Customers',
      model: { ...model, computedFields: [{ name: 'y', expression: 'PG_SLEEP(10)' }] },
    };
    expect((await t.call('PUT', `/api/v1/views/${viewId}`, { token: owner, body: unknownFn })).status).toBe(
      422,
    );
  });
});
