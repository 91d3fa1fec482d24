import type { Page } from '@playwright/test';
import { trpcMutation } from '../support/api';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, dropdownWidget, makeBoard } from '../dashboards/board-fixtures';

/** A board widget by its name. */
export const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

/** Picks a country in the board's Country dropdown, which sends the board's next query. */
export async function pickCountry(page: Page, country: string) {
  await widget(page, 'Country').getByTestId('controller-select').click();
  await page.getByRole('option', { name: country, exact: true }).click();
}

/**
 * A board with an orders table by country ("By country") and a Country dropdown on the same view, made
 * through the API in the signed-in admin's organisation: what the share journeys open as a visitor.
 */
export async function countryBoard(admin: { orgId: string; token: string }, boardName: string) {
  const { viewId } = await ordersView(admin.orgId, admin.token, `${boardName} orders`);
  const chart = await trpcMutation<{ id: string }>(
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
  const boardId = await makeBoard(admin.orgId, admin.token, boardName, [
    chartWidget('By country', chart.id, { x: 0, y: 0, width: 6, height: 6 }),
    dropdownWidget('Country', viewId, 'country', { x: 6, y: 0, width: 3, height: 1 }),
  ]);
  return { viewId, boardId };
}
