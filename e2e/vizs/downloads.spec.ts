import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from './fixtures';

/** The first sheet of a downloaded workbook: its name and its rows of values. */
async function sheetOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const ws = book.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

/** Waits for the first task of the open list to be made, then saves its file. */
async function saveFirst(page: Page): Promise<Download> {
  const item = page.getByTestId('download-item').first();
  await expect(item).toHaveAttribute('data-status', '1', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByTestId('download-save').click(),
  ]);
  return download;
}

test('downloads: a chart as an Excel file from its page, from a public share of it and of a board', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Downloads org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId,
      name: 'Channels',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    token,
  );

  // From the chart page: the task is made by the server, then saved from the Downloads list.
  await page.goto(`/vizs/charts/${chart.id}`);
  await expect(page.getByTestId('chart-table')).toContainText('Online', { timeout: 20_000 });
  await page.getByTestId('viz-download').click();
  await page.getByTestId('viz-download-excel').click();
  await expect(toast(page, 'Your Excel (.xlsx) is being made: find it under Downloads')).toBeVisible();
  await page.getByTestId('downloads-open').click();
  const mine = await sheetOf(await saveFirst(page));
  expect(mine.name).toBe('Channels');
  expect(mine.rows[0]).toEqual(['channel', 'SUM(amount)']);
  expect(mine.rows.map((r) => r[0])).toContain('Online');
  await expect(page.getByTestId('download-item').first()).toHaveAttribute('data-status', '2');

  // From a public share, in a fresh browser: the visitor's own task, the same rows.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'NONE' },
    token,
  );
  const visitor = await browser.newContext({ acceptDownloads: true });
  const anon = await visitor.newPage();
  await anon.goto(`/shareChart/${share.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await anon.getByTestId('share-download').click();
  await anon.getByTestId('share-downloads-open').click();
  const shared = await sheetOf(await saveFirst(anon));
  // The same header and rows (a query without an order may list them in another order).
  const sorted = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();
  expect(shared.rows[0]).toEqual(mine.rows[0]);
  expect(sorted(shared.rows)).toEqual(sorted(mine.rows));

  // A public share of a board holding the chart: one sheet per chart, named after its widget.
  const boardId = await makeBoard(orgId, token, uniqueName('Download board '), [
    chartWidget('Sales channels', chart.id, { x: 0, y: 0, width: 6, height: 6 }),
  ]);
  const boardShare = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE' },
    token,
  );
  await anon.goto(`/shareDashboard/${boardShare.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await anon.getByTestId('share-download').click();
  await anon.getByTestId('share-downloads-open').click();
  const board = await sheetOf(await saveFirst(anon));
  expect(board.name).toBe('Sales channels');
  expect(sorted(board.rows)).toEqual(sorted(mine.rows));
  await visitor.close();
});
