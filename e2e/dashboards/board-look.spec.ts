import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from './board-fixtures';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
const box = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!;

/** An organisation with the orders view, a table "By country" and a pie "By channel" on it. */
async function setUp(page: Page, org: string) {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName(org));
  const { orgId, token } = await session(page);
  const viewName = uniqueName('Orders view ');
  const { viewId } = await ordersView(orgId, token, viewName);
  const chart = async (name: string, config: object) =>
    (await trpcMutation<{ id: string }>('datachart.create', { orgId, name, viewId, config }, token)).id;
  const byCountry = await chart(
    'By country',
    chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] }]),
  );
  const byChannel = await chart(
    'By channel',
    chartConfig('pie-chart', [
      { key: 'dimension', type: 'group', rows: [dim('channel')] },
      { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
    ]),
  );
  return { orgId, token, viewId, viewName, byCountry, byChannel };
}

/** Names a new dashboard in the tree's dialog, on the layout given, and answers its id once the editor opens. */
async function newBoard(page: Page, name: string, layout: 'Auto' | 'Free'): Promise<string> {
  await page.goto('/vizs');
  await page.getByTestId('viz-new-menu').click();
  await page.getByTestId('new-dashboard').click();
  const dialog = page.getByTestId('new-viz-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: layout }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vizs\/dashboards\/[0-9a-f]{32}\/edit$/);
  return /dashboards\/([0-9a-f]{32})\/edit/.exec(page.url())![1]!;
}

/** Issue 35, items 9, 11a, 11e, 12c, 12e and 12f: the board editor as a person sees it. */
test('board look, editor: a board is made free or auto; Add a chart shows each chart type; new charts fill the grid across; Add a filter names the view; Interactions has its title clear of Close and asks where a jump opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { token, viewName } = await setUp(page, 'Board editor look ');

  // Free: the new-dashboard dialog offers Datart's two layouts, and the board opens on the one picked.
  const freeId = await newBoard(page, uniqueName('Free board '), 'Free');
  const addText = async () => {
    await page.getByTestId('board-add').click();
    await page.getByTestId('board-add-richText').click();
    await page.getByTestId('add-media-dialog').getByLabel('Text').fill('A note');
    await page.getByTestId('add-media-dialog').getByTestId('add-widget-submit').click();
    await expect(widget(page, 'Text')).toBeVisible();
  };
  await addText();
  await expect(page.getByTestId('dashboard-board')).toHaveAttribute('data-layout', 'free');
  const free = await trpcQuery<{ config: { type?: string } }>('dashboard.byId', { id: freeId }, token);
  expect(free.config.type).toBe('free');

  const boardId = await newBoard(page, uniqueName('Auto board '), 'Auto');
  await addText();
  await expect(page.getByTestId('dashboard-board')).toHaveAttribute('data-layout', 'auto');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(widget(page, 'Text')).toHaveCount(0);

  // Each chart of "Add a chart" shows its own type's icon: a table and a pie.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-chart').click();
  const picker = page.getByTestId('add-chart-dialog');
  const iconOf = (name: string) => picker.getByRole('button', { name }).locator('[data-chart-icon]');
  await expect(iconOf('By country')).toHaveAttribute('data-chart-icon', 'table');
  await expect(iconOf('By channel')).toHaveAttribute('data-chart-icon', 'pie');
  await picker.getByRole('button', { name: 'By country' }).click();
  await expect(widget(page, 'By country')).toBeVisible();

  // The second chart goes beside the first (the grid's right half), not under it.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-chart').click();
  await picker.getByRole('button', { name: 'By channel' }).click();
  await expect(widget(page, 'By channel')).toBeVisible();
  const first = await box(widget(page, 'By country'));
  const second = await box(widget(page, 'By channel'));
  expect(Math.abs(second.y - first.y)).toBeLessThan(2);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);

  // "Add a filter" names the view of the charts just added, never its id.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-filter').click();
  const filter = page.getByTestId('add-filter-dialog');
  await expect(filter.locator('#filter-view')).toHaveText(viewName);
  await expect(filter.locator('#filter-view')).not.toHaveText(/[0-9a-f]{32}/);
  await filter.getByRole('button', { name: 'Cancel' }).click();

  // Interactions: the title stays left of the close button; a jump can open in a new tab.
  await widget(page, 'By channel').getByTestId('widget-interactions-open').click();
  const dialog = page.getByTestId('widget-interactions');
  const title = await box(dialog.getByRole('heading'));
  const close = await box(dialog.getByRole('button', { name: 'Close' }));
  expect(title.x + title.width).toBeLessThanOrEqual(close.x);
  await dialog.getByTestId('wi-jump').click();
  await page.getByRole('option', { name: 'A chart' }).click();
  await expect(dialog.getByTestId('wi-open')).toHaveText('This tab');
  await dialog.getByTestId('wi-open').click();
  await page.getByRole('option', { name: 'A new tab' }).click();
  await dialog.getByTestId('wi-target').click();
  await page.getByRole('option', { name: 'By country' }).click();
  await dialog.getByTestId('wi-field').click();
  await page.getByRole('option', { name: 'channel', exact: true }).click();
  await dialog.getByTestId('wi-save').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  // Stored in Datart's words for how a drill-through opens.
  const saved = await trpcQuery<{
    widgets: { config: { name: string; jumpConfig?: { action?: string } } }[];
  }>('dashboard.byId', { id: boardId }, token);
  expect(saved.widgets.find((w) => w.config.name === 'By channel')?.config.jumpConfig?.action).toBe('modal');
});

/** Issue 35, items 8, 11b and 11e: the board as a reader sees it, and its jumps on a share page. */
test('board look, viewer: a chart full screen fills its dialog; Refresh queries again; the board goes full screen and back; jumps open in a new tab or this one, with a way back, on the board and on a share page', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const { orgId, token, viewId, byCountry, byChannel } = await setUp(page, 'Board viewer look ');
  // A chart is on a board once: the second jump source is a chart of its own.
  const countries = (
    await trpcMutation<{ id: string }>(
      'datachart.create',
      {
        orgId,
        name: 'Countries',
        viewId,
        config: chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows: [dim('country')] }]),
      },
      token,
    )
  ).id;
  const targetName = uniqueName('Channel detail ');
  const target = await makeBoard(orgId, token, targetName, [
    chartWidget('Channel orders', byChannel, { x: 0, y: 0, width: 12, height: 8 }),
  ]);
  const jump = (action: 'redirect' | 'modal') => ({
    jumpConfig: {
      open: true,
      targetType: 'INTERNAL',
      action,
      queryName: '',
      field: { jumpFieldName: 'country' },
      target: { id: target, relId: target, relType: 'DASHBOARD' },
    },
  });
  const sourceName = uniqueName('Source board ');
  const source = await makeBoard(orgId, token, sourceName, [
    chartWidget('Same tab', byCountry, { x: 0, y: 0, width: 6, height: 8 }, jump('redirect')),
    chartWidget('New tab', countries, { x: 6, y: 0, width: 6, height: 8 }, jump('modal')),
  ]);

  // Full screen of one chart: the chart takes the dialog's height under its title, not its lower half.
  await page.goto(`/vizs/dashboards/${target}`);
  const pie = widget(page, 'Channel orders');
  await expect(pie.locator('[data-chart-surface]')).toBeVisible({ timeout: 20_000 });
  await pie.hover();
  await pie.getByRole('button', { name: 'Show Channel orders full screen' }).click();
  const full = page.getByTestId('widget-full-screen');
  const surface = full.locator('[data-chart-surface]');
  await expect(surface).toBeVisible();
  const dialogBox = await box(full);
  const titleBox = await box(full.locator('h2'));
  const chartBox = await box(surface);
  expect(chartBox.y - (titleBox.y + titleBox.height)).toBeLessThan(40);
  expect(chartBox.height).toBeGreaterThan(dialogBox.height * 0.7);
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);

  // Refresh: every chart of the board is queried again.
  const again = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes(`/api/v1/viz/dashboards/${target}/data`),
  );
  await page.getByTestId('dashboard-refresh').click();
  const body = (await again).postDataJSON() as { queries: { widgetId: string }[] };
  expect(body.queries).toHaveLength(1);

  // Full screen: the board alone over the whole window, Refresh still at hand, and back.
  await page.getByTestId('dashboard-present').click();
  const stage = page.getByTestId('dashboard-stage');
  await expect(stage).toHaveAttribute('data-presenting', 'true');
  const viewport = page.viewportSize()!;
  const staged = await box(stage);
  expect(staged.width).toBeGreaterThanOrEqual(viewport.width - 1);
  expect(staged.height).toBeGreaterThanOrEqual(viewport.height - 1);
  // What shows at the top left corner is the board, not the page's header.
  const onTop = () =>
    page.evaluate(() => Boolean(document.elementFromPoint(8, 8)?.closest('[data-testid="dashboard-stage"]')));
  expect(await onTop()).toBe(true);
  await expect(stage.getByTestId('dashboard-refresh')).toBeVisible();
  await stage.getByTestId('dashboard-exit-present').click();
  await expect(stage).toHaveAttribute('data-presenting', 'false');
  expect(await onTop()).toBe(false);

  // A jump set to open in a new tab: the target opens there, filtered; this board stays.
  await page.goto(`/vizs/dashboards/${source}`);
  const newTab = widget(page, 'New tab').getByTestId('chart-table');
  await expect(newTab).toContainText('Germany', { timeout: 20_000 });
  const popup = context.waitForEvent('page');
  await newTab.getByText('Germany', { exact: true }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(new RegExp(`/vizs/dashboards/${target}\\?country=Germany$`));
  await opened.close();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${source}$`));

  // In this tab: the target says where the reader came from, and Back returns there.
  const sameTab = widget(page, 'Same tab').getByTestId('chart-table');
  await sameTab.getByText('France', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${target}\\?country=France$`));
  await expect(page.getByTestId('dashboard-title')).toHaveText(targetName);
  await page.getByTestId('dashboard-jump-back').click();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${source}$`));
  await expect(page.getByTestId('dashboard-title')).toHaveText(sourceName);

  // On a share page, the same jumps: a new tab, or this tab, both to the workspace's address.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: source, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    token,
  );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareDashboard/${share.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const sharedPopup = visitor.waitForEvent('page');
  await widget(anon, 'New tab').getByTestId('chart-table').getByText('Germany', { exact: true }).click();
  const sharedOpened = await sharedPopup;
  await sharedOpened.waitForLoadState();
  expect(sharedOpened.url()).toContain(`/vizs/dashboards/${target}`);
  await sharedOpened.close();
  await expect(anon).toHaveURL(new RegExp(`/shareDashboard/${share.id}$`));
  await widget(anon, 'Same tab').getByTestId('chart-table').getByText('France', { exact: true }).click();
  await expect(anon).not.toHaveURL(/\/shareDashboard\//);
  await visitor.close();
});
