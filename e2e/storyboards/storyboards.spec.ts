import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { expectAccessible } from '../support/a11y';

test('storyboards: create, add a chart, a board and a chart, reorder, set a transition, play with the keyboard, share publicly', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Stories org '));
  const admin = await session(page);
  const charts: Record<string, string> = {};
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  for (const [name, config] of [
    [
      'Channels',
      chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] }]),
    ],
    [
      'Countries',
      chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] }]),
    ],
  ] as const)
    charts[name] = (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId: admin.orgId, name, viewId, config },
        admin.token,
      )
    ).id;
  // A board showing the Channels chart, for a page between two charts.
  const board = await trpcMutation<{ id: string }>(
    'dashboard.create',
    { orgId: admin.orgId, name: 'Sales board', subType: 'auto' },
    admin.token,
  );
  await trpcMutation(
    'dashboard.save',
    {
      id: board.id,
      name: 'Sales board',
      widgetToCreate: [
        {
          id: crypto.randomUUID().replace(/-/g, ''),
          datachartId: charts.Channels,
          config: { name: 'Channels widget', type: 'chart', originalType: 'linkedChart' },
        },
      ],
    },
    admin.token,
  );

  await page.goto('/vizs');
  await page.getByTestId('vizs-tab-story').click();
  await page.getByTestId('story-new-menu').click();
  await page.getByTestId('new-storyboard').click();
  const storyName = uniqueName('Quarterly story ');
  await page.getByTestId('new-viz-dialog').getByLabel('Name').fill(storyName);
  await page.getByTestId('new-viz-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/vizs\/storyboards\/[0-9a-f]{32}$/);
  const storyId = /storyboards\/([0-9a-f]{32})/.exec(page.url())![1]!;
  await expect(page.getByTestId('story-title')).toHaveText(storyName);

  for (const name of ['Channels', 'Countries', 'Sales board']) {
    await page.getByTestId('story-add-page').click();
    await page.getByTestId('add-page-dialog').getByRole('button', { name }).click();
    await expect(toast(page, 'Page added').first()).toBeVisible();
  }
  const items = page.getByTestId('story-page-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAttribute('data-name', 'Channels');
  // The "Page added" toasts sit above the list (and stay while the pointer is over them): let them go.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  // Reorder to chart, board, chart: Countries first, the board second.
  await page.getByRole('button', { name: 'Move Countries up' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-name', 'Countries');
  await page.getByRole('button', { name: 'Move Sales board up' }).click();
  await expect(items.nth(1)).toHaveAttribute('data-name', 'Sales board');
  await expect(items.nth(2)).toHaveAttribute('data-name', 'Channels');
  // The selected page's transition.
  await items.nth(0).getByRole('button', { name: '1 Countries' }).click();
  await page.getByTestId('page-in').click();
  await page.getByRole('option', { name: 'Zoom' }).click();
  await expect(page.getByTestId('story-preview').getByTestId('chart-table')).toContainText('China', {
    timeout: 20_000,
  });
  // Each page shown in the editor gets a thumbnail made from the rendered page and stored by the server.
  await items.nth(1).getByRole('button', { name: '2 Sales board' }).click();
  await items.nth(2).getByRole('button', { name: '3 Channels' }).click();
  const thumbs = page.getByTestId('story-page-thumb');
  await expect(thumbs).toHaveCount(3, { timeout: 30_000 });
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toHaveAttribute(
      'src',
      new RegExp(`^/resources/image/storyboard/${storyId}/\\w+\\.png$`),
    );
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  }

  await expectAccessible(page, 'storyboard editor');

  // Play: keyboard navigation through the pages, Escape back to the editor.
  await page.getByTestId('story-play').click();
  const player = page.getByTestId('story-player');
  await expect(player).toHaveAttribute('data-page', '1');
  await expect(player.getByTestId('story-page')).toHaveAttribute('data-name', 'Countries');
  await page.keyboard.press('ArrowRight');
  await expect(player).toHaveAttribute('data-page', '2');
  await expect(player.getByTestId('story-page')).toHaveAttribute('data-name', 'Sales board');
  await expect(player.getByTestId('board-widget').getByTestId('chart-table')).toContainText('Online', {
    timeout: 20_000,
  });
  await page.keyboard.press('ArrowRight');
  await expect(player).toHaveAttribute('data-page', '3');
  await expect(player.getByTestId('story-page')).toHaveAttribute('data-name', 'Channels');
  await expect(player.getByTestId('story-page').getByTestId('chart-table')).toContainText('Online', {
    timeout: 20_000,
  });
  await page.keyboard.press('ArrowLeft');
  await expect(player).toHaveAttribute('data-page', '2');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/vizs/storyboards/${storyId}$`));

  // A public share of the storyboard plays for an anonymous visitor.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'STORYBOARD', vizId: storyId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    admin.token,
  );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareStoryPlayer/${share.id}`);
  await expect(anon.getByTestId('story-player')).toHaveAttribute('data-page', '1');
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expect(anon.getByTestId('story-page').getByTestId('chart-table')).toContainText('China');
  await anon.keyboard.press('ArrowRight');
  await expect(anon.getByTestId('story-page')).toHaveAttribute('data-name', 'Sales board');
  await expect(anon.getByTestId('board-widget').getByTestId('chart-table')).toContainText('Online', {
    timeout: 20_000,
  });
  await anon.keyboard.press('ArrowRight');
  await expect(anon.getByTestId('story-page')).toHaveAttribute('data-name', 'Channels');
  // URL parameters filter every page by field name, as on the chart and dashboard share pages.
  await anon.goto(`/shareStoryPlayer/${share.id}?channel=Marketplace`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await anon.keyboard.press('ArrowRight');
  const boardTable = anon.getByTestId('board-widget').getByTestId('chart-table');
  await expect(boardTable).toContainText('Marketplace', { timeout: 20_000 });
  await expect(boardTable).not.toContainText('Online');
  // View detail on a board page: the rows behind the chart, under the same filter; keys typed in the
  // dialog do not turn the page.
  await anon.getByTestId('board-widget').getByTestId('widget-detail-open').click();
  await anon.getByTestId('widget-detail-all').click();
  const rows = anon.getByTestId('view-data-dialog');
  await expect(rows.getByRole('row').nth(1)).toContainText('Marketplace', { timeout: 20_000 });
  await expect(rows).not.toContainText('Online');
  await anon.keyboard.press('ArrowRight');
  await expect(anon.getByTestId('story-page')).toHaveAttribute('data-name', 'Sales board');
  await rows.getByRole('button', { name: 'Close' }).click();
  await expect(rows).toBeHidden();
  await anon.keyboard.press('ArrowRight');
  const channels = anon.getByTestId('story-page').getByTestId('chart-table');
  await expect(channels).toContainText('Marketplace', { timeout: 20_000 });
  await expect(channels).not.toContainText('Online');
  await visitor.close();
});
