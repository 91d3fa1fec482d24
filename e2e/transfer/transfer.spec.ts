import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, openSettings, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

/** An organisation with the demo orders view, a table chart of channels and a board showing it. */
async function boardWithChart(page: Page, orgName: string) {
  await createOrgInUi(page, orgName);
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId,
      name: uniqueName('Channels '),
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    token,
  );
  const boardName = uniqueName('Channel board ');
  const boardId = await makeBoard(orgId, token, boardName, [
    chartWidget('Sales channels', chart.id, { x: 0, y: 0, width: 6, height: 6 }),
  ]);
  return { orgId, token, viewId, chartId: chart.id, boardId, boardName };
}

const boardIdByName = async (orgId: string, token: string, name: string) =>
  (await trpcQuery<{ id: string; name: string; relType: string }[]>('viz.folders', { orgId }, token)).find(
    (n) => n.name === name && n.relType === 'DASHBOARD',
  )?.id;

test('resource migration: export a board from one organisation and import it into another through Settings', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  const a = await boardWithChart(page, uniqueName('Export org '));

  // Export: pick the board; the file is made as a download task and saved from the Downloads list.
  await openSettings(page);
  await page.getByTestId('settings-migration').click();
  await expect(page).toHaveURL(/\/settings\/migration$/);
  await page.getByTestId('export-submit').click();
  await expect(page.getByTestId('export-problem')).toHaveText(
    'Pick at least one chart, dashboard or storyboard',
  );
  await page.getByTestId(`export-pick-${a.boardName}`).click();
  await page.getByTestId('export-submit').click();
  await expect(toast(page, 'The export is being prepared: find the file under Downloads')).toBeVisible();
  await page.getByTestId('downloads-open').click();
  const item = page.getByTestId('download-item').first();
  await expect(item).toHaveAttribute('data-status', '1', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByTestId('download-save').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.drr$/);
  const file = await download.path();
  await page.keyboard.press('Escape');

  // Import into a new organisation as new copies: the report lists what was created.
  await createOrgInUi(page, uniqueName('Import org '));
  const b = await session(page);
  expect(b.orgId).not.toBe(a.orgId);
  await openSettings(page);
  await page.getByTestId('settings-migration').click();
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-strategy').selectOption('NEW');
  await page.getByTestId('import-submit').click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('The import is finished');
  await expect(page.getByTestId('import-created')).toContainText(`Dashboard · ${a.boardName}`);
  await expect(page.getByTestId('import-created')).toContainText('Chart · ');
  await expect(page.getByTestId('import-created')).toContainText('View · ');

  // The board opens in the new organisation under a new id and shows the same data.
  const imported = await boardIdByName(b.orgId, b.token, a.boardName);
  expect(imported).toBeTruthy();
  expect(imported).not.toBe(a.boardId);
  await page.goto(`/vizs/dashboards/${imported}`);
  await expect(page.getByTestId('chart-table').first()).toContainText('Online', { timeout: 30_000 });

  // The same file again with ROLLBACK: its ids exist (in the first organisation), so nothing is imported.
  await page.goto('/settings/migration');
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-strategy').selectOption('ROLLBACK');
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-problem')).toContainText(
    'already exists here, so the import was rolled back',
  );
});

test('new from template: a dashboard made from a .drt, its widget bound to a chosen view', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  const a = await boardWithChart(page, uniqueName('Template org '));
  // "Template" in the board's Download menu: the server makes the .drt as a download task.
  await page.goto(`/vizs/dashboards/${a.boardId}`);
  await expect(page.getByTestId('dashboard-title')).toHaveText(a.boardName);
  await page.getByTestId('viz-download').click();
  await page.getByTestId('viz-download-template').click();
  await expect(toast(page, 'Your Template (.drt) is being made: find it under Downloads')).toBeVisible();
  await page.getByTestId('downloads-open').click();
  const item = page.getByTestId('download-item').first();
  await expect(item).toContainText(`${a.boardName}.drt`);
  await expect(item).toHaveAttribute('data-status', '1', { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByTestId('download-save').click(),
  ]);
  const file = path.join(tmpdir(), `${uniqueName('board-')}.drt`);
  await download.saveAs(file);
  await page.keyboard.press('Escape');

  // New from template in the tree's create menu: the widget asks for a view with its fields.
  await page.goto('/vizs');
  await page.getByTestId('viz-new-menu').click();
  await page.getByTestId('new-from-template').click();
  const dialog = page.getByTestId('new-from-template');
  await dialog.getByTestId('template-file').setInputFiles(file);
  await expect(dialog.getByTestId('template-name')).toHaveValue(a.boardName);
  const name = uniqueName('From template ');
  await dialog.getByTestId('template-name').fill(name);
  await expect(dialog).toContainText('Needs the fields channel, amount');
  await dialog.getByTestId('template-view-Sales channels').selectOption(a.viewId);
  await dialog.getByTestId('template-submit').click();
  await expect(toast(page, 'Created from the template')).toBeVisible();
  await expect(page).toHaveURL(/\/vizs\/dashboards\/[0-9a-f]{32}$/);
  const created = /dashboards\/([0-9a-f]{32})/.exec(page.url())![1]!;
  expect(created).not.toBe(a.boardId);
  expect(await boardIdByName(a.orgId, a.token, name)).toBe(created);
  await expect(page.getByTestId('chart-table').first()).toContainText('Online', { timeout: 30_000 });
});
