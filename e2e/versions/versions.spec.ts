import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { makeBoard, textWidget } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

const pie = () =>
  chartConfig('pie-chart', [
    { key: 'dimension', type: 'group', rows: [dim('channel')] },
    { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
  ]);
const columns = () =>
  chartConfig('cluster-column-chart', [
    { key: 'dimension', type: 'group', rows: [dim('country')] },
    { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
  ]);

async function openHistory(page: Page) {
  await page.getByTestId('version-history').click();
  const dialog = page.getByTestId('version-history-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function restore(page: Page, version: number) {
  const dialog = page.getByTestId('version-history-dialog');
  await dialog.getByTestId(`version-restore-${version}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Versions org '));
});

test('versions: a chart’s two versions side by side, then the older one restored as a new version', async ({
  page,
}) => {
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const name = uniqueName('Sales ');
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId: admin.orgId, name, viewId, config: pie() },
    admin.token,
  );
  await trpcMutation('datachart.update', { id: chart.id, name, viewId, config: columns() }, admin.token);

  await page.goto(`/organizations/${admin.orgId}/vizs/charts/${chart.id}/edit`);
  await expect(page.getByTestId('chart-workbench')).toBeVisible();
  const dialog = await openHistory(page);
  await expect(dialog.getByTestId('version-row-2')).toContainText('Current');
  await expect(dialog.getByTestId('version-row-1')).toContainText(name);

  // Side by side: the chart type and the dimension changed from v1 to v2.
  await dialog.getByTestId('version-pick-1').click();
  await dialog.getByTestId('version-pick-2').click();
  await dialog.getByTestId('version-compare').click();
  const diff = dialog.getByTestId('version-diff');
  const graph = diff.getByTestId('version-diff-field').filter({ hasText: 'config.chartGraphId' });
  await expect(graph).toContainText('pie-chart');
  await expect(graph).toContainText('cluster-column-chart');
  await expect(
    diff.getByTestId('version-diff-field').filter({ hasText: 'config.chartConfig.datas[0].rows[0].colName' }),
  ).toContainText('channel');

  await restore(page, 1);
  await expect(toast(page, 'Version 1 restored as version 3')).toBeVisible();
  const saved = await trpcQuery<{ config: { chartGraphId: string } }>(
    'datachart.byId',
    { id: chart.id },
    admin.token,
  );
  expect(saved.config.chartGraphId).toBe('pie-chart');

  const again = await openHistory(page);
  await expect(again.getByTestId('version-row-3')).toContainText('Restored from v1');
  await expect(again.getByTestId('version-row-2')).toBeVisible();
});

test('versions: a board restored to the version before a widget was removed gets the widget back', async ({
  page,
}) => {
  const admin = await session(page);
  const kept = textWidget('Kept note', 'Still here', 0);
  const removed = textWidget('Removed note', 'Comes back after the restore', 3);
  const boardName = uniqueName('Notes board ');
  const boardId = await makeBoard(admin.orgId, admin.token, boardName, [kept, removed]);
  await trpcMutation(
    'dashboard.save',
    { id: boardId, name: boardName, widgetToDelete: [removed.id] },
    admin.token,
  );

  await page.goto(`/organizations/${admin.orgId}/vizs/dashboards/${boardId}/edit`);
  const note = page.locator('[data-testid="board-widget"][data-widget="Removed note"]');
  await expect(page.locator('[data-testid="board-widget"][data-widget="Kept note"]')).toBeVisible();
  await expect(note).toHaveCount(0);

  const dialog = await openHistory(page);
  await dialog.getByTestId('version-pick-2').click();
  await dialog.getByTestId('version-pick-3').click();
  await dialog.getByTestId('version-compare').click();
  const part = dialog.getByTestId('version-diff-part').filter({ hasText: 'Removed note' });
  await expect(part).toContainText('Removed');
  await expect(part).toContainText('Comes back after the restore');

  await restore(page, 2);
  await expect(toast(page, 'Version 2 restored as version 4')).toBeVisible();
  await expect(note.getByTestId('widget-text')).toHaveText('Comes back after the restore');
  const saved = await trpcQuery<{ widgets: { id: string }[] }>(
    'dashboard.byId',
    { id: boardId },
    admin.token,
  );
  expect(saved.widgets.map((w) => w.id).sort()).toEqual([kept.id, removed.id].sort());
});
