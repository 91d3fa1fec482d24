import { downloadsService, jobQueue, sealRenderToken, type ServiceDeps } from '@tessera/core';
import { createRenderPool, poolRenderer } from '@tessera/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customersByCountryModel as model,
  pdfOf,
  pngSize,
  renderingApp,
  tableConfig,
} from './render-fixture';
import { createTestApp, type TestApp } from './test-app';
import { addMember } from './viz-fixtures';
import { trpcRequest } from './trpc-request';

/**
 * Pictures and PDFs of charts and boards (issue 31): the worker's real Chromium opens the built web
 * app's share page on an internal render link bound to the task's job, under the requester's rules,
 * and captures a full-page PNG or Chromium's vector PDF. The link works only while that job runs.
 */
let t: TestApp;
let rendering: Awaited<ReturnType<typeof renderingApp>>;
let jobDeps: ServiceDeps;
let owner = '';
let orgId = '';
let chartId = '';
let boardId = '';
let viewId = '';
let countries: string[] = [];
let paula = { id: '', token: '' };

const submit = (token: string, type: string, vizType: 'DATACHART' | 'DASHBOARD', extra: object = {}) =>
  t.call('POST', '/api/v1/download/submit/task', {
    token,
    body: {
      fileName: 'Customers',
      downloadType: type,
      downloadParams: [
        { viewId, vizId: vizType === 'DATACHART' ? chartId : boardId, vizType, vizName: 'Customers' },
      ],
      ...extra,
    },
  });

/** Submits a task, runs the queue with Chromium, answers the task as listed and its file (when done). */
async function made(token: string, type: string, vizType: 'DATACHART' | 'DASHBOARD', extra: object = {}) {
  const asked = await submit(token, type, vizType, extra);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const id = (asked.body.data as { id: string }).id;
  await downloadsService.runPendingDownloads(jobDeps);
  const list = (await t.call('GET', '/api/v1/download/tasks', { token })).body.data as {
    id: string;
    name: string;
    status: number;
    error: string | null;
  }[];
  const task = list.find((x) => x.id === id)!;
  if (task.status !== 1) return { task, body: null };
  const res = await t.app.request(`/api/v1/download/files/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return { task, body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

const openShare = (id: string) => trpcRequest(t.app, 'share.open', { id });

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demo = (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  };
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demo.id,
      script: 'select customer_id, country from customers where country = $country$',
      model: JSON.stringify(model),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const variable = await t.call('POST', '/api/v1/variables', {
    token: owner,
    body: { orgId, viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
  });
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: { orgId, viewId, name: 'Customers per country', config: JSON.stringify(tableConfig) },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = (chart.body.data as { id: string }).id;
  const board = await t.call('POST', '/api/v1/viz/dashboards', {
    token: owner,
    body: { orgId, name: 'Weekly board', parentId: null, index: null, subType: 'auto' },
  });
  boardId = (board.body.data as { id: string }).id;
  const widget = {
    id: crypto.randomUUID().replace(/-/g, ''),
    datachartId: chartId,
    config: JSON.stringify({
      name: 'Customers per country',
      type: 'chart',
      originalType: 'linkedChart',
      pRect: { x: 0, y: 0, width: 12, height: 8 },
    }),
  };
  const saved = await t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
    token: owner,
    body: { id: boardId, name: 'Weekly board', widgetToCreate: [widget] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  for (const [id, vizType] of [
    [chartId, 'DATACHART'],
    [boardId, 'DASHBOARD'],
  ])
    expect(
      (await t.call('PUT', `/api/v1/viz/publish/${id}?vizType=${vizType}`, { token: owner })).status,
    ).toBe(200);
  // paula may download the chart; her row rule lets her see one country only
  paula = await addMember(t, owner, orgId, 'paula', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: chartId, permission: 34 },
    { resourceType: 'VIEW', resourceId: '*', permission: 1 },
    { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
  ]);
  const all = await t.call('POST', '/api/v1/data-provider/execute', {
    token: owner,
    body: { viewId, groups: [{ column: ['country'] }], orders: [{ column: ['country'], operator: 'ASC' }] },
  });
  countries = (all.body.data as { rows: [string][] }).rows.map((r) => r[0]);
  expect(countries.length).toBeGreaterThan(2);
  const rel = await t.call('PUT', '/api/v1/variables/rel', {
    token: owner,
    body: {
      relToCreate: [
        {
          variableId: (variable.body.data as { id: string }).id,
          subjectType: 'USER',
          subjectId: paula.id,
          value: [countries[0]],
        },
      ],
    },
  });
  expect(rel.status, JSON.stringify(rel.body)).toBe(200);

  rendering = await renderingApp(t);
  jobDeps = { ...t.deps, renderer: rendering.renderer };
}, 240_000);

afterAll(async () => {
  await rendering?.close();
  await t?.close();
});

describe('pictures and PDFs of charts and boards', { timeout: 240_000 }, () => {
  it('a chart as a full-page PNG at the asked width', async () => {
    const { task, body, type } = await made(owner, 'IMAGE', 'DATACHART', { imageWidth: 1000 });
    expect(task, JSON.stringify(task)).toMatchObject({ name: 'Customers.png', status: 1 });
    expect(type).toContain('image/png');
    const png = pngSize(body!);
    expect(png.signature).toBe(true);
    expect(png.width).toBe(1000);
    expect(png.height).toBeGreaterThan(100);
  });

  it('a board as Chromium’s vector PDF: its name and the table’s values are text', async () => {
    const { task, body, type } = await made(owner, 'PDF', 'DASHBOARD');
    expect(task, JSON.stringify(task)).toMatchObject({ name: 'Customers.pdf', status: 1 });
    expect(type).toContain('application/pdf');
    const pdf = await pdfOf(body!);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('Weekly board');
    expect(pdf.text).toContain(countries[0]);
    expect(pdf.text).toContain(countries[1]);
  });

  it('a member’s PDF shows only the rows her row rule lets her see', async () => {
    const { task, body } = await made(paula.token, 'PDF', 'DATACHART');
    expect(task.status, JSON.stringify(task)).toBe(1);
    const pdf = await pdfOf(body!);
    expect(pdf.text).toContain('Customers per country');
    expect(pdf.text).toContain(countries[0]);
    expect(pdf.text).not.toContain(countries[1]);
  });

  it('Chromium missing: the task fails with that reason, and the next task is made', async () => {
    const broken = createRenderPool({ executablePath: '/nonexistent/chromium', size: 1, timeoutMs: 5_000 });
    const saved = jobDeps;
    jobDeps = { ...saved, renderer: poolRenderer(broken, 'http://127.0.0.1:9') };
    try {
      const { task } = await made(owner, 'IMAGE', 'DATACHART');
      expect(task).toMatchObject({ status: -1, error: 'RENDER_BROWSER_MISSING' });
    } finally {
      jobDeps = saved;
      await broken.close();
    }
    const { task } = await made(owner, 'IMAGE', 'DATACHART');
    expect(task.status).toBe(1);
  });
});

describe('the internal render link', () => {
  /** A job held running, as a worker holds a download's while Chromium renders it. */
  async function heldJob() {
    await jobQueue.enqueue(t.deps.db, t.deps.clock(), 'render-test', { n: Math.random() });
    return (await jobQueue.claimJob(t.deps, { kinds: ['render-test'], workerId: 'test' }))!;
  }
  const link = (job: { id: string; attempts: number }, over: object = {}) =>
    sealRenderToken(t.deps, {
      j: job.id,
      a: job.attempts,
      o: orgId,
      t: 'DATACHART',
      i: chartId,
      u: paula.id,
      ...over,
    });

  it('opens the chart while its job runs, and is refused once the job has finished', async () => {
    const job = await heldJob();
    const id = await link(job);
    const open = await openShare(id);
    expect(open.status, await open.clone().text()).toBe(200);
    const body = (await open.json()) as {
      result: { data: { json: { vizDetail: { name: string; can: { download: boolean } } } } };
    };
    expect(body.result.data.json.vizDetail.name).toBe('Customers per country');
    // the page shows no download button in the picture
    expect(body.result.data.json.vizDetail.can.download).toBe(false);
    expect(await jobQueue.completeJob(t.deps, job)).toBe(true);
    expect((await openShare(id)).status).toBe(404);
  });

  it('is refused for another attempt, another job, another organisation, or when altered', async () => {
    const job = await heldJob();
    expect((await openShare(await link(job, { a: job.attempts + 1 }))).status).toBe(404);
    expect((await openShare(await link(job, { j: crypto.randomUUID().replace(/-/g, '') }))).status).toBe(404);
    expect((await openShare(await link(job, { o: '0'.repeat(32) }))).status).toBe(404);
    const good = await link(job);
    const altered = good.slice(0, -6) + (good.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA');
    expect((await openShare(altered)).status).toBe(404);
    expect((await openShare(good)).status).toBe(200);
    await jobQueue.completeJob(t.deps, job);
  });

  it('runs its queries under the requester’s row rule', async () => {
    const job = await heldJob();
    const open = (await (await openShare(await link(job))).json()) as {
      result: { data: { json: { executeToken: Record<string, { authorizedToken: string }> } } };
    };
    const token = open.result.data.json.executeToken[viewId]!.authorizedToken;
    const res = await trpcRequest(t.app, 'share.execute', {
      executeToken: token,
      request: { viewId, groups: [{ column: ['country'] }] },
    });
    expect(res.status).toBe(200);
    const frame = ((await res.json()) as { result: { data: { json: { rows: [string][] } } } }).result.data
      .json;
    expect(frame.rows.map((r) => r[0])).toEqual([countries[0]]);
    await jobQueue.completeJob(t.deps, job);
  });
});
