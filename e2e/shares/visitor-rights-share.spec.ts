import { expect, test } from '@playwright/test';
import { trpcMutation } from '../support/api';
import { memberWithGrants } from '../support/members';
import { rowRuleOrg } from '../support/row-rule';
import { login } from '../support/ui';

const READ = 2;
const ENABLE = 1;

test('shares: one sign-in link with visitor rights shows each member the rows of their own row rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin, folderId, chartId, allowCountries } = await rowRuleOrg(page, 'Visitor rights org ');

  // Two members with READ on the folder, each allowed one country.
  const members = [];
  for (const country of ['Germany', 'France']) {
    const member = await memberWithGrants(admin, 'visitor', [
      { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
      { resourceType: 'VIZ', resourceId: folderId, permission: READ },
    ]);
    await allowCountries(member.userId, [country]);
    members.push({ ...member, country });
  }

  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DATACHART', vizId: chartId, authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR' },
    admin.token,
  );
  for (const [i, member] of members.entries()) {
    const other = members[1 - i]!.country;
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await login(visitor, member.username, member.password);
    await visitor.goto(`/shareChart/${share.id}?type=LOGIN`);
    await expect(visitor.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
    const table = visitor.getByTestId('chart-table');
    await expect(table).toContainText(member.country);
    await expect(table).not.toContainText(other);
    await expect(table).not.toContainText('China');
    await context.close();
  }
});
