import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import {
  chartWidget,
  dropdownWidget,
  freeBoardConfig,
  makeBoard,
  queryButton,
  tabContainer,
} from './board-fixtures';

const widget = (page: Page | Locator, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

/** The widget ids each board data request asked for, in order. */
function recordDataRequests(page: Page): string[][] {
  const batches: string[][] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && /\/api\/v1\/viz\/dashboards\/[0-9a-f]{32}\/data$/.test(r.url())) {
      const body = r.postDataJSON() as { queries: { widgetId: string }[] };
      batches.push(body.queries.map((q) => q.widgetId));
    }
  });
  return batches;
}

async function twoViewsWithCharts(orgId: string, token: string) {
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const { viewId: otherViewId } = await ordersView(orgId, token, uniqueName('Orders again '));
  const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);
  const byCountry = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId, name: 'By country', viewId, config: table([dim('country'), sum('amount')]) },
    token,
  );
  const byChannel = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId, name: 'By channel', viewId: otherViewId, config: table([dim('channel'), sum('amount')]) },
    token,
  );
  return { viewId, byCountry: byCountry.id, byChannel: byChannel.id };
}

test('dashboards: with a query button a filter applies on Query only, re-queries only its charts, and Reset restores; widget frame settings save', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Board modes org '));
  const admin = await session(page);
  const { viewId, byCountry, byChannel } = await twoViewsWithCharts(admin.orgId, admin.token);
  const country = chartWidget('By country', byCountry, { x: 0, y: 0, width: 6, height: 8 });
  const channel = chartWidget('By channel', byChannel, { x: 6, y: 0, width: 6, height: 8 });
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Query board '), [
    country,
    channel,
    dropdownWidget('Country', viewId, 'country', { x: 0, y: 8, width: 4, height: 3 }),
    queryButton('Apply', { x: 4, y: 8, width: 2, height: 2 }),
    { id: crypto.randomUUID().replace(/-/g, ''), config: resetButtonConfig() },
  ]);

  const batches = recordDataRequests(page);
  await page.goto(`/vizs/dashboards/${boardId}`);
  const countries = widget(page, 'By country').getByTestId('chart-table');
  await expect(countries).toContainText('China', { timeout: 20_000 });
  await expect(widget(page, 'By channel').getByTestId('chart-table')).toContainText('Online');
  const opened = batches.length;

  // A change is a draft: nothing is asked, the table still shows every country.
  await widget(page, 'Country').getByTestId('controller-select').click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(page.getByTestId('board-query')).toHaveAttribute('data-pending', 'true');
  expect(batches.length).toBe(opened);
  await expect(countries).toContainText('China');

  // Query: one request, for the one chart on the filter's view only.
  await page.getByTestId('board-query').click();
  await expect(countries).not.toContainText('China');
  await expect(countries).toContainText('Germany');
  expect(batches.slice(opened)).toEqual([[country.id]]);

  // Reset: back to the saved (empty) value, every country again.
  await page.getByTestId('board-reset').click();
  await expect(countries).toContainText('China');
  expect(batches.slice(opened)).toEqual([[country.id], [country.id]]);

  // Frame settings in the editor: border and padding, saved in Datart's style groups.
  await page.getByTestId('dashboard-edit').click();
  await widget(page, 'By country').getByTestId('widget-settings-open').click();
  const dialog = page.getByTestId('widget-settings');
  await dialog.getByLabel('Border width (px)').fill('3');
  await dialog.getByLabel('Padding (px)').fill('12');
  await dialog.getByLabel('Border colour').fill('not a colour');
  await dialog.getByTestId('ws-save').click();
  await expect(dialog.getByText('Enter a colour like #f5f5f5, or leave it empty')).toBeVisible();
  await dialog.getByLabel('Border colour').fill('#ff0000');
  await dialog.getByTestId('ws-save').click();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  await page.getByTestId('board-close').click();
  const frame = widget(page, 'By country');
  await expect(frame).toHaveCSS('border-top-width', '3px');
  await expect(frame).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  await expect(frame).toHaveCSS('padding-top', '12px');
});

function resetButtonConfig() {
  const rect = { x: 6, y: 8, width: 2, height: 2 };
  return {
    version: '1.0.0-RC.0',
    name: 'Clear',
    type: 'button',
    originalType: 'resetBtn',
    rect,
    pRect: rect,
    mRect: null,
    children: [],
    customConfig: { props: [] },
    content: {},
  };
}

test('dashboards: a free 1920×1080 board in scaleWidth fits a 1280-wide window, in the viewer and its public share; a widget dragged in the editor snaps and saves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Free board org '));
  const admin = await session(page);
  const { byCountry } = await twoViewsWithCharts(admin.orgId, admin.token);
  const chart = chartWidget('By country', byCountry, { x: 960, y: 0, width: 960, height: 540 });
  const boardId = await makeBoard(
    admin.orgId,
    admin.token,
    uniqueName('Free board '),
    [chart],
    freeBoardConfig('scaleWidth'),
  );

  await page.goto(`/vizs/dashboards/${boardId}`);
  await expect(widget(page, 'By country').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  const canvas = (await page.getByTestId('free-canvas').boundingBox())!;
  const board = page.getByTestId('free-board');
  const box = (await board.boundingBox())!;
  const item = (await widget(page, 'By country').boundingBox())!;
  // The canvas is drawn at the window's width: the widget takes the right half, nothing scrolls sideways.
  expect(canvas.width).toBeLessThanOrEqual(box.width + 1);
  expect(canvas.width).toBeGreaterThan(box.width - 20);
  expect(canvas.height / canvas.width).toBeCloseTo(1080 / 1920, 2);
  expect(item.width / canvas.width).toBeCloseTo(0.5, 2);
  expect((item.x - canvas.x) / canvas.width).toBeCloseTo(0.5, 2);
  expect(await board.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Its public share draws the same free canvas (the board's layout travels with the share).
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    admin.token,
  );
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const anon = await visitor.newPage();
  await anon.goto(`/shareDashboard/${share.id}`);
  await expect(widget(anon, 'By country').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  const shared = (await anon.getByTestId('free-canvas').boundingBox())!;
  const sharedItem = (await widget(anon, 'By country').boundingBox())!;
  expect(shared.height / shared.width).toBeCloseTo(1080 / 1920, 2);
  expect(sharedItem.width / shared.width).toBeCloseTo(0.5, 2);
  await visitor.close();

  // The editor: drag the widget left and down; it lands on the 10 px grid, in canvas pixels.
  await page.getByTestId('dashboard-edit').click();
  await expect(page).toHaveURL(/\/edit$/);
  const target = widget(page.getByTestId('board-editor'), 'By country');
  await expect(target.getByTestId('chart-table')).toContainText('China');
  const from = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 60);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 100, from.y + 110, { steps: 12 });
  await page.mouse.up();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  const saved = await trpcQuery<{ widgets: { id: string; config: { rect: { x: number; y: number } } }[] }>(
    'dashboard.byId',
    { id: boardId },
    admin.token,
  );
  const rect = saved.widgets.find((w) => w.id === chart.id)!.config.rect;
  expect(rect.x).toBeLessThan(960);
  expect(rect.y).toBeGreaterThan(0);
  expect(rect.x % 10).toBe(0);
  expect(rect.y % 10).toBe(0);
});

test('dashboards: a tab container shows one chart per tab', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Tabs org '));
  const admin = await session(page);
  const { byCountry, byChannel } = await twoViewsWithCharts(admin.orgId, admin.token);
  const country = chartWidget('By country', byCountry, { x: 0, y: 0, width: 6, height: 6 });
  const channel = chartWidget('By channel', byChannel, { x: 0, y: 0, width: 6, height: 6 });
  const tabs = tabContainer('Breakdowns', { x: 0, y: 0, width: 12, height: 10 }, [
    { name: 'Countries', childId: country.id },
    { name: 'Channels', childId: channel.id },
  ]);
  const parent = { ...tabs.config, children: [country.id, channel.id] };
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Tab board '), [
    { id: tabs.id, config: parent },
    { ...country, config: { ...country.config, parentId: tabs.id } },
    { ...channel, config: { ...channel.config, parentId: tabs.id } },
  ]);

  await page.goto(`/vizs/dashboards/${boardId}`);
  const container = widget(page, 'Breakdowns').getByTestId('tab-container');
  await expect(container.getByTestId('chart-table')).toContainText('China', { timeout: 20_000 });
  await expect(widget(page, 'By channel')).toHaveCount(0);
  await container.getByRole('tab', { name: 'Channels' }).click();
  await expect(widget(page, 'By channel').getByTestId('chart-table')).toContainText('Online');
  await expect(widget(page, 'By country')).toHaveCount(0);
});
