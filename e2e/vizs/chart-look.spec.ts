import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login } from '../support/ui';
import { dragTo, ordersModel, ordersSql } from './fixtures';

const field = (page: Page, name: string) =>
  page.getByTestId('field-list').locator(`[data-testid="field-item"][data-field="${name}"]`);
const section = (page: Page, key: string) =>
  page.locator(`[data-testid="data-section"][data-section="${key}"]`);
const chip = (page: Page, key: string, name: string) =>
  section(page, key).locator(`[data-testid="section-field"][data-field="${name}"]`);

/** Issue 35: what a person sees when switching chart types, in the scorecard and on a map. */
test('chart look: type switches keep fields and ask before dropping any; a plain scorecard value in the app font and theme; a Country field opens the world map', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Chart look org '));
  const admin = await session(page);
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId: admin.orgId }, admin.token);
  const viewName = uniqueName('Orders by country ');
  const model = {
    ...ordersModel,
    columns: { ...ordersModel.columns, country: { name: ['country'], type: 'STRING', category: 'COUNTRY' } },
  };
  await trpcMutation(
    'view.create',
    { orgId: admin.orgId, name: viewName, type: 'SQL', sourceId: demo.id, script: ordersSql, model },
    admin.token,
  );

  await navLink(page, 'Visualizations').click();
  await page.getByTestId('vizs-new-chart').click();
  await page.getByTestId('workbench-view-picker').click();
  await page.getByRole('option', { name: viewName }).click();
  await expect(field(page, 'channel')).toBeVisible();

  // A table of channel and Sum(amount).
  await page.getByTestId('chart-type-mingxi-table').click();
  await dragTo(page, field(page, 'channel'), section(page, 'mixed'));
  await dragTo(page, field(page, 'amount'), section(page, 'mixed'), 'end');
  await expect(chip(page, 'mixed', 'channel')).toBeVisible();
  await expect(chip(page, 'mixed', 'amount')).toContainText('Sum(amount)');

  // Table → pie: everything has a place, so no question; the channel stays a dimension.
  await page.getByTestId('chart-type-pie-chart').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(chip(page, 'dimension', 'channel')).toHaveText(/^channel/);
  await expect(chip(page, 'metrics', 'amount')).toContainText('Sum(amount)');
  await expect(section(page, 'metrics')).not.toContainText('Count');

  // Pie → gauge would drop the channel: the workbench says so and cancelling changes nothing.
  await page.getByTestId('chart-type-gauge').click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Switch to Gauge?');
  await expect(page.getByTestId('type-switch-dropped')).toHaveText('channel (from Dimensions)');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('chart-type-pie-chart')).toHaveAttribute('aria-checked', 'true');
  await expect(chip(page, 'dimension', 'channel')).toBeVisible();
  await page.getByTestId('chart-type-gauge').click();
  await ask.getByRole('button', { name: 'Switch and remove' }).click();
  await expect(page.getByTestId('chart-type-gauge')).toHaveAttribute('aria-checked', 'true');
  await expect(chip(page, 'metrics', 'amount')).toBeVisible();
  await expect(section(page, 'dimension')).toHaveCount(0);

  // Gauge → scorecard: the metric follows; the value is plain (no %), grouped, no float noise.
  await page.getByTestId('chart-type-react-scorecard').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const value = page.getByTestId('chart-scorecard').locator('span').first();
  await expect(value).toHaveText(/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/, { timeout: 20_000 });
  // Datart's "PingFang SC" comes with the app's sans stack after it (no serif fallback on Linux).
  expect(await value.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/PingFang SC.*sans-serif/);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(value).toHaveCSS('color', 'rgb(229, 231, 235)');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  // axe in both themes, the scorecard's text included.
  await expectAccessible(page, 'workbench scorecard');

  // Scorecard → map, with the Country field as its dimension: it opens on the world map.
  await page.getByTestId('chart-type-normal-outline-map-chart').click();
  await dragTo(page, field(page, 'country'), section(page, 'dimension'));
  await expect(chip(page, 'dimension', 'country')).toBeVisible();
  await page.getByTestId('tab-styles').click();
  await page.locator('[data-testid="style-group"][data-group="map"] summary').click();
  await expect(page.getByRole('combobox', { name: 'Map', exact: true })).toHaveText('World (countries)');
});
