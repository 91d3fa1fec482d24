import { downloadsService, type ServiceDeps } from '@tessera/core';
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
 * One page of a storyboard as a picture or PDF (issue 31, Datart's download from a story page): the
 * worker's Chromium opens the story player on the asked page (its `page` parameter) through an internal
 * render link. The page must be one of that storyboard's pages; the asker needs DOWNLOAD on it.
 */
let t: TestApp;
let rendering: Awaited<ReturnType<typeof renderingApp>>;
let jobDeps: ServiceDeps;
let owner = '';
let orgId = '';
let storyId = '';
let otherStoryId = '';
const pages: string[] = [];
let otherPage = '';
let reader = '';

/** A table chart whose column header names it: each page's PDF tells which page it shows. */
async function chart(viewId: string, name: string, header: string) {
  const config = structuredClone(tableConfig);
  (config.chartConfig.datas[0]!.rows[1] as Record<string, unknown>).alias = { name: header };
  const res = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: { orgId, viewId, name, config: JSON.stringify(config) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: string }).id;
}

async function storyboard(name: string, charts: string[]) {
  const res = await t.call('POST', '/api/v1/viz/storyboards', {
    token: owner,
    body: {
      orgId,
      name,
      config: JSON.stringify({ version: '1.0.0' }),
      parentId: null,
      isFolder: false,
      index: 0,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body.data as { id: string }).id;
  const ids: string[] = [];
  for (const [index, relId] of charts.entries()) {
    const page = await t.call('POST', '/api/v1/viz/storypages', {
      token: owner,
      body: {
        storyboardId: id,
        relType: 'DATACHART',
        relId,
        config: JSON.stringify({ version: '1.0.0', name: `p${index}`, index }),
      },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    ids.push((page.body.data as { id: string }).id);
  }
  return { id, pages: ids };
}

const submit = (token: string, type: string, storyboardId: string, storyPageId: string, lang = 'en') =>
  t.call('POST', '/api/v1/download/submit/task', {
    token,
    lang,
    body: {
      fileName: 'Story page',
      downloadType: type,
      downloadParams: [{ vizId: storyboardId, vizType: 'STORYBOARD', storyPageId, vizName: 'Story' }],
      imageWidth: 1200,
    },
  });

/** Submits a task, runs the queue with Chromium, answers the task as listed and its file. */
async function made(type: string, storyPageId: string) {
  const asked = await submit(owner, type, storyId, storyPageId);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const id = (asked.body.data as { id: string }).id;
  await downloadsService.runPendingDownloads(jobDeps);
  const list = (await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as {
    id: string;
    name: string;
    status: number;
    error: string | null;
  }[];
  const task = list.find((x) => x.id === id)!;
  expect(task.status, JSON.stringify(task)).toBe(1);
  const res = await t.app.request(`/api/v1/download/files/${id}`, {
    headers: { Authorization: `Bearer ${owner}` },
  });
  expect(res.status).toBe(200);
  return { task, body: new Uint8Array(await res.arrayBuffer()) };
}

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
      script: 'select customer_id, country from customers',
      model: JSON.stringify(model),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  const viewId = (view.body.data as { id: string }).id;
  const first = await chart(viewId, 'First chart', 'Opening figures');
  const second = await chart(viewId, 'Second chart', 'Closing figures');
  const story = await storyboard('Quarter story', [first, second]);
  storyId = story.id;
  pages.push(...story.pages);
  const other = await storyboard('Other story', [first]);
  otherStoryId = other.id;
  otherPage = other.pages[0]!;
  // rita may read everything and download nothing
  reader = (
    await addMember(t, owner, orgId, 'rita', [{ resourceType: 'VIZ', resourceId: '*', permission: 1 }])
  ).token;
  rendering = await renderingApp(t);
  jobDeps = { ...t.deps, renderer: rendering.renderer };
}, 240_000);

afterAll(async () => {
  await rendering?.close();
  await t?.close();
});

describe('a storyboard page as a download', { timeout: 240_000 }, () => {
  it('the second page as Chromium’s vector PDF shows that page, not the first', async () => {
    const { task, body } = await made('PDF', pages[1]!);
    expect(task.name).toBe('Story page.pdf');
    const pdf = await pdfOf(body);
    expect(pdf.text).toContain('Quarter story');
    expect(pdf.text).toContain('2 / 2');
    // pdf.js splits a header's words into runs: compared without spaces
    const squeezed = pdf.text.replace(/\s+/g, '');
    expect(squeezed).toContain('Closingfigures');
    expect(squeezed).not.toContain('Openingfigures');
  });

  it('the first page as a PNG at the asked width', async () => {
    const { task, body } = await made('IMAGE', pages[0]!);
    expect(task.name).toBe('Story page.png');
    const png = pngSize(body);
    expect(png.signature).toBe(true);
    expect(png.width).toBe(1200);
  });

  it('refuses a page of another storyboard (en and zh), a data type, and a member without DOWNLOAD', async () => {
    const before = ((await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as unknown[])
      .length;
    const en = await submit(owner, 'PDF', storyId, otherPage);
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('That page is not a page of this storyboard');
    const zh = await submit(owner, 'PDF', storyId, otherPage, 'zh');
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('该页面不属于此故事板');
    // the page's own storyboard is fine
    expect((await submit(owner, 'IMAGE', otherStoryId, otherPage)).status).toBe(200);
    const excel = await submit(owner, 'EXCEL', storyId, pages[0]!);
    expect(excel.status).toBe(400);
    expect(JSON.stringify(excel.body)).toContain('picture or a PDF only');
    expect((await submit(reader, 'PDF', storyId, pages[0]!)).status).toBe(403);
    // the same door over tRPC
    const trpc = await trpcRequest(
      t.app,
      'download.submit',
      {
        fileName: 'x',
        downloadType: 'PDF',
        downloadParams: [{ vizId: storyId, vizType: 'STORYBOARD', storyPageId: otherPage }],
      },
      { Authorization: `Bearer ${owner}` },
    );
    expect(trpc.status).toBe(400);
    expect(await trpc.text()).toContain('DOWNLOAD_STORY_PAGE_NOT_IN_STORYBOARD');
    const after = ((await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as unknown[])
      .length;
    // only the good one was created
    expect(after).toBe(before + 1);
    await downloadsService.runPendingDownloads(jobDeps);
  });
});
