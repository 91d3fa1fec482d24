import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createActiveUser, trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersModel, ordersSql, ordersView, sum } from '../vizs/fixtures';

const READ = 2;
const ENABLE = 1;

test('shares: one sign-in link with visitor rights shows each member the rows of their own row rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Visitor rights org '));
  const admin = await session(page);
  // Makes the demo source the ruled view reads.
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

  // Two members with READ on the folder, each allowed one country.
  const members = [];
  for (const country of ['Germany', 'France']) {
    const account = await createActiveUser(uniqueName('visitor'), 'Visitor-pw1');
    const { user } = await trpcMutation<{ user: { id: string } }>('auth.login', {
      username: account.username,
      password: account.password,
    });
    await trpcMutation(
      'member.invite',
      { orgId: admin.orgId, emails: [account.email], sendMail: false },
      admin.token,
    );
    await trpcMutation(
      'permission.grant',
      {
        permissionToCreate: [
          { resourceType: 'VIZ', resourceId: '*', permission: ENABLE },
          { resourceType: 'VIZ', resourceId: folder.id, permission: READ },
        ].map((g) => ({ ...g, orgId: admin.orgId, subjectType: 'USER_ROLE', subjectId: user.id })),
      },
      admin.token,
    );
    await trpcMutation(
      'variable.updateValues',
      {
        relToCreate: [{ variableId: variable.id, subjectType: 'USER', subjectId: user.id, value: [country] }],
      },
      admin.token,
    );
    members.push({ ...account, country });
  }

  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'LOGIN', rowPermissionBy: 'VISITOR' },
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
