import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi } from '../support/orgs';
import { login } from '../support/ui';

test('with many organisations the switcher scrolls its list and "Create organization" stays reachable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  const token = () => page.evaluate(() => localStorage.getItem('AUTHORIZATION_TOKEN'));
  await expect.poll(token).not.toBeNull();
  for (let i = 0; i < 35; i++)
    await trpcMutation('org.create', { name: uniqueName('Many ') }, (await token())!);
  await page.reload();
  await createOrgInUi(page, uniqueName('After many '));
});
