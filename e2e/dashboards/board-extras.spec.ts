import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard, textWidget } from './board-fixtures';

const widget = (page: Page | Locator, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

/** Board data requests (one per batch), to see auto refresh re-query the board. */
function dataRequests(page: Page): string[][] {
  const batches: string[][] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && /\/api\/v1\/viz\/dashboards\/[0-9a-f]{32}\/data$/.test(r.url()))
      batches.push((r.postDataJSON() as { queries: { widgetId: string }[] }).queries.map((q) => q.widgetId));
  });
  return batches;
}

type Saved = {
  config: { jsonConfig?: { props?: { key: string; rows: { key: string; value: unknown }[] }[] } };
  widgets: {
    id: string;
    parentId: string | null;
    datachartId: string | null;
    config: {
      name: string;
      type: string;
      originalType: string;
      children?: string[];
      parentId?: string;
      content: Record<string, unknown>;
    };
  }[];
};

test('dashboards: an owned chart built in the workbench, a carousel, a group and board auto refresh save and reload in place; view detail from a chart’s point menu', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Board extras org '));
  const admin = await session(page);
  const viewName = uniqueName('Orders ');
  const { viewId } = await ordersView(admin.orgId, admin.token, viewName);
  const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);
  const byCountry = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId: admin.orgId, name: 'By country', viewId, config: table([dim('country'), sum('amount')]) },
    admin.token,
  );
  const byChannel = await trpcMutation<{ id: string }>(
    'datachart.create',
    { orgId: admin.orgId, name: 'By channel', viewId, config: table([dim('channel'), sum('amount')]) },
    admin.token,
  );
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Extras board '), [
    chartWidget('By country', byCountry.id, { x: 0, y: 0, width: 6, height: 8 }),
    chartWidget('By channel', byChannel.id, { x: 6, y: 0, width: 6, height: 8 }),
    textWidget('Note one', 'First note', 8),
    textWidget('Note two', 'Second note', 11),
  ]);

  await page.goto(`/vizs/dashboards/${boardId}/edit`);
  await expect(widget(page, 'By country')).toBeVisible({ timeout: 20_000 });

  // 1. A chart of the board's own, built in the chart workbench over the editor.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-ownedChart').click();
  const bench = page.getByTestId('owned-chart-dialog');
  await bench.getByTestId('workbench-view-picker').click();
  await page.getByRole('option', { name: viewName }).click();
  await bench.getByTestId('chart-type-mingxi-table').click();
  for (const name of ['country', 'quantity']) {
    await bench.locator(`[data-testid="field-item"][data-field="${name}"]`).getByTestId('field-add').click();
    await page.getByRole('menuitem', { name: 'Columns' }).click();
  }
  await expect(bench.getByTestId('chart-preview').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  await bench.getByTestId('workbench-save').click();
  await expect(bench).toBeHidden();
  await expect(widget(page, 'Own chart')).toBeVisible();
  // Drawn at once, before the board is saved (queried on its view, under the editor's rules).
  await widget(page, 'Own chart').scrollIntoViewIfNeeded();
  await expect(widget(page, 'Own chart').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  // Editing it opens the workbench again on its view and fields.
  await widget(page, 'Own chart').getByTestId('owned-chart-edit').click();
  await expect(bench.locator('[data-testid="section-field"][data-field="quantity"]')).toBeVisible();
  await bench.getByTestId('workbench-close').click();
  await expect(bench).toBeHidden();

  // 2. A carousel of the two notes.
  await page.getByTestId('board-add').click();
  await page.getByTestId('board-add-carousel').click();
  const carouselDialog = page.getByTestId('carousel-dialog');
  await carouselDialog.getByLabel('Name').fill('Rotating notes');
  await carouselDialog.getByLabel('Dwell time (seconds)').fill('3');
  await carouselDialog.getByRole('checkbox', { name: 'Note one' }).click();
  await carouselDialog.getByRole('checkbox', { name: 'Note two' }).click();
  await carouselDialog.getByTestId('carousel-save').click();
  const carousel = widget(page, 'Rotating notes').getByTestId('carousel');
  const notes = ['First note', 'Second note'];
  // Under the pointer it holds still; Next shows the other note.
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-playing', 'false');
  const shown = Number(await carousel.getAttribute('data-index'));
  await expect(carousel).toContainText(notes[shown]!);
  await carousel.getByTestId('carousel-next').click();
  await expect(carousel).toContainText(notes[1 - shown]!);

  // 3. The two charts grouped.
  await page.getByTestId('board-group').click();
  const groupDialog = page.getByTestId('group-dialog');
  await expect(groupDialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  // One widget alone is no group: refused under the list.
  await groupDialog.getByRole('checkbox', { name: 'By country' }).click();
  await groupDialog.getByTestId('group-save').click();
  await expect(groupDialog.getByRole('alert')).toHaveText('Widgets: pick at least 2');
  await groupDialog.getByRole('checkbox', { name: 'By channel' }).click();
  await expect(groupDialog.getByRole('alert')).toHaveCount(0);
  await groupDialog.getByTestId('group-save').click();
  const group = page.locator('[data-testid="board-group"][data-group="Group"]');
  await expect(widget(group, 'By country')).toBeVisible();
  await expect(widget(group, 'By channel')).toBeVisible();

  // 4. The board refreshes itself every 5 seconds.
  await page.getByTestId('board-settings').click();
  const settings = page.getByTestId('board-settings-dialog');
  await settings.getByTestId('board-refresh-on').click();
  await settings.getByLabel('Refresh every (seconds)').fill('5');
  await settings.getByTestId('board-settings-save').click();

  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();

  // Saved in Datart's shapes.
  const saved = await trpcQuery<Saved>('dashboard.byId', { id: boardId }, admin.token);
  const byName = (n: string) => saved.widgets.find((w) => w.config.name === n)!;
  const owned = byName('Own chart');
  expect(owned.datachartId).toBeNull();
  expect(owned.config.originalType).toBe('ownedChart');
  expect(owned.config.content).toMatchObject({ type: 'widgetChart', dataChart: { viewId } });
  const carouselRow = byName('Rotating notes');
  expect(carouselRow.config).toMatchObject({ type: 'container', originalType: 'carousel' });
  for (const n of ['Note one', 'Note two']) expect(byName(n).parentId).toBe(carouselRow.id);
  const groupRow = byName('Group');
  expect(groupRow.config).toMatchObject({ type: 'group', originalType: 'group' });
  expect(groupRow.config.children?.sort()).toEqual([byName('By country').id, byName('By channel').id].sort());
  for (const n of ['By country', 'By channel']) expect(byName(n).parentId).toBe(groupRow.id);
  const loop = saved.config.jsonConfig?.props?.find((p) => p.key === 'loopFetchGroup');
  expect(loop?.rows).toEqual(
    expect.arrayContaining([
      { key: 'enable', value: true },
      { key: 'interval', value: 5 },
    ]),
  );

  // Reload the editor: everything is where it was.
  await page.reload();
  await expect(widget(page, 'Own chart')).toBeVisible({ timeout: 20_000 });
  await expect(widget(page, 'Rotating notes').getByTestId('carousel')).toContainText(
    /First note|Second note/,
  );
  await expect(widget(group, 'By country')).toBeVisible();
  await expect(widget(group, 'By channel')).toBeVisible();

  // The viewer: the owned chart draws its rows, the board refreshes itself.
  const batches = dataRequests(page);
  await page.goto(`/vizs/dashboards/${boardId}`);
  // A new widget takes the first free spot, here below the fold: charts there draw once scrolled to.
  await widget(page, 'Own chart').scrollIntoViewIfNeeded();
  await expect(widget(page, 'Own chart').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  await expect(widget(group, 'By country').getByTestId('chart-table')).toContainText('Germany');
  const opened = batches.length;
  await expect.poll(() => batches.length, { timeout: 20_000 }).toBeGreaterThan(opened);
  expect(batches.at(-1)).toEqual(
    expect.arrayContaining([owned.id, byName('By country').id, byName('By channel').id]),
  );

  // The carousel holds while hovered and is driven from the keyboard.
  const rotating = widget(page, 'Rotating notes').getByTestId('carousel');
  await rotating.getByTestId('carousel-toggle').focus();
  await expect(rotating).toHaveAttribute('data-playing', 'false');
  const before = await rotating.getAttribute('data-index');
  await page.keyboard.press('ArrowRight');
  await expect(rotating).not.toHaveAttribute('data-index', before!);

  // View detail from the point menu: the rows behind one country, under the reader's rules.
  await widget(group, 'By country').getByTestId('widget-detail-open').click();
  await page.getByTestId('widget-detail-point').filter({ hasText: 'country = Germany' }).click();
  const detail = page.getByTestId('view-data-dialog');
  await expect(detail.getByTestId('view-data-scope')).toContainText('country = Germany');
  await expect(detail).toContainText('Germany', { timeout: 20_000 });
  await expect(detail).not.toContainText('China');
});
