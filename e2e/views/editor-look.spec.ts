import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { memberWithGrants } from '../support/members';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

const ENABLE = 1;
const editor = (page: Page) => page.getByTestId('sql-editor').locator('.cm-content');

/** Whether an element shows all of its text: nothing cut, in either direction. */
const fitsItsText = (el: Element) =>
  el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1;

/** Issue 35: the view editor, the workbench's filter chips, the Vizs section and the toasts, as seen. */
test('editor look: tables beside the SQL insert at the cursor; Ctrl+Enter closes the completion; the SQL error is monospaced; counts are grouped; toasts keep clear of titles', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Editor look org '));
  await trpcMutation('source.addDemo', { orgId: (await session(page)).orgId }, (await session(page)).token);

  await navLink(page, 'Views').click();
  await page.getByTestId('view-type-SQL').click();
  const browser = page.getByTestId('schema-browser');
  await expect(browser.getByTestId('schema-message')).toHaveText('Select a source to browse its tables.');
  await page.getByTestId('view-source-picker').click();
  await page.getByRole('option', { name: 'Demo data (e-commerce)', exact: true }).click();
  const orders = browser.locator('[data-testid="schema-table"][data-table="orders"]');
  await expect(orders).toBeVisible({ timeout: 20_000 });
  await expect(browser.locator('[data-testid="schema-table"][data-table="customers"]')).toBeVisible();

  // A click on a table, then on one of its columns, types their names where the cursor is.
  await editor(page).click();
  await page.keyboard.insertText('select count(*) from ');
  await orders.getByRole('button', { name: 'Insert orders at the cursor' }).click();
  await page.keyboard.insertText(' where ');
  await orders.getByRole('button', { name: 'Show the columns of orders' }).click();
  await orders
    .getByTestId('schema-column')
    .getByRole('button', { name: /^Insert amount/ })
    .click();
  await page.keyboard.insertText(' > 0');
  await expect(editor(page)).toHaveText('select count(*) from orders where amount > 0');
  // The search keeps the tables that have a matching column.
  await browser.getByTestId('schema-search').fill('review');
  await expect(browser.getByTestId('schema-table')).toHaveCount(1);
  await browser.getByTestId('schema-search').fill('');

  // Typing offers completions; Ctrl+Enter runs and the list closes. The error keeps the database's caret
  // under the column it points at: the message is monospaced.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('select * from ord');
  await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('run-error')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.cm-tooltip-autocomplete')).toHaveCount(0);
  const message = page.getByTestId('run-error-message');
  expect(await message.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);

  // 18,000 orders: the count says so with the locale's separator.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('select * from orders');
  await page.getByTestId('view-run-size').click();
  await page.getByRole('option', { name: '100,000 rows' }).click();
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('view-row-count')).toHaveText('18,000 rows', { timeout: 30_000 });

  // Saving: the toast appears at the bottom right, clear of the page's title. Its place is read in the page
  // the moment it shows (it closes after 1.5 s).
  await page.getByLabel('Name', { exact: true }).fill(uniqueName('All orders '));
  const placed = page.waitForFunction(() => {
    const el = Array.from(document.querySelectorAll('[data-sonner-toast]')).find((t) =>
      t.textContent?.includes('View created'),
    );
    const title = document.querySelector('[data-testid="view-title"]');
    if (!el || !title) return null;
    const box = el.getBoundingClientRect();
    return {
      right: box.right,
      bottom: box.bottom,
      top: box.top,
      titleBottom: title.getBoundingClientRect().bottom,
    };
  });
  await page.getByTestId('view-save').click();
  const box = (await (await placed).jsonValue())!;
  const viewport = page.viewportSize()!;
  expect(box.right).toBeGreaterThan(viewport.width - 40);
  expect(box.bottom).toBeGreaterThan(viewport.height - 40);
  expect(box.top).toBeGreaterThan(box.titleBottom);
});

test('editor look: a filter chip says its condition; the Vizs tabs and storyboard page names are not cut; an edit address the server refuses says 403', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Chips org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const filtered = (condition: object, field: object) => ({ ...field, filter: { condition } });
  const config = chartConfig('mingxi-table', [
    { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
    {
      key: 'filter',
      type: 'filter',
      rows: [
        filtered(
          { name: 'channel', type: 2, operator: 'IN', value: ['Online', 'Store'], visualType: 'STRING' },
          dim('channel'),
        ),
        filtered(
          { name: 'amount', type: 8, operator: 'GT', value: 100, visualType: 'NUMERIC' },
          dim('amount', 'NUMERIC'),
        ),
      ],
    },
  ]);
  const chartName = 'Sales by channel and country';
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId: admin.orgId, name: chartName, viewId, config },
    admin.token,
  );

  await page.goto(`/vizs/charts/${chart.id}/edit`);
  const filters = page.locator('[data-testid="data-section"][data-section="filter"]');
  await expect(filters.getByTestId('filter-condition')).toHaveText([
    'channel = Online, Store',
    'amount > 100',
  ]);

  // The Vizs tabs: each name on one line and whole.
  await page.goto('/vizs');
  const vizTab = page.getByTestId('vizs-tab-viz');
  await expect(vizTab).toHaveText('Charts & dashboards');
  expect(await vizTab.evaluate(fitsItsText)).toBe(true);
  expect(await page.getByTestId('vizs-tab-story').evaluate(fitsItsText)).toBe(true);

  // A storyboard page is named after its chart, in full.
  const story = await trpcMutation<{ id: string }>(
    'storyboard.create',
    { orgId: admin.orgId, name: uniqueName('Story ') },
    admin.token,
  );
  await trpcMutation(
    'storyboard.addPage',
    { storyboardId: story.id, relType: 'DATACHART', relId: chart.id },
    admin.token,
  );
  await page.goto(`/vizs/storyboards/${story.id}`);
  const pageName = page.getByTestId('story-page-item').getByTestId('story-page-name');
  await expect(pageName).toHaveText(chartName);
  expect(await pageName.evaluate(fitsItsText)).toBe(true);

  // A member whose grants reach no chart: the chart's edit address is refused as such (403), not "not found".
  const member = await memberWithGrants(admin, 'no-charts', [
    { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
  ]);
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, member.username, member.password);
  await other.goto(`/vizs/charts/${chart.id}/edit`);
  await expect(other.getByTestId('no-permission')).toContainText('403');
  await expect(other.getByText('You do not have permission to edit this chart')).toBeVisible();
  await expect(other.getByText('Page not found')).toHaveCount(0);
  // An id that does not exist is still "page not found".
  await other.goto(`/vizs/charts/${'0'.repeat(32)}/edit`);
  await expect(other.getByText('Page not found')).toBeVisible();
  await context.close();
});
