import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, openSettings, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { examplePlugin, pluginFixture, uploadPlugin, widget } from './plugin-support';

test('plugins: upload the example plugin in settings and use it on a dashboard', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Plugins org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));

  // Settings → Chart plugins (owners): a file that is not JavaScript is refused with the reason.
  await openSettings(page);
  await page.getByTestId('settings-plugins').click();
  await expect(page).toHaveURL(/\/settings\/plugins$/);
  await expect(page.getByTestId('plugins-empty')).toBeVisible();
  await page.getByTestId('plugin-input').setInputFiles(pluginFixture('not-javascript.txt'));
  await page.getByTestId('plugin-submit').click();
  await expect(page.getByTestId('plugin-problem')).toContainText('The file is not valid JavaScript');
  await expect(page.getByTestId('plugin-problem')).toContainText('line 2');
  await expect(page.getByTestId('plugins-empty')).toBeVisible();

  // The example plugin: uploaded under its file's name, listed as enabled with its chart type's name.
  await page.getByTestId('plugin-input').setInputFiles(examplePlugin);
  await expect(page.getByTestId('plugin-name')).toHaveValue('simple-bar');
  await page.getByTestId('plugin-submit').click();
  await expect(toast(page, 'Plugin “simple-bar” uploaded')).toBeVisible();
  const row = page.locator('[data-testid="plugin-row"][data-name="simple-bar"]');
  await expect(row).toContainText('Simple bar');
  await expect(row.getByTestId('plugin-status')).toHaveText('Enabled');
  const { plugins } = await trpcQuery<{ plugins: { id: string; name: string }[] }>(
    'plugin.list',
    { orgId: admin.orgId },
    admin.token,
  );
  const chartGraphId = `plugin-${plugins[0]!.id}`;

  // The workbench offers it beside the built-in types.
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: uniqueName('Bars '),
      viewId,
      config: chartConfig(chartGraphId, [
        { key: 'dimension', type: 'group', rows: [dim('country')] },
        { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
      ]),
    },
    admin.token,
  );
  await page.goto(`/vizs/charts/${chart.id}/edit`);
  const pick = page.getByTestId(`chart-type-${chartGraphId}`);
  await expect(pick).toHaveAttribute('aria-label', 'Simple bar');
  await expect(pick).toHaveAttribute('aria-checked', 'true');
  await expect(page.frameLocator('[data-testid="plugin-frame"]').locator('rect').first()).toBeAttached({
    timeout: 30_000,
  });

  // On a dashboard: the plugin draws one bar per country in its sandboxed frame.
  const boardName = uniqueName('Plugin board ');
  const boardId = await makeBoard(admin.orgId, admin.token, boardName, [
    chartWidget('Bars', chart.id, { x: 0, y: 0, width: 8, height: 8 }),
  ]);
  await page.goto(`/vizs/dashboards/${boardId}`);
  const frame = widget(page, 'Bars').frameLocator('[data-testid="plugin-frame"]');
  await expect(frame.locator('rect')).not.toHaveCount(0, { timeout: 30_000 });
  await expect(frame.locator('svg')).toHaveAttribute('aria-label', 'SUM(amount) by country');
  await expect(frame.locator('text').first()).not.toHaveText('');
  await expect(widget(page, 'Bars').getByTestId('plugin-frame')).toHaveAttribute('sandbox', 'allow-scripts');

  // Disabled in settings: the board no longer runs it.
  await page.goto(`/organizations/${admin.orgId}/settings/plugins`);
  await row.getByTestId('plugin-toggle').click();
  await expect(toast(page, 'Plugin “simple-bar” disabled')).toBeVisible();
  await expect(row.getByTestId('plugin-status')).toHaveText('Disabled');
  await page.goto(`/vizs/dashboards/${boardId}`);
  // Its widget is no longer drawn by the plugin, and says why (not a generic error with a retry).
  await expect(widget(page, 'Bars').getByTestId('plugin-failure')).toHaveText(
    "This chart's plugin is not available: it may have been disabled or deleted.",
  );
  await expect(widget(page, 'Bars').getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(widget(page, 'Bars').getByTestId('plugin-frame')).toHaveCount(0);

  // Deleted: gone from the list.
  await page.goto(`/organizations/${admin.orgId}/settings/plugins`);
  await row.getByTestId('plugin-delete').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Plugin “simple-bar” deleted')).toBeVisible();
  await expect(page.getByTestId('plugins-empty')).toBeVisible();
});

test('plugins: a plugin cannot read the session or call the API; one that throws or floods breaks only its widget', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Tall enough for the whole board: every widget is drawn at once.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Sandbox org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const byCountry = [
    { key: 'dimension', type: 'group', rows: [dim('country')] },
    { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
  ];
  const chartOf = async (name: string, chartGraphId: string) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        {
          orgId: admin.orgId,
          name: uniqueName(`${name} `),
          viewId,
          config: chartConfig(chartGraphId, byCountry),
        },
        admin.token,
      )
    ).id;
  const tableChart = async () =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        {
          orgId: admin.orgId,
          name: uniqueName('Table '),
          viewId,
          config: chartConfig('mingxi-table', [
            { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
          ]),
        },
        admin.token,
      )
    ).id;
  const pluginChart = async (name: string, file: string) =>
    chartOf(name, `plugin-${await uploadPlugin(admin.orgId, admin.token, name, file)}`);

  const widgets = [
    chartWidget('Table', await tableChart(), { x: 0, y: 0, width: 6, height: 6 }),
    chartWidget('Bars', await pluginChart('Bars', examplePlugin), { x: 6, y: 0, width: 6, height: 6 }),
    chartWidget('Hostile', await pluginChart('Hostile', pluginFixture('hostile.js')), {
      x: 0,
      y: 6,
      width: 6,
      height: 6,
    }),
    chartWidget('Throwing', await pluginChart('Throwing', pluginFixture('throwing.js')), {
      x: 6,
      y: 6,
      width: 6,
      height: 6,
    }),
    chartWidget('Flooding', await pluginChart('Flooding', pluginFixture('flooding.js')), {
      x: 6,
      y: 12,
      width: 6,
      height: 6,
    }),
  ];
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Sandbox board '), widgets);
  await page.goto(`/vizs/dashboards/${boardId}`);

  // The hostile plugin ran, and everything it reached for was refused: no cookie, no storage, no
  // parent page, no API (the frame's CSP has no connect-src).
  const report = widget(page, 'Hostile').frameLocator('[data-testid="plugin-frame"]').locator('#report');
  await expect(report).toContainText('"api":', { timeout: 30_000 });
  await expect(report).toContainText('"xhr":');
  const got = JSON.parse((await report.textContent())!) as Record<string, string>;
  expect(got).toEqual({
    cookie: 'blocked:SecurityError',
    localStorage: 'blocked:SecurityError',
    sessionStorage: 'blocked:SecurityError',
    parentDocument: 'blocked:SecurityError',
    parentStorage: 'blocked:SecurityError',
    api: 'blocked:TypeError',
    xhr: expect.stringMatching(/^blocked:/) as unknown as string,
  });
  expect(JSON.stringify(got)).not.toContain(admin.token);

  // Each failing plugin says why in its own widget .
  const failure = (name: string) => widget(page, name).getByTestId('plugin-failure');
  await expect(failure('Throwing')).toHaveAttribute('data-kind', 'error', { timeout: 30_000 });
  await expect(failure('Throwing')).toHaveText('The chart plugin failed: plugin blew up on purpose');
  await expect(failure('Flooding')).toHaveAttribute('data-kind', 'flood', { timeout: 30_000 });

  // The rest of the board is untouched: the built-in table and the well-behaved plugin are drawn.
  await expect(widget(page, 'Table').getByTestId('chart-table')).toContainText('China');
  await expect(
    widget(page, 'Bars').frameLocator('[data-testid="plugin-frame"]').locator('rect'),
  ).not.toHaveCount(0);
  await expect(widget(page, 'Bars').getByTestId('plugin-failure')).toHaveCount(0);
  await expect(widget(page, 'Hostile').getByTestId('plugin-failure')).toHaveCount(0);
});
