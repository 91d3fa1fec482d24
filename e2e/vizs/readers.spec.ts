import { expect, test } from '@playwright/test';
import { trpcMutation, trpcQuery, trpcStatus } from '../support/api';
import { memberWithGrants } from '../support/members';
import { rowRuleOrg } from '../support/row-rule';
import { login } from '../support/ui';
import { chartConfig, dateLevel, sum } from './fixtures';

const READ = 2;
const ENABLE = 1;

test('charts: drill from year to month; a READ member sees charts without edit controls, under their row rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const {
    admin,
    ordersViewId: viewId,
    ruledViewId,
    folderId,
    chartId,
    allowCountries,
  } = await rowRuleOrg(page, 'Readers org ');
  const yearly = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Yearly sales',
      parentId: folderId,
      viewId,
      config: chartConfig('cluster-column-chart', [
        {
          key: 'dimension',
          type: 'group',
          drillable: true,
          rows: [dateLevel('order_date', 'AGG_DATE_YEAR'), dateLevel('order_date', 'AGG_DATE_MONTH')],
        },
        { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
      ]),
    },
    admin.token,
  );

  // Drill down from year to month, and back up.
  await page.goto(`/vizs/charts/${yearly.id}`);
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('drill-toggle').click();
  await expect(page.getByTestId('drill-level')).toHaveText('Level 1 of 2');
  await page.getByTestId('drill-into').click();
  const year = (await page.getByRole('option').first().textContent())!.trim();
  expect(year).toMatch(/^\d{4}$/);
  await page.getByRole('option', { name: year, exact: true }).click();
  await expect(page.getByTestId('drill-level')).toHaveText('Level 2 of 2');
  await expect(page.getByTestId('drill-path')).toHaveText(year);
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible();
  await page.getByTestId('drill-up').click();
  await expect(page.getByTestId('drill-level')).toHaveText('Level 1 of 2');

  // A member with READ on the folder, whose row rule lets them see Germany only.
  const member = await memberWithGrants(admin, 'reader', [
    { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
    { resourceType: 'VIZ', resourceId: folderId, permission: READ },
  ]);
  const readerToken = member.token;
  await allowCountries(member.userId, ['Germany']);

  const context = await browser.newContext();
  const reader = await context.newPage();
  await login(reader, member.username, member.password);
  await reader.goto('/vizs');
  const tree = reader.getByTestId('viz-tree');
  await tree.getByText('Shared').click();
  await tree.getByText('Sales by country').click();
  await expect(reader).toHaveURL(new RegExp(`/vizs/charts/${chartId}$`));
  // Read-only: no Edit, no Publish, no New.
  await expect(reader.getByTestId('chart-title')).toHaveText('Sales by country');
  await expect(reader.getByTestId('chart-edit')).toHaveCount(0);
  await expect(reader.getByTestId('chart-publish')).toHaveCount(0);
  await expect(reader.getByTestId('viz-new-menu')).toHaveCount(0);
  // Only their rows.
  const table = reader.getByTestId('chart-table');
  await expect(table).toContainText('Germany', { timeout: 20_000 });
  await expect(table).not.toContainText('China');
  await expect(table).not.toContainText('United States');
  // The owner sees every country in the same chart.
  await page.goto(`/vizs/charts/${chartId}`);
  await expect(page.getByTestId('chart-table')).toContainText('China', { timeout: 20_000 });
  // View detail: a click on China shows the rows behind it, to whoever may see the chart's data.
  await page.getByTestId('chart-table').getByText('China', { exact: true }).click();
  const details = page.getByTestId('view-data-dialog');
  await expect(details.getByTestId('view-data-scope')).toContainText('country = China');
  await expect(details).toContainText('China', { timeout: 20_000 });
  await expect(details).not.toContainText('Germany');
  await details.getByRole('button', { name: 'Close' }).click();
  // A reader's click opens nothing: the chart's rows are not theirs to browse.
  await table.getByText('Germany', { exact: true }).click();
  await expect(reader.getByTestId('view-data-dialog')).toHaveCount(0);

  // The server refuses the reader's save, and the workbench URL shows no editor.
  const detail = await trpcQuery<{ config: unknown }>('datachart.byId', { id: chartId }, readerToken);
  expect(
    await trpcStatus(
      'datachart.update',
      { id: chartId, name: 'Mine now', viewId: ruledViewId, config: detail.config },
      readerToken,
    ),
  ).toBe(403);
  await reader.goto(`/vizs/charts/${chartId}/edit`);
  await expect(reader.getByTestId('chart-workbench')).toHaveCount(0);
  await expect(reader.getByText('You do not have permission to edit this chart')).toBeVisible();
  await context.close();
});
