import { downloadsService } from '@tessera/core';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { addMember, customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * Download tasks over Datart's /download and /shares/download paths: an Excel file of a chart's query,
 * made by the worker under the asker's rules, only for those holding DOWNLOAD, only to its owner; and
 * from a share page, only while the share allows it.
 */
let t: TestApp;
let owner = '';
let reader = '';
let orgId = '';
let viewId = '';
let chartId = '';
const query = {
  groups: [{ column: ['country'] }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'customers' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
};

async function sheetOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const ws = book.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const demo = (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  };
  viewId = (
    (
      await t.call('POST', '/api/v1/views', {
        token: owner,
        body: {
          orgId,
          name: 'Customers',
          sourceId: demo.id,
          script: 'select customer_id, country, city from customers',
          model: JSON.stringify(model),
        },
      })
    ).body.data as { id: string }
  ).id;
  chartId = (
    (
      await t.call('POST', '/api/v1/viz/datacharts', {
        token: owner,
        body: { orgId, viewId, name: 'Customers by country', config: JSON.stringify(datartChartConfig()) },
      })
    ).body.data as { id: string }
  ).id;
  // rita may read the chart, not download it
  reader = (
    await addMember(t, owner, orgId, 'rita', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: chartId, permission: 2 },
    ])
  ).token;
});
afterAll(() => t.close());

const submit = (token: string, extra: object = {}) =>
  t.call('POST', '/api/v1/download/submit/task', {
    token,
    body: {
      fileName: 'Customers',
      downloadType: 'EXCEL',
      downloadParams: [{ viewId, vizId: chartId, vizType: 'DATACHART', vizName: 'By country', ...query }],
      ...extra,
    },
  });
const file = (id: string, token: string) =>
  t.app.request(`/api/v1/download/files/${id}`, { headers: { Authorization: `Bearer ${token}` } });

describe('a member’s downloads', () => {
  it('the worker writes the chart’s rows to an Excel sheet; the owner fetches it once done', async () => {
    const asked = await submit(owner);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const task = asked.body.data as { id: string; name: string; status: number };
    expect(task).toMatchObject({ name: 'Customers.xlsx', status: 0 });
    // Not ready before the worker ran: a clear refusal, not an empty file.
    const early = await file(task.id, owner);
    expect(early.status).toBe(409);
    expect(await downloadsService.runPendingDownloads(t.deps)).toBe(1);
    const list = (await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as {
      id: string;
      status: number;
    }[];
    expect(list.find((x) => x.id === task.id)?.status).toBe(1);

    const res = await file(task.id, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Customers.xlsx");
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('By country');
    // the chart's field names its column (its alias); a column the chart does not know keeps its name
    expect(sheet.rows[0]).toEqual(['Country', 'customers']);
    expect(sheet.rows.length).toBeGreaterThan(3);
    expect(sheet.rows.slice(1).every((r) => typeof r[0] === 'string' && typeof r[1] === 'number')).toBe(true);
    const after = (await t.call('GET', '/api/v1/download/tasks', { token: owner })).body.data as {
      id: string;
      status: number;
    }[];
    expect(after.find((x) => x.id === task.id)?.status).toBe(2);
  });

  it('a CSV task streams the chart’s rows to a file that parses back to the same table', async () => {
    const asked = await submit(owner, { downloadType: 'CSV', fileName: 'Kunden' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const task = asked.body.data as { id: string; name: string };
    expect(task.name).toBe('Kunden.csv');
    expect(await downloadsService.runPendingDownloads(t.deps)).toBe(1);
    const res = await file(task.id, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Kunden.csv");
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\ufeff')).toBe(true);
    // Parsed by exceljs' CSV reader (fast-csv), numbers read as numbers.
    const book = new ExcelJS.Workbook();
    const ws = await book.csv.read(Readable.from([text.slice(1)]));
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['country', 'customers']);
    // The same rows as the Excel export of the same query.
    const excel = (await submit(owner)).body.data as { id: string };
    await downloadsService.runPendingDownloads(t.deps);
    // CSV keeps the result's column names (for machines); the rows are the Excel export's
    expect(rows.slice(1)).toEqual((await sheetOf(await file(excel.id, owner))).rows.slice(1));
  });

  it('refuses without DOWNLOAD on the chart, a view the chart does not use, and types not made here', async () => {
    expect((await submit(reader)).status).toBe(403);
    const otherView = await submit(owner, {
      downloadParams: [{ viewId: 'a'.repeat(32), vizId: chartId, vizType: 'DATACHART', ...query }],
    });
    // The chart's own view is used whatever the request names; an unknown viz is not found.
    expect(otherView.status).toBe(200);
    const unknown = await submit(owner, {
      downloadParams: [{ viewId, vizId: 'b'.repeat(32), vizType: 'DATACHART', ...query }],
    });
    expect(unknown.status).toBe(404);
    // (pictures and PDFs are made: render-downloads.test.ts)
    const word = await submit(owner, { downloadType: 'WORD' });
    expect(word.status).toBe(400);
    expect(word.body.message).toBe('Downloads as WORD are not available yet: choose Excel or CSV');
    await downloadsService.runPendingDownloads(t.deps);
  });

  it('a task is its owner’s alone: another member neither lists nor fetches it', async () => {
    const task = (await submit(owner)).body.data as { id: string };
    await downloadsService.runPendingDownloads(t.deps);
    expect((await file(task.id, reader)).status).toBe(404);
    const theirs = (await t.call('GET', '/api/v1/download/tasks', { token: reader })).body.data as unknown[];
    expect(theirs).toEqual([]);
  });
});

describe('downloads from a share page', () => {
  const client = 'page-client-42';
  const openShare = async () => {
    const share = (
      await t.call('POST', '/api/v1/shares', {
        token: owner,
        body: {
          vizType: 'DATACHART',
          vizId: chartId,
          authenticationMode: 'NONE',
          rowPermissionBy: 'CREATOR',
        },
      })
    ).body.data as { id: string };
    const viz = (await t.call('POST', `/api/v1/shares/${share.id}/viz`, { body: {} })).body.data as {
      executeToken: Record<string, { authorizedToken: string }>;
      shareToken: { authorizedToken: string };
    };
    return { id: share.id, exec: viz.executeToken, shareToken: viz.shareToken.authorizedToken };
  };
  const ask = (s: { exec: Record<string, { authorizedToken: string }> }) =>
    t.call('POST', `/api/v1/shares/download?clientId=${client}`, {
      body: {
        fileName: 'Shared',
        downloadType: 'EXCEL',
        // a share's query keeps the chart's own filter (D-share-16)
        downloadParams: [{ viewId, ...query, filters: keptFilters }],
        executeToken: s.exec,
      },
    });
  const tasks = (s: { shareToken: string }) =>
    t.call(
      'GET',
      `/api/v1/shares/download/task?clientId=${client}&shareToken=${encodeURIComponent(s.shareToken)}`,
    );
  const fetchFile = (s: { shareToken: string }, id: string) =>
    t.app.request(`/api/v1/shares/download?downloadId=${id}&shareToken=${encodeURIComponent(s.shareToken)}`);

  it('an anonymous visitor gets the file when the sharer holds DOWNLOAD; a deleted share ends every door', async () => {
    const s = await openShare();
    const asked = await ask(s);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = (asked.body.data as { id: string }).id;
    await downloadsService.runPendingDownloads(t.deps);
    expect(((await tasks(s)).body.data as { id: string; status: number }[])[0]).toMatchObject({
      id,
      status: 1,
    });
    const res = await fetchFile(s, id);
    expect(res.status).toBe(200);
    expect((await sheetOf(res)).rows[0]).toEqual(['Country', 'customers']);
    // Another opening of the link (another page session) sees none of this page's tasks, whatever client id it says.
    const viz = (await t.call('POST', `/api/v1/shares/${s.id}/viz`, { body: {} })).body.data as {
      shareToken: { authorizedToken: string };
    };
    expect((await tasks({ shareToken: viz.shareToken.authorizedToken })).body.data).toEqual([]);
    expect((await fetchFile({ shareToken: viz.shareToken.authorizedToken }, id)).status).toBe(404);

    expect((await t.call('DELETE', `/api/v1/shares/${s.id}`, { token: owner })).status).toBe(200);
    expect((await ask(s)).status).toBe(404);
    expect((await tasks(s)).status).toBe(404);
    expect((await fetchFile(s, id)).status).toBe(404);
  });

  it('refuses when the sharer lost DOWNLOAD, and a token of another view', async () => {
    const s = await openShare();
    const tampered = await t.call('POST', `/api/v1/shares/download?clientId=${client}`, {
      body: {
        fileName: 'x',
        downloadParams: [{ viewId: 'c'.repeat(32), ...query }],
        executeToken: { ['c'.repeat(32)]: s.exec[viewId] },
      },
    });
    expect(tampered.status).toBe(401);
    // The owner's DOWNLOAD is an owner's right; a share made by rita (READ only) may not download.
    const rita = (
      await t.call('POST', '/api/v1/shares', {
        token: reader,
        body: {
          vizType: 'DATACHART',
          vizId: chartId,
          authenticationMode: 'NONE',
          rowPermissionBy: 'CREATOR',
        },
      })
    ).status;
    expect(rita).toBe(403);
  });
});
