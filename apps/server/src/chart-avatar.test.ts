import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { customersModel, datartChartConfig } from './viz-fixtures';

/**
 * A chart's tree node carries its type as `avatar` (Datart's client sends `chartGraphId` there; the tree
 * and "Add a chart" show each chart's icon from it). A client that sends none gets it from the config.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';

const avatarOf = async (id: string) => {
  const tree = (await t.call('GET', `/api/v1/viz/folders?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
    avatar: string | null;
  }[];
  return tree.find((n) => n.id === id)?.avatar;
};
const tessera = (procedure: string, input: unknown) =>
  trpcRequest(t.app, procedure, input, { Authorization: `Bearer ${owner}` }).then(async (r) => {
    expect(r.status, await r.clone().text()).toBe(200);
    return ((await r.json()) as { result: { data: { json: { id: string } } } }).result.data.json;
  });

beforeAll(async () => {
  t = await createTestApp();
  const o = await ownerWithDemo(t);
  owner = o.owner;
  orgId = o.orgId;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: o.demoId,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(customersModel),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
});
afterAll(() => t.close());

describe("a chart's avatar", () => {
  it("keeps what Datart's client sends", async () => {
    const res = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: {
        orgId,
        viewId,
        name: 'Sent by Datart',
        parentId: null,
        index: null,
        avatar: 'pie-chart',
        config: JSON.stringify(datartChartConfig('pie-chart')),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await avatarOf((res.body.data as { id: string }).id)).toBe('pie-chart');
  });

  it('is the chart type when the client names none, on create and after the type changes', async () => {
    const created = await tessera('datachart.create', {
      orgId,
      viewId,
      name: 'Made in Tessera',
      config: datartChartConfig('line-chart'),
    });
    expect(await avatarOf(created.id)).toBe('line-chart');
    await tessera('datachart.update', {
      id: created.id,
      viewId,
      name: 'Made in Tessera',
      config: datartChartConfig('cluster-bar-chart'),
    });
    expect(await avatarOf(created.id)).toBe('cluster-bar-chart');
  });
});
