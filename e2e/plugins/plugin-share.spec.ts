import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { examplePlugin, uploadPlugin, widget } from './plugin-support';

const bars = (scope: ReturnType<Page['locator']>) =>
  scope.frameLocator('[data-testid="plugin-frame"]').locator('rect');
const unavailable = "This chart's plugin is not available: it may have been disabled or deleted.";

test('plugins: plugin charts draw on share pages (board, chart, story player); a disabled plugin says so everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Shared plugins org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const pluginId = await uploadPlugin(admin.orgId, admin.token, 'Bars', examplePlugin);
  const create = async (name: string, chartGraphId: string, datas: Parameters<typeof chartConfig>[1]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId: admin.orgId, name, viewId, config: chartConfig(chartGraphId, datas) },
        admin.token,
      )
    ).id;
  const barsChart = await create(uniqueName('Bars '), `plugin-${pluginId}`, [
    { key: 'dimension', type: 'group', rows: [dim('country')] },
    { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
  ]);
  const tableChart = await create(uniqueName('Table '), 'mingxi-table', [
    { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
  ]);
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Shared plugin board '), [
    chartWidget('Table', tableChart, { x: 0, y: 0, width: 6, height: 6 }),
    chartWidget('Bars', barsChart, { x: 6, y: 0, width: 6, height: 6 }),
  ]);
  const story = await trpcMutation<{ id: string }>(
    'storyboard.create',
    { orgId: admin.orgId, name: uniqueName('Plugin story ') },
    admin.token,
  );
  await trpcMutation(
    'storyboard.addPage',
    { storyboardId: story.id, relType: 'DASHBOARD', relId: boardId },
    admin.token,
  );
  const share = async (vizType: string, vizId: string) =>
    (
      await trpcMutation<{ id: string }>(
        'share.create',
        { vizType, vizId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
        admin.token,
      )
    ).id;
  const links = {
    board: `/shareDashboard/${await share('DASHBOARD', boardId)}`,
    chart: `/shareChart/${await share('DATACHART', barsChart)}`,
    story: `/shareStoryPlayer/${await share('STORYBOARD', story.id)}`,
  };

  // An anonymous visitor: the plugin draws its bars on each share page, as a built-in chart would.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(links.board);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(bars(widget(anon, 'Bars'))).not.toHaveCount(0, { timeout: 30_000 });
  await expect(widget(anon, 'Bars').getByTestId('plugin-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(widget(anon, 'Table').getByTestId('chart-table')).toContainText('China');
  await anon.goto(links.chart);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(bars(anon.getByTestId('plugin-chart'))).not.toHaveCount(0, { timeout: 30_000 });
  await anon.goto(links.story);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(bars(widget(anon, 'Bars'))).not.toHaveCount(0, { timeout: 30_000 });

  // Disabled by an owner: the board, the workbench and the share pages say so in the chart's place.
  await trpcMutation('plugin.setEnabled', { id: pluginId, enabled: false }, admin.token);
  await page.goto(`/vizs/dashboards/${boardId}`);
  const failure = widget(page, 'Bars').getByTestId('plugin-failure');
  await expect(failure).toHaveAttribute('data-kind', 'unavailable', { timeout: 30_000 });
  await expect(failure).toHaveText(unavailable);
  await expect(widget(page, 'Bars').getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(widget(page, 'Table').getByTestId('chart-table')).toContainText('China');
  await page.goto(`/vizs/charts/${barsChart}/edit`);
  await expect(page.getByTestId('plugin-failure')).toHaveText(unavailable, { timeout: 30_000 });
  for (const link of [links.board, links.chart]) {
    await anon.goto(link);
    await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
    await expect(anon.getByTestId('plugin-failure')).toHaveText(unavailable);
    await expect(anon.getByTestId('plugin-frame')).toHaveCount(0);
  }
  await visitor.close();
});
