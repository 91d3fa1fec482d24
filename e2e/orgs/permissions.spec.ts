import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createActiveUser } from '../support/api';
import { extractLink, waitForMail } from '../support/mail';
import { createOrgInUi, navLink, restStatus, session } from '../support/orgs';
import { login, toast } from '../support/ui';

test('the owner invites a member, who sees only what is granted; granting and revoking a module', async ({
  browser,
  page,
}) => {
  const member = await createActiveUser(uniqueName('mem'), 'Member-pw1');
  const orgName = uniqueName('Perm org ');

  // The owner creates an organisation: the creator becomes its owner and the workspace switches to it.
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, orgName);
  await expect(toast(page, `Organization “${orgName}” created`)).toBeVisible();

  // Invite: a malformed address is listed under "Invalid email addresses" and nothing is sent.
  await navLink(page, 'Members').click();
  await expect(page).toHaveTitle('Members – Tessera');
  await page.getByTestId('invite-members').click();
  const invite = page.getByTestId('invite-dialog');
  await invite.getByLabel('E-mail addresses').fill(`not-an-address, ${member.email}`);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByTestId('invalid-emails')).toContainText('Invalid email addresses');
  await expect(invite.getByTestId('invalid-emails')).toContainText('not-an-address');
  await expect(invite.getByLabel('Send a confirmation e-mail')).toBeChecked();

  await invite.getByLabel('E-mail addresses').fill(member.email);
  const since = Date.now();
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByTestId('invite-success')).toContainText(member.email);
  await invite.getByRole('button', { name: 'Done' }).click();

  // The member signs in, follows the mailed link and enters the organisation.
  const mail = await waitForMail(member.email, new RegExp(orgName), { since });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await login(memberPage, member.username, member.password);
  await memberPage.goto(extractLink(mail, '/confirminvite'));
  await expect(memberPage.getByTestId('confirm-invite-joined')).toContainText(`You joined ${orgName}`);
  await memberPage.getByRole('button', { name: `Enter ${orgName}` }).click();
  await expect(memberPage.getByTestId('org-switcher')).toContainText(orgName);
  await memberPage.waitForLoadState('networkidle');
  for (const section of ['Members', 'Permissions', 'Settings'])
    await expect(navLink(memberPage, section)).toHaveCount(0);
  // Typing the address does not get past the module check either.
  await memberPage.goto('/members');
  await expect(memberPage.getByTestId('access-denied')).toContainText(
    'You do not have permission to access this page',
  );

  // The owner enables the Members module for that member in the Permissions page.
  await navLink(page, 'Permissions').click();
  await expect(page).toHaveTitle('Permissions – Tessera');
  await page.getByTestId('subject-list').getByRole('button', { name: member.username }).click();
  const usersModule = page.getByTestId('module-USER');
  await usersModule.getByLabel('Enable').check();
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.getByTestId('permissions-save').click();
  await expect(toast(page, 'Permissions saved')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);

  await memberPage.goto('/');
  await expect(navLink(memberPage, 'Members')).toBeVisible();
  await navLink(memberPage, 'Members').click();
  await expect(memberPage.getByTestId('members-table')).toContainText(member.username);
  await expect(navLink(memberPage, 'Permissions')).toHaveCount(0);

  const { token, orgId } = await session(memberPage);
  expect(await restStatus(`/api/v1/orgs/${orgId}/members`, token)).toBe(200);

  // The owner revokes it: the API answers 403.
  await usersModule.getByLabel('Disable').check();
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.getByTestId('permissions-save').click();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await expect(usersModule.getByLabel('Disable')).toBeChecked();
  expect(await restStatus(`/api/v1/orgs/${orgId}/members`, token)).toBe(403);
  await memberPage.reload();
  await expect(memberPage.getByTestId('access-denied')).toBeVisible();
  await expect(navLink(memberPage, 'Members')).toHaveCount(0);
  await memberContext.close();
});

test('a role name that is taken is reported under the name', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await navLink(page, 'Members').click();
  await page.getByTestId('members-tabs').getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveTitle('Roles – Tessera');
  const name = uniqueName('Analysts ');
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('new-role').click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (i === 0) {
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('roles-table')).toContainText(name);
    } else {
      await expect(dialog.getByRole('alert')).toHaveText('Name already exists!');
    }
  }
});

test('an organisation is deleted only after typing its name', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  const name = uniqueName('Doomed ');
  await createOrgInUi(page, name);
  await navLink(page, 'Settings').click();
  await expect(page).toHaveURL(/\/settings\/organization$/);
  await expect(page).toHaveTitle('Organization – Tessera');

  await page.getByTestId('delete-org').click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the organization's name to confirm").fill(name.toUpperCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the organization's name to confirm").fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, `Organization “${name}” deleted`)).toBeVisible();
  await expect(page.getByTestId('org-switcher')).not.toContainText(name);
  await page.getByTestId('org-switcher').click();
  await expect(page.getByRole('menuitemradio', { name })).toHaveCount(0);
});
