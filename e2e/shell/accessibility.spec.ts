import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { drawChartsAsSvg, expectAccessible } from '../support/a11y';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';

test('accessibility: the sign-in page, every workspace section and a public share have no serious or critical axe violations, light and dark', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await expect(page.getByLabel('Username or e-mail')).toBeVisible();
  await expectAccessible(page, '/login');

  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('A11y org '));
  const { orgId, token } = await session(page);
  // Empty sections first (their trees hold a message, not items), then with content.
  for (const path of ['/sources', '/views', '/vizs']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page, `${path} (empty)`);
  }
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId,
      name: 'Channels',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    token,
  );
  const pages = [
    '/',
    '/sources',
    '/views',
    '/vizs',
    '/members',
    '/members/roles',
    '/permissions',
    '/settings',
    '/settings/audit',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto(`/vizs/charts/${chart.id}`);
  await expect(page.getByTestId('chart-table')).toContainText('Online', { timeout: 20_000 });
  await expectAccessible(page, 'chart page');

  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'NONE' },
    token,
  );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareChart/${share.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expectAccessible(anon, 'chart share');
  await visitor.close();
});

/** Issue 35: the chart screens with their charts' texts (drawn as SVG, see `drawChartsAsSvg`), light and dark. */
test('accessibility: the workbench, a board, its share page and the storyboard player, charts included, light and dark', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await drawChartsAsSvg(page);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('A11y charts org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const types = [
    ['Columns', 'cluster-column-chart', 'dimension', 'metrics'],
    ['Lines', 'line-chart', 'dimension', 'metrics'],
    ['Pie', 'pie-chart', 'dimension', 'metrics'],
  ] as const;
  const charts: string[] = [];
  for (const [name, type, dims, metrics] of types)
    charts.push(
      (
        await trpcMutation<{ id: string }>(
          'datachart.create',
          {
            orgId,
            name,
            viewId,
            config: chartConfig(type, [
              { key: dims, type: 'group', rows: [dim('channel')] },
              { key: metrics, type: 'aggregate', rows: [sum('amount')] },
            ]),
          },
          token,
        )
      ).id,
    );
  const board = await makeBoard(
    orgId,
    token,
    uniqueName('Charts board '),
    charts.map((id, i) =>
      chartWidget(types[i]![0], id, { x: (i % 2) * 6, y: Math.floor(i / 2) * 8, width: 6, height: 8 }),
    ),
  );
  const surfaces = page.locator('[data-chart-surface] svg text');

  // The workbench.
  await page.goto(`/vizs/charts/${charts[0]!}/edit`);
  await expect(surfaces.first()).toBeAttached({ timeout: 30_000 });
  await expectAccessible(page, 'workbench');

  // The board.
  await page.goto(`/vizs/dashboards/${board}`);
  await expect(page.getByTestId('board-widget')).toHaveCount(3);
  for (const w of await page.getByTestId('board-widget').all()) {
    await w.scrollIntoViewIfNeeded();
    await expect(w.locator('[data-chart-surface] svg text').first()).toBeAttached({ timeout: 30_000 });
  }
  await expectAccessible(page, 'board');

  // The storyboard player, with the board as its page.
  const story = await trpcMutation<{ id: string }>(
    'storyboard.create',
    { orgId, name: uniqueName('Story ') },
    token,
  );
  await trpcMutation(
    'storyboard.addPage',
    { storyboardId: story.id, relType: 'DASHBOARD', relId: board },
    token,
  );
  await page.goto(`/vizs/storyboards/${story.id}/play`);
  await expect(page.getByTestId('story-player')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('story-page').locator('[data-chart-surface] svg text').first()).toBeAttached({
    timeout: 30_000,
  });
  await expectAccessible(page, 'storyboard player');

  // The board's public share page.
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: board, authenticationMode: 'NONE' },
    token,
  );
  const visitor = await browser.newContext({ reducedMotion: 'reduce' });
  const anon = await visitor.newPage();
  await drawChartsAsSvg(anon);
  await anon.goto(`/shareDashboard/${share.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(anon.locator('[data-chart-surface] svg text').first()).toBeAttached();
  await expectAccessible(anon, 'board share');
  await visitor.close();
  await context.close();
});
