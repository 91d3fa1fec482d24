import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { memberWithGrants } from '../support/members';
import { login, storage } from '../support/ui';

const ENABLE = 1;
const READ = 2;
const UNKNOWN_ID = 'f00dfeedf00dfeedf00dfeedf00dfeed';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Tessera');
}

test('a link names its organisation: it opens there for a colleague, and nowhere for anyone else', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  const adminToken = (await storage(page, 'AUTHORIZATION_TOKEN'))!;
  const orgA = await trpcMutation<{ id: string; name: string }>(
    'org.create',
    { name: uniqueName('Links A ') },
    adminToken,
  );
  const orgB = await trpcMutation<{ id: string; name: string }>(
    'org.create',
    { name: uniqueName('Links B ') },
    adminToken,
  );
  const elsewhere = await trpcMutation<{ id: string }>(
    'org.create',
    { name: uniqueName('Links C ') },
    adminToken,
  );
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId: orgB.id }, adminToken);
  const viewName = uniqueName('Shared view ');
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    { orgId: orgB.id, name: viewName, type: 'SQL', sourceId: demo.id, script: 'SELECT 1 AS one' },
    adminToken,
  );

  // A colleague in both organisations who may read the view in B, and who last worked in A.
  const colleague = await memberWithGrants({ token: adminToken, orgId: orgB.id }, 'linked', [
    { resourceType: 'VIEW', resourceId: '*', permission: ENABLE },
    { resourceType: 'VIEW', resourceId: view.id, permission: READ },
  ]);
  await trpcMutation(
    'member.invite',
    { orgId: orgA.id, emails: [colleague.email], sendMail: false },
    adminToken,
  );
  await trpcMutation(
    'settings.saveUser',
    { relType: 'LAST_VISITED_ORGANIZATION', relId: orgA.id },
    colleague.token,
  );
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, colleague.username, colleague.password);
  await expect(other).toHaveURL(new RegExp(`/organizations/${orgA.id}$`));
  await expect(other.getByTestId('org-switcher')).toContainText(orgA.name);

  // The link to the view in B opens the view, and B becomes their organisation (here and on the server).
  const link = `/organizations/${orgB.id}/views/${view.id}`;
  await other.goto(link);
  await expect(other.getByTestId('view-title')).toHaveText(viewName);
  await expect(other.getByTestId('org-switcher')).toContainText(orgB.name);
  expect(await storage(other, 'LAST_VISITED_ORGANIZATION')).toBe(orgB.id);
  const lastOnServer = async () =>
    (await trpcQuery<{ relType: string; relId: string }[]>('settings.user', undefined, colleague.token)).find(
      (s) => s.relType === 'LAST_VISITED_ORGANIZATION',
    )?.relId;
  await expect.poll(lastOnServer).toBe(orgB.id);

  // An old address without the organisation opens the same page in the current one.
  await other.goto(`/views/${view.id}`);
  await expect(other).toHaveURL(new RegExp(`${link}$`));
  await expect(other.getByTestId('view-title')).toHaveText(viewName);

  // Switching organisation keeps the section and moves to the other organisation's address.
  await other.getByTestId('org-switcher').click();
  await other.getByRole('menuitemradio', { name: orgA.name }).click();
  await expect(other).toHaveURL(new RegExp(`/organizations/${orgA.id}/views$`));

  // An organisation they are not in, and one that does not exist, are pages that do not exist.
  await other.goto(`/organizations/${elsewhere.id}/views`);
  await expectNotFound(other);
  await other.goto(`/organizations/${UNKNOWN_ID}`);
  await expectNotFound(other);
  // So is a view id nobody knows, inside their organisation (the section's tree stays).
  await other.goto(`/organizations/${orgB.id}/views/${UNKNOWN_ID}`);
  await expectNotFound(other);
  await expect(other.getByTestId('views-page')).toBeVisible();
  await context.close();
});
