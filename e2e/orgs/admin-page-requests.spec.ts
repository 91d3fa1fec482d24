import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createOrgInUi, navLink } from '../support/orgs';
import { login } from '../support/ui';

/** The tRPC procedures the page asks for, one entry per call (batched calls share a request). */
function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(...pathname.slice('/trpc/'.length).split(','));
  });
  return {
    count: (procedure: string) => calls.filter((c) => c === procedure).length,
    /**
     * Waits until every request the page has started is seen here: a request made after them is
     * answered, and the browser reports requests in the order it sends them.
     */
    settle: async () => {
      const marker = page.waitForResponse((r) => r.url().includes('/trpc/system.info'));
      await page.evaluate(() => fetch('/trpc/system.info').then((r) => r.text()));
      await marker;
    },
    reset: () => void calls.splice(0),
  };
}

test('the members and roles pages ask for each list once; a change still refreshes it', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Requests org '));
  const calls = recordCalls(page);

  // The route loader's answer is the one the page shows: no second request when it mounts.
  await navLink(page, 'Members').click();
  await expect(page).toHaveTitle('Members – Tessera');
  await expect(page.getByTestId(`member-${ADMIN.username}`)).toBeVisible();
  await calls.settle();
  expect(calls.count('member.list')).toBe(1);
  expect(calls.count('member.invitations')).toBe(1);

  calls.reset();
  await page.getByTestId('members-tabs').getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveTitle('Roles – Tessera');
  await calls.settle();
  expect(calls.count('role.list')).toBe(1);

  // Saving a role invalidates the list, which is asked again and shows it.
  const name = uniqueName('Auditors ');
  await page.getByTestId('new-role').click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('roles-table')).toContainText(name);
  await calls.settle();
  expect(calls.count('role.list')).toBe(2);

  // A full load of the page asks once too.
  calls.reset();
  await page.reload();
  await expect(page.getByTestId('roles-table')).toContainText(name);
  await calls.settle();
  expect(calls.count('role.list')).toBe(1);
});
