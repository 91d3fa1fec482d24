import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from './board-fixtures';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
/** Table text with its whitespace collapsed, as toHaveText compares it. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A table's rows, sorted: a GROUP BY without ORDER BY may return them in any order. */
const rowsOf = async (table: Locator) => (await table.getByRole('row').allTextContents()).map(norm).sort();
const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);

test('dashboards: a click on a linked chart filters the others and Clear all restores them; a jump opens another board, or a chart, filtered by the clicked value', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Interactions org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = async (name: string, rows: object[]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId, name, viewId, config: table(rows) },
        token,
      )
    ).id;
  const byCountry = await chart('By country', [dim('country'), sum('amount')]);
  const byChannel = await chart('By channel', [dim('channel'), sum('amount')]);

  const targetName = uniqueName('Channel detail ');
  const target = await makeBoard(orgId, token, targetName, [
    chartWidget('Channel orders', byChannel, { x: 0, y: 0, width: 12, height: 8 }),
  ]);
  const source = await makeBoard(orgId, token, uniqueName('Linked board '), [
    chartWidget('By country', byCountry, { x: 0, y: 0, width: 6, height: 8 }),
    chartWidget('By channel', byChannel, { x: 6, y: 0, width: 6, height: 8 }),
  ]);

  // The editor: linkage on "By country", a jump from "By channel" to the detail board.
  await page.goto(`/vizs/dashboards/${source}/edit`);
  await widget(page, 'By country').getByTestId('widget-interactions-open').click();
  const dialog = page.getByTestId('widget-interactions');
  await dialog.getByTestId('wi-linkage').click();
  await dialog.getByTestId('wi-save').click();
  await widget(page, 'By channel').getByTestId('widget-interactions-open').click();
  await dialog.getByTestId('wi-jump').click();
  await page.getByRole('option', { name: 'Another dashboard' }).click();
  await dialog.getByTestId('wi-save').click();
  await expect(dialog.getByText('Pick the dashboard to open')).toBeVisible();
  await expect(dialog.getByText('Pick the field whose value is passed')).toBeVisible();
  await dialog.getByTestId('wi-target').click();
  await page.getByRole('option', { name: targetName }).click();
  await dialog.getByTestId('wi-field').click();
  await page.getByRole('option', { name: 'channel', exact: true }).click();
  await dialog.getByTestId('wi-save').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();

  await page.goto(`/vizs/dashboards/${source}`);
  const countries = widget(page, 'By country').getByTestId('chart-table');
  const channels = widget(page, 'By channel').getByTestId('chart-table');
  await expect(countries).toContainText('Germany', { timeout: 20_000 });
  await expect(channels).toContainText('Online');
  const everyCountry = await rowsOf(channels);

  // Linkage: Germany's row narrows the channel chart (same view) to Germany's orders.
  await countries.getByText('Germany', { exact: true }).click();
  await expect(page.getByTestId('board-linkage')).toContainText('By country');
  await expect.poll(() => rowsOf(channels)).not.toEqual(everyCountry);
  expect((await rowsOf(channels)).join(' ')).toContain('Online');
  // The source itself is not filtered.
  await expect(countries).toContainText('China');

  await page.getByTestId('board-clear-linkage').click();
  await expect(page.getByTestId('board-linkage')).toHaveCount(0);
  await expect.poll(() => rowsOf(channels)).toEqual(everyCountry);

  // Jump: a click on a channel opens the detail board with that channel as a filter.
  await channels.getByText('Online', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${target}\\?channel=Online$`));
  const detail = widget(page, 'Channel orders').getByTestId('chart-table');
  await expect(detail).toContainText('Online', { timeout: 20_000 });
  await expect(detail).not.toContainText('Mobile App');

  // A jump to a chart: the chart page applies the clicked value as a filter by name, and says so.
  await page.goto(`/vizs/dashboards/${target}/edit`);
  await widget(page, 'Channel orders').getByTestId('widget-interactions-open').click();
  await dialog.getByTestId('wi-jump').click();
  await page.getByRole('option', { name: 'A chart' }).click();
  await dialog.getByTestId('wi-target').click();
  await page.getByRole('option', { name: 'By country' }).click();
  await dialog.getByTestId('wi-field').click();
  await page.getByRole('option', { name: 'channel', exact: true }).click();
  await dialog.getByTestId('wi-save').click();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  await page.goto(`/vizs/dashboards/${target}`);
  const channelRows = widget(page, 'Channel orders').getByTestId('chart-table');
  await channelRows.getByText('Mobile App', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vizs/charts/${byCountry}\\?channel=Mobile(\\+|%20)App$`));
  await expect(page.getByTestId('chart-link-filters')).toContainText('channel = Mobile App');
  const filtered = page.getByTestId('chart-table');
  await expect(filtered).toContainText('Germany', { timeout: 20_000 });
  const mobileOnly = await rowsOf(filtered);
  await page.getByTestId('chart-link-filters').getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByTestId('chart-link-filters')).toHaveCount(0);
  await expect.poll(() => rowsOf(filtered)).not.toEqual(mobileOnly);
});
