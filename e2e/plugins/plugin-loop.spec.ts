import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { examplePlugin, pluginFixture, uploadPlugin, widget } from './plugin-support';

test('plugins: a plugin caught in an endless loop is stopped; the page and the other charts go on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 1600 });
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Loop org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const chart = async (name: string, chartGraphId: string, datas: Parameters<typeof chartConfig>[1]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        {
          orgId: admin.orgId,
          name: uniqueName(`${name} `),
          viewId,
          config: chartConfig(chartGraphId, datas),
        },
        admin.token,
      )
    ).id;
  const byCountry = [
    { key: 'dimension', type: 'group', rows: [dim('country')] },
    { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
  ];
  const plugin = async (name: string, file: string) =>
    `plugin-${await uploadPlugin(admin.orgId, admin.token, name, file)}`;
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Loop board '), [
    chartWidget(
      'Table',
      await chart('Table', 'mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
      ]),
      { x: 0, y: 0, width: 6, height: 6 },
    ),
    chartWidget('Bars', await chart('Bars', await plugin('Bars', examplePlugin), byCountry), {
      x: 6,
      y: 0,
      width: 6,
      height: 6,
    }),
    chartWidget(
      'Looping',
      await chart('Looping', await plugin('Looping', pluginFixture('looping.js')), byCountry),
      { x: 0, y: 6, width: 6, height: 6 },
    ),
  ]);
  await page.goto(`/vizs/dashboards/${boardId}`);

  // The looping plugin got its data and never answers: its hook is spinning.
  const looping = widget(page, 'Looping').getByTestId('plugin-chart');
  await expect(looping).toHaveAttribute('data-state', 'drawing', { timeout: 30_000 });
  // Meanwhile the page reacts: its share dialog opens and closes.
  await page.getByTestId('dashboard-share').click();
  await expect(page.getByTestId('share-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-dialog')).toHaveCount(0);

  // Past its 5 seconds the plugin is stopped and its widget says why, in its own place only.
  const failure = widget(page, 'Looping').getByTestId('plugin-failure');
  await expect(failure).toHaveAttribute('data-kind', 'timeout', { timeout: 30_000 });
  await expect(failure).toHaveText('The chart plugin did not answer within 5 seconds and was stopped.');
  await expect(widget(page, 'Looping').getByTestId('plugin-frame')).toHaveCount(0);

  // The well-behaved plugin (whose frame may have shared the looping one's process) draws again, and
  // the built-in table was never touched.
  const bars = widget(page, 'Bars');
  await expect(bars.getByTestId('plugin-chart')).toHaveAttribute('data-state', 'drawn', { timeout: 30_000 });
  await expect(bars.frameLocator('[data-testid="plugin-frame"]').locator('rect')).not.toHaveCount(0);
  await expect(bars.getByTestId('plugin-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(bars.getByTestId('plugin-failure')).toHaveCount(0);
  await expect(widget(page, 'Table').getByTestId('chart-table')).toContainText('China');
  // And the page still reacts.
  await page.getByTestId('dashboard-share').click();
  await expect(page.getByTestId('share-dialog')).toBeVisible();
});
