import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcQuery } from '../support/api';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { dragTo, ordersView } from './fixtures';
import { expectAccessible } from '../support/a11y';

const field = (page: Page, name: string) =>
  page.getByTestId('field-list').locator(`[data-testid="field-item"][data-field="${name}"]`);
const section = (page: Page, key: string) =>
  page.locator(`[data-testid="data-section"][data-section="${key}"]`);
const chip = (page: Page, key: string, name: string) =>
  section(page, key).locator(`[data-testid="section-field"][data-field="${name}"]`);
const treeItem = (page: Page, name: string) =>
  page.getByTestId('viz-tree-item').and(page.locator(`[data-name="${name}"]`));

interface SavedChart {
  id: string;
  status: number;
  config: {
    chartGraphId: string;
    chartConfig: {
      datas: {
        key: string;
        rows?: { colName: string; format?: { type: string; numeric?: { unitKey?: string } } }[];
      }[];
      settings: { key: string; rows?: { key: string; value?: unknown }[] }[];
    };
  };
}

test('charts: build a stacked column by dragging, switch to line, format in wan, add a reference line, save, publish; archive and restore', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const chartName = uniqueName('Sales by country ');
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Charts org '));
  const admin = await session(page);
  const viewName = uniqueName('Orders ');
  await ordersView(admin.orgId, admin.token, viewName);

  await navLink(page, 'Visualizations').click();
  await expect(page).toHaveURL(/\/vizs$/);
  await page.getByTestId('vizs-new-chart').click();
  await expect(page).toHaveURL(/\/vizs\/charts\/new$/);
  // The workbench takes the whole width: no tree while editing.
  await expect(page.getByTestId('viz-tree')).toHaveCount(0);

  await page.getByTestId('workbench-view-picker').click();
  await page.getByRole('option', { name: viewName }).click();
  await expect(field(page, 'country')).toBeVisible();
  await page.getByTestId('chart-type-stack-column-chart').click();
  await expect(page.getByTestId('chart-missing')).toContainText('Metrics');

  await dragTo(page, field(page, 'country'), section(page, 'dimension'));
  await expect(chip(page, 'dimension', 'country')).toBeVisible();
  await dragTo(page, field(page, 'amount'), section(page, 'metrics'));
  await dragTo(page, field(page, 'quantity'), section(page, 'metrics'), 'end');
  await expect(chip(page, 'metrics', 'amount')).toContainText('Sum(amount)');
  await expect(chip(page, 'metrics', 'quantity')).toBeVisible();
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });
  // The gauge cannot draw one group and two metrics: greyed out in the picker.
  await expect(page.getByTestId('chart-type-gauge')).toHaveAttribute('data-fits', 'false');

  // Switch to a line chart: the fields follow into the line's sections.
  await page.getByTestId('chart-type-line-chart').click();
  await expect(chip(page, 'dimension', 'country')).toBeVisible();
  await expect(chip(page, 'metrics', 'amount')).toBeVisible();

  // Format the amount in wan (ten thousands).
  await chip(page, 'metrics', 'amount').getByTestId('section-field-menu').click();
  await page.getByRole('menuitem', { name: 'Format…' }).click();
  const format = page.getByTestId('format-dialog');
  await format.getByTestId('format-type').click();
  await page.getByRole('option', { name: 'Number' }).click();
  await format.getByTestId('format-unit').click();
  await page.getByRole('option', { name: 'Ten thousand (万)' }).click();
  await expect(format).toContainText('Sample: 1.23万');
  await format.getByTestId('field-dialog-apply').click();
  await expect(format).toBeHidden();

  // A reference line in the settings.
  await page.getByTestId('tab-settings').click();
  await page.locator('[data-testid="style-group"][data-group="reference"] summary').click();
  await page.getByTestId('reference-add').click();
  await page.getByTestId('reference-line').getByLabel('Constant').fill('250000');

  // Save: a new chart asks for its name.
  await page.getByTestId('workbench-save').click();
  const save = page.getByTestId('save-chart-dialog');
  await save.getByLabel('Name').fill(chartName);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Chart saved')).toBeVisible();
  await expect(page).toHaveURL(/\/vizs\/charts\/[0-9a-f]{32}\/edit$/);
  const chartId = /charts\/([0-9a-f]{32})\/edit/.exec(page.url())![1]!;
  await expect(page.getByTestId('workbench-save')).toBeDisabled();
  await expectAccessible(page, 'chart workbench');

  // The chart page: publish it.
  await page.getByTestId('workbench-close').click();
  await expect(page).toHaveURL(new RegExp(`/vizs/charts/${chartId}$`));
  await expect(page.getByTestId('chart-status')).toHaveText('Draft');
  await page.getByTestId('chart-publish').click();
  await expect(page.getByTestId('chart-status')).toHaveText('Published');
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });

  const saved = await trpcQuery<SavedChart>('datachart.byId', { id: chartId }, admin.token);
  expect(saved.status).toBe(2);
  expect(saved.config.chartGraphId).toBe('line-chart');
  const metrics = saved.config.chartConfig.datas.find((s) => s.key === 'metrics')!.rows!;
  expect(metrics.map((r) => r.colName)).toEqual(['amount', 'quantity']);
  expect(metrics[0]!.format).toMatchObject({ type: 'numeric', numeric: { unitKey: 'wan' } });
  const reference = saved.config.chartConfig.settings.find((s) => s.key === 'reference')!;
  expect(reference.rows!.find((r) => r.key === 'lines')!.value).toMatchObject([{ at: { value: 250000 } }]);

  // Find it in the tree, archive it, restore it from the recycle bin.
  await expect(treeItem(page, chartName)).toBeVisible();
  await treeItem(page, chartName).hover();
  await treeItem(page, chartName).getByTestId('viz-item-menu').click();
  await page.getByRole('menuitem', { name: 'Move to the recycle bin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to the recycle bin' }).click();
  await expect(toast(page, 'Moved to the recycle bin')).toBeVisible();
  await expect(treeItem(page, chartName)).toHaveCount(0);
  await expect(page).toHaveURL(/\/vizs$/);
  await page.getByTestId('viz-view-archived').click();
  const archived = page.getByTestId('recycle-item').and(page.locator(`[data-name="${chartName}"]`));
  await archived.getByRole('button', { name: 'Restore' }).click();
  await page.getByTestId('restore-dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Restored')).toBeVisible();
  await page.getByTestId('viz-view-active').click();
  // The tree by keyboard: F2 renames the focused row, Enter opens it.
  await treeItem(page, chartName).focus();
  await page.keyboard.press('F2');
  await expect(page.getByTestId('rename-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rename-dialog')).toBeHidden();
  await treeItem(page, chartName).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vizs/charts/${chartId}$`));
  await expect(page.getByTestId('chart-title')).toHaveText(chartName);
});
