import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { memberWithGrants } from '../support/members';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersModel, ordersSql, ordersView, sum } from '../vizs/fixtures';

const ENABLE = 1;
const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

test('shares: view detail on a shared board shows the rows behind a chart under the share’s rights — the sharer’s, or each visitor’s own', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Share detail org '));
  const admin = await session(page);
  await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const demo = (
    await trpcQuery<{ id: string; isFolder: boolean }[]>('source.list', { orgId: admin.orgId }, admin.token)
  ).find((s) => !s.isFolder)!;
  // A view whose rows follow the reader's country (a permission variable).
  const ruled = await trpcMutation<{ id: string }>(
    'view.create',
    {
      orgId: admin.orgId,
      name: uniqueName('Orders by country rule '),
      type: 'SQL',
      sourceId: demo.id,
      script: `${ordersSql} WHERE c.country IN ($country$)`,
      model: ordersModel,
    },
    admin.token,
  );
  const variable = await trpcMutation<{ id: string }>(
    'variable.create',
    { orgId: admin.orgId, viewId: ruled.id, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
    admin.token,
  );
  const folder = await trpcMutation<{ id: string }>(
    'viz.createFolder',
    { orgId: admin.orgId, name: 'Shared' },
    admin.token,
  );
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Sales by country',
      parentId: folder.id,
      viewId: ruled.id,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('country'), sum('amount')] },
      ]),
    },
    admin.token,
  );
  const board = await makeBoard(admin.orgId, admin.token, uniqueName('Shared detail board '), [
    chartWidget('Sales by country', chart.id, { x: 0, y: 0, width: 12, height: 8 }),
  ]);

  // A link anyone may open, with the sharer's rights (the owner's: every country).
  const open = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: board, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    admin.token,
  );
  const anonContext = await browser.newContext();
  const anon = await anonContext.newPage();
  await anon.goto(`/shareDashboard/${open.id}?type=NONE`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const table = widget(anon, 'Sales by country').getByTestId('chart-table');
  await expect(table).toContainText('Germany');
  // A click on a row opens the rows behind it.
  await table.getByText('China', { exact: true }).click();
  const details = anon.getByTestId('view-data-dialog');
  await expect(details.getByTestId('view-data-scope')).toContainText('country = China');
  await expect(details.getByRole('row').nth(1)).toContainText('China', { timeout: 20_000 });
  await expect(details).not.toContainText('Germany');
  await details.getByRole('button', { name: 'Close' }).click();
  await anonContext.close();

  // A sign-in link with visitor rights, listing a member allowed Germany only: the detail shows Germany's rows.
  const member = await memberWithGrants(admin, 'detail-visitor', [
    { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
  ]);
  await trpcMutation(
    'variable.updateValues',
    {
      relToCreate: [
        { variableId: variable.id, subjectType: 'USER', subjectId: member.userId, value: ['Germany'] },
      ],
    },
    admin.token,
  );
  const signIn = await trpcMutation<{ id: string }>(
    'share.create',
    {
      vizType: 'DASHBOARD',
      vizId: board,
      authenticationMode: 'LOGIN',
      rowPermissionBy: 'VISITOR',
      users: [member.userId],
    },
    admin.token,
  );
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await login(visitor, member.username, member.password);
  await visitor.goto(`/shareDashboard/${signIn.id}?type=LOGIN`);
  await expect(visitor.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const theirs = widget(visitor, 'Sales by country');
  await expect(theirs.getByTestId('chart-table')).toContainText('Germany');
  await theirs.getByTestId('widget-detail-open').click();
  await expect(visitor.getByTestId('widget-detail-point')).toHaveText(['country = Germany']);
  await visitor.getByTestId('widget-detail-all').click();
  const rows = visitor.getByTestId('view-data-dialog');
  await expect(rows.getByRole('row').nth(1)).toContainText('Germany', { timeout: 20_000 });
  await expect(rows).not.toContainText('China');
  await expect(rows).not.toContainText('France');
  await context.close();
});
