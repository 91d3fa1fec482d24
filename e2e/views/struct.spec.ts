import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login, toast } from '../support/ui';

async function pick(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Drags with the pointer (dnd-kit needs a few moves past its 4px activation distance). */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('views: STRUCT view built in the UI (table, columns, inner join), run, arrange the model, save, reopen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const viewName = uniqueName('Orders by country ');
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Struct org '));
  const admin = await session(page);
  await trpcMutation('source.addDemo', { orgId: admin.orgId }, admin.token);

  await navLink(page, 'Views').click();
  await page.getByTestId('view-type-STRUCT').click();
  await pick(page, page.getByTestId('view-source-picker'), 'Demo data (e-commerce)');

  // orders (database main): three columns.
  await pick(page, page.getByTestId('struct-table'), 'main.orders');
  // The default "All columns" runs as it is.
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('preview-row').first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('struct-builder').getByText('All columns').first().click();
  for (const col of ['order_id', 'order_date', 'amount'])
    await page.getByTestId(`struct-main-col-${col}`).click();

  // INNER JOIN customers ON orders.customer_id = customers.customer_id, picking country.
  await page.getByTestId('struct-add-join').click();
  const join = page.getByTestId('struct-join');
  await pick(page, join.getByLabel('Join type'), 'Inner join');
  await pick(page, page.getByTestId('struct-join-table-0'), 'main.customers');
  await pick(page, join.getByLabel('Left column'), 'orders.customer_id');
  await pick(page, join.getByLabel('Right column'), 'customers.customer_id');
  await join.getByText('All columns').click();
  await page.getByTestId('struct-join-0-col-country').click();

  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('preview-row').first()).toBeVisible({ timeout: 30_000 });
  // Each header shows the column's name and its type.
  const headers = page.getByTestId('preview-table').getByRole('columnheader');
  const names = [/^orders\.order_id/, /^orders\.order_date/, /^orders\.amount/, /^customers\.country/];
  await expect(headers).toHaveText(names);
  await expect(page.getByTestId('preview-row').first().getByRole('cell').last()).not.toBeEmpty();

  // The model: drag customers.country before orders.order_id.
  await page.getByTestId('tab-model').click();
  const columns = page.getByTestId('model-root').getByTestId('model-column');
  await expect(columns).toHaveCount(4);
  const column = (name: string) =>
    page.getByTestId('model-column').and(page.locator(`[data-name="${name}"]`));
  await drag(page, column('customers.country').getByLabel(/^Drag/), column('orders.order_id'));
  const order = ['customers.country', 'orders.order_id', 'orders.order_date', 'orders.amount'];
  await expect
    .poll(() => columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))))
    .toEqual(order);

  await page.getByLabel('Name', { exact: true }).fill(viewName);
  await page.getByTestId('view-save').click();
  await expect(toast(page, 'View created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/[0-9a-f]{32}$/);

  // Reopened: the builder, the result and the model order are kept.
  await page.reload();
  await expect(page.getByTestId('struct-table')).toHaveText('main.orders');
  await expect(page.getByTestId('struct-join-table-0')).toHaveText('main.customers');
  await expect(page.getByTestId('struct-join').getByLabel('Join type')).toHaveText('Inner join');
  await expect(page.getByTestId('struct-main-col-amount').getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('struct-main-col-status').getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('struct-join-0-col-country').getByRole('checkbox')).toBeChecked();
  await page.getByTestId('tab-model').click();
  await expect
    .poll(() => columns.evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))))
    .toEqual(order);
  await expect(page.getByTestId('view-dirty')).toHaveCount(0);
  await page.getByTestId('tab-script').click();
  await page.getByTestId('view-run').click();
  await expect(headers).toHaveText(names, { timeout: 30_000 });
});
