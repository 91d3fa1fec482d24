import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createActiveUser, trpcMutation } from '../support/api';
import { memberWithGrants } from '../support/members';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

test('shares: a sign-in link brings a member back to the chart after signing in; an account of another organisation is refused, whatever the rights', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Login shares org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Channels',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    admin.token,
  );
  const share = (rowPermissionBy: 'CREATOR' | 'VISITOR') =>
    trpcMutation<{ id: string }>(
      'share.create',
      { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'LOGIN', rowPermissionBy },
      admin.token,
    );
  const creatorRights = await share('CREATOR');
  const visitorRights = await share('VISITOR');
  // A member of the sharer's organisation with no rights on the chart (the links list nobody: every member
  // may open them), and someone with an account who is not in the organisation.
  const member = await memberWithGrants(admin, 'member', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
  ]);
  const outsider = await createActiveUser(uniqueName('outsider'), 'Outsider-pass-1');

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  const link = `/shareChart/${creatorRights.id}?type=LOGIN&channel=Online`;
  await anon.goto(link);
  await expect(anon.getByTestId('share-login-page')).toContainText('Sign in to open this link');
  await anon.getByRole('button', { name: 'Sign in' }).click();
  await expect(anon).toHaveURL(/\/login$/);
  await anon.getByLabel('Username or e-mail').fill(member.username);
  await anon.getByLabel('Password', { exact: true }).fill(member.password);
  await anon.getByRole('button', { name: 'Log in' }).click();
  // Back on the same link, its parameters kept: the chart, filtered, with the sharer's rights.
  await expect(anon).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expect(anon.getByTestId('chart-table')).toContainText('Online');
  await expect(anon.getByTestId('chart-table')).not.toContainText('Marketplace');
  await visitor.close();

  // An account of another organisation opens neither link, with the sharer's rights or its own (D-share-11).
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/shareChart/${creatorRights.id}?type=LOGIN`);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await other.getByLabel('Username or e-mail').fill(outsider.username);
  await other.getByLabel('Password', { exact: true }).fill(outsider.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  // signed in, the page comes back to the link, which refuses this account
  await expect(other).toHaveURL(new RegExp(`/shareChart/${creatorRights.id}\\?type=LOGIN$`));
  for (const id of [creatorRights.id, visitorRights.id]) {
    await other.goto(`/shareChart/${id}?type=LOGIN`);
    await expect(other.getByTestId('share-gone-page')).toContainText(
      'This share link is not for your account',
    );
  }
  await stranger.close();
});
