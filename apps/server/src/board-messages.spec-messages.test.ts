import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * Issue 35, spec list item 4: a board widget whose chart was archived or deleted says that the chart is
 * gone ("Chart unavailable…" / "图表不可用…"), not that its data view was.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';

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
  viewId = (view.body.data as { id: string }).id;
}, 120_000);
afterAll(() => t.close());

const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};

async function lines(boardId: string, widgetId: string, lang: string) {
  const res = await t.app.request(`/api/v1/viz/dashboards/${boardId}/data`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${owner}`,
      'Content-Type': 'application/json',
      'Accept-Language': lang,
    },
    body: JSON.stringify({ queries: [{ widgetId, request: query }] }),
  });
  expect(res.status).toBe(200);
  return (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { data?: unknown; error?: { code: string; message: string } });
}

describe('a board widget whose chart is gone', () => {
  it('answers CHART_UNAVAILABLE, worded in English and Chinese, while the chart exists it runs', async () => {
    const chart = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId, viewId, name: 'By country', config: JSON.stringify(datartChartConfig()) },
    });
    const chartId = (chart.body.data as { id: string }).id;
    const board = await t.call('POST', '/api/v1/viz/dashboards', {
      token: owner,
      body: { orgId, name: 'Board', subType: 'auto' },
    });
    const boardId = (board.body.data as { id: string }).id;
    const widgetId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const config = {
      version: '1.0.0-RC.0',
      name: 'By country',
      boardType: 'auto',
      type: 'chart',
      originalType: 'linkedChart',
      rect: { x: 0, y: 0, width: 6, height: 6 },
    };
    const saved = await t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
      token: owner,
      body: {
        id: boardId,
        name: 'Board',
        widgetToCreate: [{ id: widgetId, config: JSON.stringify(config), datachartId: chartId }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await lines(boardId, widgetId, 'en-US'))[0]!.data).toBeDefined();

    const archived = await t.call('DELETE', `/api/v1/viz/datacharts/${chartId}?archive=true`, {
      token: owner,
    });
    expect(archived.status).toBe(200);
    const [en] = await lines(boardId, widgetId, 'en-US');
    expect(en!.error).toMatchObject({
      code: 'CHART_UNAVAILABLE',
      message: 'Chart unavailable: the chart has been archived or deleted',
    });
    const [zh] = await lines(boardId, widgetId, 'zh-CN');
    expect(zh!.error?.message).toBe('图表不可用：该图表已被归档或删除');
  });
});
