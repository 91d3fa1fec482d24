import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dateLevel, dim, ordersModel, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from './board-fixtures';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);
const DAY = 86_400_000;

/** Adds a filter in the editor: its look, its field, its name. */
async function addFilter(page: Page, facade: string, field: string, name: string) {
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-filter').click();
  const dialog = page.getByTestId('add-filter-dialog');
  await dialog.getByTestId('filter-facade').click();
  await page.getByRole('option', { name: facade, exact: true }).click();
  await dialog.getByTestId('filter-field').click();
  await page.getByRole('option', { name: field, exact: true }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByTestId('add-widget-submit').click();
  await expect(widget(page, name)).toBeVisible();
}

async function pick(page: Page, trigger: ReturnType<Page['locator']>, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('dashboards: a time-range picker kept as "last N days", cascading country and city drop-downs, a required city', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Controllers org '));
  const { orgId, token } = await session(page);
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId }, token);
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    {
      orgId,
      name: uniqueName('Orders by city '),
      type: 'SQL',
      sourceId: demo.id,
      script: `SELECT o.order_date, o.amount, c.country, c.city
FROM orders o JOIN customers c ON c.customer_id = o.customer_id`,
      model: {
        ...ordersModel,
        columns: {
          order_date: ordersModel.columns.order_date,
          amount: ordersModel.columns.amount,
          country: ordersModel.columns.country,
          city: { name: ['city'], type: 'STRING', category: 'UNCATEGORIZED' },
        },
      },
    },
    token,
  );
  const chart = async (name: string, rows: object[]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId, name, viewId: view.id, config: table(rows) },
        token,
      )
    ).id;
  const byYear = await chart('By year', [dateLevel('order_date', 'AGG_DATE_YEAR'), sum('amount')]);
  const byCity = await chart('By city', [dim('country'), dim('city'), sum('amount')]);
  const boardId = await makeBoard(orgId, token, uniqueName('Controller board '), [
    chartWidget('By year', byYear, { x: 0, y: 4, width: 6, height: 8 }),
    chartWidget('By city', byCity, { x: 6, y: 4, width: 6, height: 8 }),
  ]);

  // The editor: a time-range picker starting at "the last N days", N reaching back to March 2024 (the
  // demo orders run from 2021 to 2024), so that only 2024 is in range.
  await page.goto(`/vizs/dashboards/${boardId}/edit`);
  await addFilter(page, 'Time-range picker', 'order_date', 'Period');
  const days = Math.ceil((Date.now() - Date.UTC(2024, 2, 1)) / DAY);
  await widget(page, 'Period').getByTestId('controller-settings-open').click();
  const settings = page.getByTestId('controller-settings-dialog');
  await pick(page, settings.getByTestId('cs-date-mode'), 'The last…');
  await settings.getByLabel('How many').fill(String(days));
  await settings.getByTestId('controller-settings-save').click();

  await addFilter(page, 'Drop-down', 'country', 'Country');
  await addFilter(page, 'Drop-down', 'city', 'City');
  await widget(page, 'City').getByTestId('controller-settings-open').click();
  // Nothing changed yet, nothing to save; shown on another filter's value, it must name that filter.
  await expect(settings.getByTestId('controller-settings-save')).toBeDisabled();
  await pick(page, settings.getByTestId('cs-visibility'), 'Show when another filter…');
  await settings.getByTestId('controller-settings-save').click();
  await expect(settings.getByRole('alert')).toHaveText('Other filter is required');
  await pick(page, settings.getByTestId('cs-visibility'), 'Always show');
  await expect(settings.getByRole('alert')).toHaveCount(0);
  await settings.getByTestId('cs-cascade-Country').click();
  await settings.getByTestId('cs-required').click();
  await settings.getByTestId('controller-settings-save').click();
  // The editor's preview applies the filters too: the charts wait for the required city.
  await expect(widget(page, 'By city').getByTestId('widget-waiting')).toBeVisible();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();

  // Saved as Datart keeps it: the cascade is a relation from Country to City; the range stays relative.
  const saved = await trpcQuery<{
    widgets: {
      id: string;
      config: { name: string; content: { config: Record<string, unknown> } };
      relations: { targetId: string; config: { type: string } }[];
    }[];
  }>('dashboard.byId', { id: boardId }, token);
  const named = (n: string) => saved.widgets.find((w) => w.config.name === n)!;
  expect(named('Country').relations.map((r) => [r.targetId, r.config.type])).toEqual([
    [named('City').id, 'controlToControlCascade'],
  ]);
  expect(named('City').config.content.config.required).toBe(true);
  expect(named('Period').config.content.config.controllerDate).toMatchObject({
    startTime: {
      relativeOrExact: 'relative',
      relativeValue: { amount: days - 1, unit: 'd', direction: '-' },
    },
  });

  // The viewer: every chart of the view waits for the required city.
  await page.getByTestId('board-close').click();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${boardId}$`));
  for (const name of ['By year', 'By city'])
    await expect(widget(page, name).getByTestId('widget-waiting')).toContainText('Choose a value for City', {
      timeout: 20_000,
    });
  await expect(widget(page, 'City').getByTestId('controller-required')).toBeVisible();

  // Cascade: with Germany chosen the city offers German cities only.
  await pick(page, widget(page, 'Country').getByTestId('controller-select'), 'Germany');
  await widget(page, 'City').getByTestId('controller-select').click();
  await expect(page.getByRole('option', { name: 'Munich', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'London', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Munich', exact: true }).click();
  const cities = widget(page, 'By city').getByTestId('chart-table');
  await expect(cities).toContainText('Munich');
  await expect(cities).not.toContainText('Berlin');
  await expect(widget(page, 'City').getByTestId('controller-required')).toHaveCount(0);

  // The period keeps 2024 only; a longer reach brings the earlier years back.
  // Charts draw when scrolled in.
  await widget(page, 'By year').scrollIntoViewIfNeeded();
  const years = widget(page, 'By year').getByTestId('chart-table');
  await expect(years).toContainText('2024');
  await expect(years).not.toContainText('2021');
  const amount = widget(page, 'Period').getByTestId('range-picker-amount');
  await amount.fill('5000');
  await amount.press('Enter');
  await widget(page, 'By year').scrollIntoViewIfNeeded();
  await expect(years).toContainText('2021');

  // Another country empties the city (its options changed), and the charts wait again.
  await pick(page, widget(page, 'Country').getByTestId('controller-select'), 'France');
  await expect(widget(page, 'By city').getByTestId('widget-waiting')).toContainText(
    'Choose a value for City',
  );

  // A public share of the board runs the same filters: cascade, required, relative period.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    token,
  );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareDashboard/${share.id}`);
  await expect(widget(anon, 'By city').getByTestId('widget-waiting')).toBeVisible({ timeout: 30_000 });
  await pick(anon, widget(anon, 'Country').getByTestId('controller-select'), 'Germany');
  await widget(anon, 'City').getByTestId('controller-select').click();
  await expect(anon.getByRole('option', { name: 'London', exact: true })).toHaveCount(0);
  await anon.getByRole('option', { name: 'Berlin', exact: true }).click();
  await expect(widget(anon, 'By city').getByTestId('chart-table')).toContainText('Berlin');
  await widget(anon, 'By year').scrollIntoViewIfNeeded();
  await expect(widget(anon, 'By year').getByTestId('chart-table')).toContainText('2024');
  await expect(widget(anon, 'By year').getByTestId('chart-table')).not.toContainText('2021');
  await visitor.close();
});
