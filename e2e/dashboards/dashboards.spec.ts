import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { memberWithGrants } from '../support/members';
import { createOrgInUi, session } from '../support/orgs';
import { solidPng } from '../support/png';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { expectAccessible } from '../support/a11y';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

test('dashboards: build a board with two charts, a filter and text, save it in one call, filter it; a reader gets no Edit', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Boards org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  for (const [name, config] of [
    [
      'By country',
      chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] }]),
    ],
    [
      'By channel',
      chartConfig('pie-chart', [
        { key: 'dimension', type: 'group', rows: [dim('channel')] },
        { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
      ]),
    ],
  ] as const)
    await trpcMutation('datachart.create', { orgId: admin.orgId, name, viewId, config }, admin.token);

  // New dashboard from the tree: named, then the editor opens.
  const boardName = uniqueName('Sales board ');
  await page.goto('/vizs');
  await page.getByTestId('viz-new-menu').click();
  await page.getByTestId('new-dashboard').click();
  await page.getByTestId('new-viz-dialog').getByLabel('Name').fill(boardName);
  await page.getByTestId('new-viz-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vizs\/dashboards\/[0-9a-f]{32}\/edit$/);
  const boardId = /dashboards\/([0-9a-f]{32})\/edit/.exec(page.url())![1]!;

  for (const name of ['By country', 'By channel']) {
    await page.getByTestId('board-add').click();
    await page.getByTestId('board-add-chart').click();
    await page.getByTestId('add-chart-dialog').getByRole('button', { name }).click();
    await expect(widget(page, name)).toBeVisible();
  }
  // A chart is added once: it is no longer offered.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-chart').click();
  await expect(page.getByTestId('add-chart-dialog').getByRole('button', { name: 'By country' })).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');

  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-filter').click();
  const filter = page.getByTestId('add-filter-dialog');
  await filter.getByTestId('filter-field').click();
  await page.getByRole('option', { name: 'country', exact: true }).click();
  await filter.getByLabel('Name').fill('Country');
  await filter.getByTestId('add-widget-submit').click();
  await expect(widget(page, 'Country')).toBeVisible();

  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-richText').click();
  await page.getByTestId('add-media-dialog').getByLabel('Text').fill('Orders of every channel, by country.');
  await page.getByTestId('add-media-dialog').getByTestId('add-widget-submit').click();
  await expect(widget(page, 'Text').getByTestId('widget-text')).toHaveText(
    'Orders of every channel, by country.',
  );

  // Undo removes the text, redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(widget(page, 'Text')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(widget(page, 'Text')).toBeVisible();

  // An image widget showing a picture uploaded to the board.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-image').click();
  const media = page.getByTestId('add-media-dialog');
  await media.getByTestId('image-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 30, [200, 30, 30]),
  });
  await expect(media.getByTestId('image-picked')).toBeVisible();
  await media.getByTestId('add-widget-submit').click();
  const picture = widget(page, 'Image').locator('img');
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`^/resources/image/dashboard/${boardId}/\\w+\\.png$`),
  );
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  await expect(page.getByTestId('board-save')).toBeDisabled();
  const saved = await trpcQuery<{ version: number; widgets: { datachartId: string | null }[] }>(
    'dashboard.byId',
    { id: boardId },
    admin.token,
  );
  expect(saved.widgets).toHaveLength(5);
  expect(saved.widgets.filter((w) => w.datachartId)).toHaveLength(2);

  // The viewer: the filter narrows the charts of its view.
  await page.getByTestId('board-close').click();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${boardId}$`));
  const table = widget(page, 'By country').getByTestId('chart-table');
  await expect(table).toContainText('China', { timeout: 20_000 });
  await expect(widget(page, 'By channel').locator('canvas')).toBeVisible();
  await expectAccessible(page, 'dashboard viewer');
  await widget(page, 'Country').getByTestId('controller-select').click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(table).toContainText('Germany');
  await expect(table).not.toContainText('China');

  // A member with READ on the board sees it, once published (a draft is its editors', D-draft-1), without Edit.
  await trpcMutation('viz.publish', { id: boardId, vizType: 'DASHBOARD', publish: true }, admin.token);
  const member = await memberWithGrants(admin, 'boardreader', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardId, permission: 2 },
  ]);
  const context = await browser.newContext();
  const reader = await context.newPage();
  await login(reader, member.username, member.password);
  await reader.goto(`/vizs/dashboards/${boardId}`);
  await expect(reader.getByTestId('dashboard-title')).toHaveText(boardName);
  await expect(widget(reader, 'By country').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  await expect(reader.getByTestId('dashboard-edit')).toHaveCount(0);
  await expect(reader.getByTestId('dashboard-share')).toHaveCount(0);
  await context.close();

  // A public share of the board: the charts and the filter work for an anonymous visitor.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    admin.token,
  );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareDashboard/${share.id}`);
  await expect(anon.getByTestId('share-title')).toHaveText(boardName);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const shared = widget(anon, 'By country').getByTestId('chart-table');
  await expect(shared).toContainText('China');
  await widget(anon, 'Country').getByTestId('controller-select').click();
  await anon.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(shared).not.toContainText('China');
  // URL parameters filter by field name.
  await anon.goto(`/shareDashboard/${share.id}?country=France`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(widget(anon, 'By country').getByTestId('chart-table')).toContainText('France');
  await expect(widget(anon, 'By country').getByTestId('chart-table')).not.toContainText('China');
  await visitor.close();
});
