import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';

let t: TestApp;
let owner = '';
let orgId = '';
let demoId = '';
const member = { id: '', token: '' };
const model = {
  columns: {
    category: { name: 'category', type: 'STRING' },
    unit_cost: { name: 'unit_cost', type: 'NUMERIC' },
  },
};

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  demoId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
  await t.call('POST', '/api/v1/users/register', {
    body: { username: 'vera', email: 'vera@example.com', password: 'passw0rd' },
  });
  member.token = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: 'vera', password: 'passw0rd' } }))
      .headers,
  );
  member.id = (
    (await t.call('GET', '/api/v1/users', { token: member.token })).body.data as { id: string }
  ).id;
  await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
    token: owner,
    body: ['vera@example.com'],
  });
});
afterAll(() => t.close());

const grant = (items: { resourceType: string; resourceId: string; permission: number }[]) =>
  t.call('POST', '/api/v1/roles/permission/grant', {
    token: owner,
    body: {
      permissionToCreate: items.map((i) => ({ orgId, subjectType: 'USER_ROLE', subjectId: member.id, ...i })),
    },
  });

describe('views and chart queries', () => {
  let viewId = '';

  it('creates a SQL view and answers a grouped chart query with bound values', async () => {
    const created = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: {
        orgId,
        name: 'Products',
        sourceId: demoId,
        script: 'select category, unit_cost from products',
        model: JSON.stringify(model),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    viewId = (created.body.data as { id: string }).id;
    const chart = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: {
        viewId,
        groups: [{ column: ['category'] }],
        aggregators: [{ column: ['unit_cost'], sqlOperator: 'COUNT', alias: 'n' }],
        orders: [{ column: ['category'], operator: 'ASC' }],
        script: true,
      },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const data = chart.body.data as {
      columns: { name: string[] }[];
      rows: [string, number][];
      script: string;
    };
    expect(data.columns.map((c) => c.name[0])).toEqual(['category', 'n']);
    const direct = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token: owner,
      body: {
        sourceId: demoId,
        script: 'select category, count(unit_cost) as n from products group by category order by category',
      },
    });
    expect(data.rows).toEqual((direct.body.data as { rows: unknown[] }).rows);
    expect(data.script).toContain('DATART_VTABLE');

    const injected = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: {
        viewId,
        columns: [{ column: ['category'] }],
        filters: [
          {
            column: ['category'],
            sqlOperator: 'EQ',
            values: [{ value: "x' OR '1'='1", valueType: 'STRING' }],
          },
        ],
      },
    });
    expect((injected.body.data as { rows: unknown[] }).rows).toEqual([]);
  });

  it('runs a STRUCT view (table + join, no SQL typed) through the editor and through chart queries', async () => {
    const script = {
      table: ['main', 'orders'],
      columns: ['order_id', 'quantity'],
      joins: [
        {
          table: ['main', 'customers'],
          joinType: 'INNER',
          columns: ['country'],
          conditions: [{ left: ['orders', 'customer_id'], right: ['customers', 'customer_id'] }],
        },
      ],
    };
    const run = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token: owner,
      body: { sourceId: demoId, script: JSON.stringify(script), scriptType: 'STRUCT', size: 100 },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((run.body.data as { columns: { name: string[] }[] }).columns.map((c) => c.name[0])).toEqual([
      'orders.order_id',
      'orders.quantity',
      'customers.country',
    ]);
    // STRUCT model columns are paths [table, column], like Datart's.
    const structModel = {
      columns: {
        'orders.order_id': { name: ['orders', 'order_id'], type: 'NUMERIC' },
        'orders.quantity': { name: ['orders', 'quantity'], type: 'NUMERIC' },
        'customers.country': { name: ['customers', 'country'], type: 'STRING' },
      },
    };
    const view = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: {
        orgId,
        name: 'Orders by country',
        type: 'STRUCT',
        sourceId: demoId,
        script: JSON.stringify(script),
        model: structModel,
      },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const chart = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: {
        viewId: (view.body.data as { id: string }).id,
        groups: [{ column: ['customers', 'country'] }],
        aggregators: [{ column: ['orders', 'quantity'], sqlOperator: 'SUM', alias: 'q' }],
      },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const direct = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token: owner,
      body: {
        sourceId: demoId,
        script: 'select sum(o.quantity) as q from orders o join customers c on o.customer_id = c.customer_id',
      },
    });
    const total = (chart.body.data as { rows: [string, number][] }).rows.reduce(
      (a, r) => a + Number(r[1]),
      0,
    );
    expect(total).toBe(Number((direct.body.data as { rows: number[][] }).rows[0]![0]));
  });

  it('returns the SQL only to people who may manage the view', async () => {
    await grant([
      { resourceType: 'VIEW', resourceId: '*', permission: 1 },
      { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
    ]);
    const detail = await t.call('GET', `/api/v1/views/${viewId}`, { token: member.token });
    expect(detail.status).toBe(200);
    expect((detail.body.data as { script: string | null }).script).toBeNull();
    const chart = await t.call('POST', '/api/v1/data-provider/execute', {
      token: member.token,
      body: {
        viewId,
        columns: [{ column: ['category'] }],
        pageInfo: { pageNo: 1, pageSize: 5 },
        script: true,
      },
    });
    expect(chart.status).toBe(200);
    expect((chart.body.data as { rows: unknown[]; script: string | null }).rows).toHaveLength(5);
    expect((chart.body.data as { script: string | null }).script).toBeNull();
  });

  it('a view editor cannot point SQL at a source they may not use', async () => {
    // vera may create views everywhere but has no right on the demo source
    await grant([{ resourceType: 'VIEW', resourceId: 'VIEW', permission: 134 }]);
    const create = await t.call('POST', '/api/v1/views', {
      token: member.token,
      body: { orgId, name: 'Sneaky', sourceId: demoId, script: 'select * from customers' },
    });
    expect(create.status).toBe(403);
    // and rewriting the SQL of a view she manages is checked against the source too
    const rewrite = await t.call('PUT', `/api/v1/views/${viewId}`, {
      token: member.token,
      body: { name: 'Products', script: 'select * from customers' },
    });
    expect(rewrite.status).toBe(403);
    const after = await t.call('GET', `/api/v1/views/${viewId}`, { token: owner });
    expect((after.body.data as { script: string }).script).toBe('select category, unit_cost from products');
    // once the source is granted, she can
    await grant([
      { resourceType: 'SOURCE', resourceId: demoId, permission: 2 },
      { resourceType: 'SOURCE', resourceId: '*', permission: 1 },
    ]);
    expect(
      (
        await t.call('POST', '/api/v1/views', {
          token: member.token,
          body: { orgId, name: 'Allowed', sourceId: demoId, script: 'select 1 as x' },
        })
      ).status,
    ).toBe(200);
  });

  it('restoring from the recycle bin into a folder needs CREATE there, as a move does', async () => {
    const locked = (
      await t.call('POST', '/api/v1/views', { token: owner, body: { orgId, name: 'Locked', isFolder: true } })
    ).body.data as { id: string };
    // vera may create everywhere (CREATE on the root), but the nearest entry of this folder gives her READ only
    await grant([{ resourceType: 'VIEW', resourceId: locked.id, permission: 2 }]);
    const mine = await t.call('POST', '/api/v1/views', {
      token: member.token,
      body: { orgId, name: 'Scratch', sourceId: demoId, script: 'select 1 as x' },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const id = (mine.body.data as { id: string }).id;
    expect((await t.call('DELETE', `/api/v1/views/${id}`, { token: member.token })).status).toBe(200);
    const into = await t.call('PUT', `/api/v1/views/unarchive/${id}?name=Scratch&parentId=${locked.id}`, {
      token: member.token,
    });
    expect(into.status).toBe(403);
    const archived = (await t.call('GET', `/api/v1/views/archived?orgId=${orgId}`, { token: owner })).body
      .data as { id: string }[];
    expect(archived.map((v) => v.id)).toContain(id);
    expect(
      (await t.call('PUT', `/api/v1/views/unarchive/${id}?name=Scratch`, { token: member.token })).status,
    ).toBe(200);
  });

  it('a source still used by a view cannot be deleted', async () => {
    const res = await t.call('DELETE', `/api/v1/sources/${demoId}?archive=false`, { token: owner });
    expect(res.status).toBe(409);
    expect(res.body.exception?.code).toBe('IN_USE');
  });
});
