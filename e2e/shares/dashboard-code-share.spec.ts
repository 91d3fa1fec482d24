import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { expectAccessible } from '../support/a11y';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

test('shares: a code link of a dashboard, opened in a fresh browser, asks for the code, then its filter works', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Board shares org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  await trpcMutation(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'By country',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
      ]),
    },
    admin.token,
  );

  // A board with the chart and a filter on its country field.
  const boardName = uniqueName('Shared board ');
  await page.goto('/vizs');
  await page.getByTestId('viz-new-menu').click();
  await page.getByTestId('new-dashboard').click();
  await page.getByTestId('new-viz-dialog').getByLabel('Name').fill(boardName);
  await page.getByTestId('new-viz-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vizs\/dashboards\/[0-9a-f]{32}\/edit$/);
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-chart').click();
  await page.getByTestId('add-chart-dialog').getByRole('button', { name: 'By country' }).click();
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-filter').click();
  const filter = page.getByTestId('add-filter-dialog');
  await filter.getByTestId('filter-field').click();
  await page.getByRole('option', { name: 'country', exact: true }).click();
  await filter.getByLabel('Name').fill('Country');
  await filter.getByTestId('add-widget-submit').click();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  await page.getByTestId('board-close').click();

  // A code link, made in the viewer's share dialog: the code is shown once.
  await page.getByTestId('dashboard-share').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-new').click();
  await dialog.getByText('Access code', { exact: true }).click();
  await dialog.getByTestId('share-submit').click();
  const code = (await dialog.getByTestId('share-code-value').textContent())!.trim();
  const link = await dialog
    .locator('[data-testid="share-item"][data-mode="CODE"]')
    .getByTestId('share-link')
    .inputValue();
  expect(link).toMatch(/\/shareDashboard\/[0-9a-f]{32}\?type=CODE$/);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(link);
  await expect(anon.getByTestId('share-code-page')).toBeVisible();
  await expectAccessible(anon, 'share code page');
  await expect(anon.getByTestId('board-widget')).toHaveCount(0);
  await anon.getByLabel('Access code').fill(`${code}x`);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByText('This code does not open the link')).toBeVisible();
  await anon.getByLabel('Access code').fill(code);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByTestId('share-title')).toHaveText(boardName);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const table = widget(anon, 'By country').getByTestId('chart-table');
  await expect(table).toContainText('China');
  await widget(anon, 'Country').getByTestId('controller-select').click();
  await anon.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(table).toContainText('Germany');
  await expect(table).not.toContainText('China');
  await visitor.close();
});
