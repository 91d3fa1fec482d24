import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { memberWithGrants } from '../support/members';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersModel, ordersSql, sum } from '../vizs/fixtures';

const READ = 2;
const ENABLE = 1;
const step = (page: Page, key: string) => page.locator(`[data-testid="start-step"][data-step="${key}"]`);

/** Issue 35: the overview a new organisation opens on says what to do next, and steps aside afterwards. */
test('first page: from the demo data to a view, a chart and a board, each step a real action; gone once the organisation has them; not offered to a reader', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('First page org '));
  const admin = await session(page);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/organizations/${admin.orgId}$`));
  const guide = page.getByTestId('getting-started');
  await expect(guide).toContainText('Build your first dashboard');

  // Nothing yet: the data is the step to take, the others wait their turn.
  await expect(step(page, 'source')).toHaveAttribute('data-state', 'ready');
  for (const later of ['view', 'chart', 'dashboard'])
    await expect(step(page, later)).toHaveAttribute('data-state', 'later');
  await expect(step(page, 'view').getByRole('link')).toHaveCount(0);
  await step(page, 'source').getByRole('button', { name: 'Add the demo data' }).click();
  await expect(step(page, 'source')).toHaveAttribute('data-state', 'done');

  // Then a view: the link opens the SQL editor, whose source picker knows the demo data.
  await expect(step(page, 'view')).toHaveAttribute('data-state', 'ready');
  await step(page, 'view').getByRole('link', { name: 'Write a view' }).click();
  await expect(page).toHaveURL(/\/views\/new\?type=SQL$/);
  await page.getByTestId('view-source-picker').click();
  await expect(page.getByRole('option', { name: 'Demo data (e-commerce)', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const [sourceId] = await itemIds(admin, 'source.list');
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    {
      orgId: admin.orgId,
      name: uniqueName('Orders '),
      type: 'SQL',
      sourceId,
      script: ordersSql,
      model: ordersModel,
    },
    admin.token,
  );

  // A chart next: the link opens the workbench.
  await page.goto('/');
  await expect(step(page, 'view')).toHaveAttribute('data-state', 'done');
  await step(page, 'chart').getByRole('link', { name: 'Make a chart' }).click();
  await expect(page).toHaveURL(/\/vizs\/charts\/new$/);
  await expect(page.getByTestId('workbench-view-picker')).toBeVisible();

  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Sales by channel',
      viewId: view.id,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    admin.token,
  );

  // A board last: the link opens the new-dashboard dialog; the board it makes opens in the editor.
  await page.goto('/');
  await expect(step(page, 'chart')).toHaveAttribute('data-state', 'done');
  await step(page, 'dashboard').getByRole('link', { name: 'Make a dashboard' }).click();
  const dialog = page.getByTestId('new-viz-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Sales board');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vizs\/dashboards\/[0-9a-f]{32}\/edit$/);

  // With a source, a view, a chart and a board, the overview keeps out of the way.
  await page.goto('/');
  await expect(page.getByTestId('current-org')).toBeVisible();
  await expect(page.getByTestId('getting-started')).toHaveCount(0);

  // A member who may only read the charts has no step to take: nothing is offered.
  const reader = await memberWithGrants(admin, 'reader', [
    { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
    { resourceType: 'VIZ', resourceId: chart.id, permission: READ },
  ]);
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, reader.username, reader.password);
  await other.goto('/');
  await expect(other.getByTestId('current-org')).toBeVisible();
  await expect(other.getByTestId('getting-started')).toHaveCount(0);
  await context.close();
});

/** The ids of a tree's items that are not folders. */
async function itemIds(admin: { orgId: string; token: string }, procedure: string): Promise<string[]> {
  const items = await trpcQuery<{ id: string; isFolder: boolean }[]>(
    procedure,
    { orgId: admin.orgId },
    admin.token,
  );
  return items.filter((i) => !i.isFolder).map((i) => i.id);
}
