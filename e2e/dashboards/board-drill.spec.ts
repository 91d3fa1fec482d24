import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dateLevel, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from './board-fixtures';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
/** The names of a chart's points, as its keyboard layer lists them (one button per bar). */
const pointNames = (chart: Locator) =>
  chart.getByTestId('chart-points').getByRole('button').allTextContents();

test('dashboards: a click on a bar drills a chart from year to month, Up goes back, and the keyboard drills the same way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Board drill org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const yearly = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId,
      name: 'Sales by date',
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
    token,
  );
  const board = await makeBoard(orgId, token, uniqueName('Drill board '), [
    chartWidget('Sales by date', yearly.id, { x: 0, y: 0, width: 12, height: 10 }),
  ]);

  await page.goto(`/vizs/dashboards/${board}`);
  const chart = widget(page, 'Sales by date');
  const points = chart.getByTestId('chart-points').getByRole('button');
  await expect(points.first()).toHaveText(/^\d{4}$/, { timeout: 20_000 });
  const years = await pointNames(chart);
  expect(years.length).toBeGreaterThan(0);

  // A pointer click on the canvas, on the middle of the first year's bar (where the chart placed it).
  const bar = points.first();
  const year = (await bar.textContent())!;
  const x = Number(await bar.getAttribute('data-x'));
  const y = Number(await bar.getAttribute('data-y'));
  await chart.locator('canvas').first().click({ position: { x, y } });
  await expect(chart.getByTestId('widget-drill-path')).toHaveText(year);
  // The months of that year only.
  await expect(points.first()).toHaveText(new RegExp(`^${year}-\\d{2}$`), { timeout: 20_000 });
  const months = await pointNames(chart);
  expect(months.every((m) => m.startsWith(`${year}-`))).toBe(true);

  // Up: the years again, and no drill bar.
  await chart.getByTestId('widget-drill-up').click();
  await expect(chart.getByTestId('widget-drill')).toHaveCount(0);
  await expect.poll(() => pointNames(chart)).toEqual(years);

  // The keyboard: a focused point shows itself, and Enter drills as the click did.
  const last = points.last();
  const lastYear = (await last.textContent())!;
  await last.focus();
  await expect(last).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(chart.getByTestId('widget-drill-path')).toHaveText(lastYear);
  await expect(points.first()).toHaveText(new RegExp(`^${lastYear}-\\d{2}$`), { timeout: 20_000 });
});
