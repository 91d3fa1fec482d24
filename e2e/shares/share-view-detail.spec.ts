import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { memberWithGrants } from '../support/members';
import { rowRuleOrg } from '../support/row-rule';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';

const ENABLE = 1;
const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

test('shares: view detail on a shared board shows the rows behind a chart under the share’s rights — the sharer’s, or each visitor’s own', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin, chartId, allowCountries } = await rowRuleOrg(page, 'Share detail org ');
  const board = await makeBoard(admin.orgId, admin.token, uniqueName('Shared detail board '), [
    chartWidget('Sales by country', chartId, { x: 0, y: 0, width: 12, height: 8 }),
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
  await allowCountries(member.userId, ['Germany']);
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
