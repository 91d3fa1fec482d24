import { downloadsService, type ServiceDeps } from '@tessera/core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersByCountryModel as model, pngSize, renderingApp } from './render-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * A board with a plugin chart as a picture (issue 33): the worker's Chromium opens the share page of
 * the render link, which loads the board's plugins through that link, runs the plugin in its sandboxed
 * frame and waits for its drawing; the PNG holds what the plugin painted.
 */
const MAGENTA = [255, 0, 255] as const;
// Paints its whole frame one colour no built-in chart uses, with one bar per row on top.
const painter = `definePlugin({
  meta: { name: 'Painter' },
  config: {
    datas: [
      { key: 'dimension', type: 'group', limit: [1, 1] },
      { key: 'metrics', type: 'aggregate', limit: [1, 1] },
    ],
  },
  onUpdated: function (data, context) {
    var root = context.root;
    root.innerHTML = '';
    root.style.background = 'rgb(${MAGENTA.join(',')})';
    for (var i = 0; i < data.rows.length; i++) {
      var bar = document.createElement('div');
      bar.textContent = String(data.rows[i][0]);
      root.appendChild(bar);
    }
  },
});`;

let t: TestApp;
let rendering: Awaited<ReturnType<typeof renderingApp>>;
let jobDeps: ServiceDeps;
let owner = '';
let orgId = '';
let viewId = '';
let boardId = '';
let pluginId = '';

async function ok<T>(res: Promise<{ status: number; body: { data: unknown } }>): Promise<T> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as T;
}

/** A picture of the board, made by the download queue with Chromium; its PNG once done. */
async function boardPicture() {
  const { id } = await ok<{ id: string }>(
    t.call('POST', '/api/v1/download/submit/task', {
      token: owner,
      body: {
        fileName: 'Plugin board',
        downloadType: 'IMAGE',
        downloadParams: [{ viewId, vizId: boardId, vizType: 'DASHBOARD', vizName: 'Plugin board' }],
        imageWidth: 1000,
      },
    }),
  );
  await downloadsService.runPendingDownloads(jobDeps);
  const tasks = await ok<{ id: string; status: number; error: string | null }[]>(
    t.call('GET', '/api/v1/download/tasks', { token: owner }),
  );
  const task = tasks.find((x) => x.id === id)!;
  expect(task.status, JSON.stringify(task)).toBe(1);
  const res = await t.app.request(`/api/v1/download/files/${id}`, {
    headers: { Authorization: `Bearer ${owner}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/png');
  return new Uint8Array(await res.arrayBuffer());
}

/** How many pixels of the picture are the plugin's colour. */
function paintedPixels(file: Uint8Array): number {
  const png = PNG.sync.read(Buffer.from(file));
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (png.data[i] === MAGENTA[0] && png.data[i + 1] === MAGENTA[1] && png.data[i + 2] === MAGENTA[2])
      n += 1;
  return n;
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = (await ok<{ id: string }[]>(t.call('GET', '/api/v1/orgs', { token: owner })))[0]!.id;
  const demo = await ok<{ id: string }>(
    t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner }),
  );
  viewId = (
    await ok<{ id: string }>(
      t.call('POST', '/api/v1/views', {
        token: owner,
        body: {
          orgId,
          name: 'Customers',
          sourceId: demo.id,
          script: 'select customer_id, country from customers',
          model: JSON.stringify(model),
        },
      }),
    )
  ).id;
  const form = new FormData();
  form.append('file', new Blob([painter], { type: 'text/javascript' }), 'painter.js');
  const upload = await t.app.request(`/api/v1/plugins?orgId=${orgId}&name=painter`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { data: { id: string } | null; message?: string };
  expect(upload.status, uploaded.message).toBe(200);
  pluginId = uploaded.data!.id;
  const config = {
    aggregation: true,
    chartGraphId: `plugin-${pluginId}`,
    computedFields: [],
    chartConfig: {
      datas: [
        {
          label: 'dimension',
          key: 'dimension',
          type: 'group',
          rows: [{ uid: 'u-country', colName: 'country', category: 'field', type: 'STRING' }],
        },
        {
          label: 'metrics',
          key: 'metrics',
          type: 'aggregate',
          rows: [
            { uid: 'u-n', colName: 'customer_id', category: 'field', type: 'NUMERIC', aggregate: 'COUNT' },
          ],
        },
      ],
      styles: [],
      settings: [],
    },
    version: '1.0.0-RC.3',
  };
  const chart = await ok<{ id: string }>(
    t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId, viewId, name: 'Painted', config: JSON.stringify(config) },
    }),
  );
  boardId = (
    await ok<{ id: string }>(
      t.call('POST', '/api/v1/viz/dashboards', {
        token: owner,
        body: { orgId, name: 'Plugin board', parentId: null, index: null, subType: 'auto' },
      }),
    )
  ).id;
  const widget = {
    id: crypto.randomUUID().replace(/-/g, ''),
    datachartId: chart.id,
    config: JSON.stringify({
      name: 'Painted',
      type: 'chart',
      originalType: 'linkedChart',
      pRect: { x: 0, y: 0, width: 12, height: 8 },
    }),
  };
  await ok(
    t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
      token: owner,
      body: { id: boardId, name: 'Plugin board', widgetToCreate: [widget] },
    }),
  );
  for (const [id, vizType] of [
    [chart.id, 'DATACHART'],
    [boardId, 'DASHBOARD'],
  ])
    await ok(t.call('PUT', `/api/v1/viz/publish/${id}?vizType=${vizType}`, { token: owner }));
  rendering = await renderingApp(t);
  jobDeps = { ...t.deps, renderer: rendering.renderer };
}, 240_000);

afterAll(async () => {
  await rendering?.close();
  await t?.close();
});

describe('pictures of boards with plugin charts', { timeout: 240_000 }, () => {
  it('hold what the plugin drew in its sandboxed frame', async () => {
    const file = await boardPicture();
    const png = pngSize(file);
    expect(png.signature).toBe(true);
    expect(png.width).toBe(1000);
    // The widget's frame is filled with the plugin's colour: a large area of it, not a stray pixel.
    expect(paintedPixels(file)).toBeGreaterThan(20_000);
  });

  it('hold no such drawing once the plugin is disabled: the widget says why instead', async () => {
    await ok(t.call('PUT', `/api/v1/plugins/${pluginId}`, { token: owner, body: { enabled: false } }));
    const file = await boardPicture();
    expect(pngSize(file).signature).toBe(true);
    expect(paintedPixels(file)).toBe(0);
  });
});
