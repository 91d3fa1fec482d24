import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { extractLink, waitForMail } from '../support/mail';
import { createOrgInUi, navLink } from '../support/orgs';
import { login, toast } from '../support/ui';

test('an address without an account is invited, registers through the mailed link and joins; another invitation is revoked', async ({
  browser,
  page,
}) => {
  const orgName = uniqueName('Invite org ');
  const newcomer = uniqueName('new');
  const newcomerEmail = `${newcomer}@tessera.test`;
  const other = `${uniqueName('other')}@tessera.test`;
  const password = 'Newcomer-pw1';

  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, orgName);
  await navLink(page, 'Members').click();

  // Both addresses have no account: each gets an invitation to register, listed as pending.
  await page.getByTestId('invite-members').click();
  const invite = page.getByTestId('invite-dialog');
  const since = Date.now();
  await invite.getByLabel('E-mail addresses').fill(`${newcomerEmail}, ${other}`);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByTestId('invite-pending')).toContainText(newcomerEmail);
  await expect(invite.getByTestId('invite-pending')).toContainText(other);
  await expect(invite.getByTestId('invite-fail')).toContainText('None');
  await invite.getByRole('button', { name: 'Done' }).click();
  const pending = page.getByTestId('pending-invitations');
  await expect(pending.getByTestId(`invitation-${newcomerEmail}`)).toBeVisible();
  await expect(pending.getByTestId(`invitation-${other}`)).toBeVisible();

  // Revoke the second one, confirmed in the one confirm dialog; its link stops working.
  const otherMail = await waitForMail(other, new RegExp(orgName), { since });
  await pending.getByTestId(`invitation-${other}`).getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation of ${other}?` });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, `The invitation of ${other} was revoked`)).toBeVisible();
  await expect(pending.getByTestId(`invitation-${other}`)).toHaveCount(0);

  // Resend the first: a new mail with a new link.
  const resentSince = Date.now();
  await pending.getByTestId(`invitation-${newcomerEmail}`).getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, `The invitation was sent again to ${newcomerEmail}`)).toBeVisible();
  const mail = await waitForMail(newcomerEmail, new RegExp(orgName), { since: resentSince });

  // The newcomer registers from the link: the address is fixed, no activation mail is needed.
  const context = await browser.newContext();
  const newPage = await context.newPage();
  await newPage.goto(extractLink(mail, '/register'));
  await expect(newPage.getByText(`${orgName} invited you`)).toBeVisible();
  await expect(newPage.getByLabel('E-mail')).toHaveValue(newcomerEmail);
  await newPage.getByLabel('Username').fill(newcomer);
  await newPage.getByLabel('Password', { exact: true }).fill(password);
  await newPage.getByLabel('Confirm password').fill(password);
  await newPage.getByRole('button', { name: 'Register' }).click();
  await expect(newPage.getByText('You are a member of the organization now')).toBeVisible();
  await newPage.getByRole('link', { name: 'Back to login' }).click();
  await login(newPage, newcomer, password);
  await newPage.getByTestId('org-switcher').click();
  await expect(newPage.getByRole('menuitemradio', { name: orgName })).toBeVisible();
  await context.close();

  // The revoked link says so.
  const revokedPage = await browser.newPage();
  await revokedPage.goto(extractLink(otherMail, '/register'));
  await expect(revokedPage.getByTestId('invitation-invalid')).toContainText(
    'The link is invalid or has expired',
  );
  await revokedPage.close();

  // The owner sees the newcomer among the members and no pending invitation.
  await page.reload();
  await expect(page.getByTestId(`member-${newcomer}`)).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toHaveCount(0);
});
