import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

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
