import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsService } from '@tessera/core';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { customersModel, datartChartConfig } from './viz-fixtures';

/**
 * Resource migration over REST as Datart's client calls it (issue 32): `/viz/export` makes a download
 * task, the file comes from `/download/files/{id}`, `/viz/import` takes it as multipart `file`; a bad
 * file is a 400 envelope whose message follows Accept-Language.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let chartId = '';

async function upload(path: string, data: Uint8Array, lang = 'en-US') {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/gzip' }), 'export.drr');
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner}`, 'Accept-Language': lang },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      success: boolean;
      message: string;
      data: unknown;
      exception: { code: string } | null;
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, orgId } = await ownerWithDemo(t));
  const demo = (await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  }[];
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demo[0]!.id,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(customersModel),
    },
  });
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      name: 'By country',
      viewId: (view.body.data as { id: string }).id,
      config: JSON.stringify(datartChartConfig()),
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = (chart.body.data as { id: string }).id;
}, 120_000);
afterAll(() => t?.close());

describe('REST /viz/export and /viz/import', () => {
  it('exports a chart as a download task and imports the file as new copies', async () => {
    const task = await t.call('POST', '/api/v1/viz/export', {
      token: owner,
      body: { resources: [{ resourceType: 'DATACHART', resourceId: chartId }] },
    });
    expect(task.status, JSON.stringify(task.body)).toBe(200);
    const { id, name } = task.body.data as { id: string; name: string };
    expect(name).toMatch(/^export-\d{14}\.drr$/);
    await downloadsService.runPendingDownloads(t.deps);
    const file = await t.app.request(`/api/v1/download/files/${id}`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    const imported = await upload(`/api/v1/viz/import?strategy=NEW&orgId=${orgId}`, bytes);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const report = imported.body.data as { created: { type: string; id: string; name: string }[] };
    const chart = report.created.find((c) => c.type === 'DATACHART')!;
    expect(chart.id).not.toBe(chartId);
    expect(chart.name).toMatch(/^By country_\d+$/);
    const detail = await t.call('GET', `/api/v1/viz/datacharts/${chart.id}`, { token: owner });
    expect(detail.status).toBe(200);
  });

  it('answers a file that is not an export with 400 and the message in the asked language', async () => {
    const bad = new TextEncoder().encode('not a file');
    const en = await upload(`/api/v1/viz/import?strategy=NEW&orgId=${orgId}`, bad);
    expect(en.status).toBe(400);
    expect(en.body.exception?.code).toBe('TRANSFER_NOT_GZIP_JSON');
    expect(en.body.message).toContain('This file is not a Tessera export');
    const zh = await upload(`/api/v1/viz/import?strategy=NEW&orgId=${orgId}`, bad, 'zh-CN');
    expect(zh.body.message).toContain('该文件不是 Tessera 导出文件');
  });
});
