import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { solidPng } from '../support/png';
import { login, openAccountMenu, storage, toast } from '../support/ui';

test('first user: setup, login, profile with avatar, password change, logout, login with the new password', async ({
  page,
}) => {
  // An uninitialised system sends every page to /setup.
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page).toHaveTitle('Setup – Tessera');
  await page.getByRole('button', { name: 'Get started' }).click();

  // Spec §5 messages before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be 6-20 characters')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();

  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Name', { exact: true }).fill('Admin');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('setup-done')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Once initialised, /setup is closed.
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveTitle('Overview – Tessera');
  await expect(page.getByTestId('current-org')).toContainText('Owner');
  expect(JSON.parse((await storage(page, 'LOGGED_IN_USER'))!)).toMatchObject({ username: ADMIN.username });
  const cookies = await page.context().cookies();
  const tokenCookie = cookies.find((c) => c.name === 'AUTHORIZATION_TOKEN');
  expect(tokenCookie?.value).toBe(await storage(page, 'AUTHORIZATION_TOKEN'));
  // tokenTimeout is 60 minutes by default: the cookie lives about that long.
  expect(tokenCookie!.expires * 1000 - Date.now()).toBeGreaterThan(55 * 60 * 1000);

  // Profile: name, department and an avatar (a PNG made here).
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(32, 32, [40, 90, 200]) });
  await expect(toast(page, 'Avatar updated')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await dialog.getByLabel('Department').fill('Research');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText(ADMIN.name);
  await expect(page.getByTestId('profile-department')).toHaveText('Research');
  expect(JSON.parse((await storage(page, 'LOGGED_IN_USER'))!)).toMatchObject({
    name: ADMIN.name,
    department: 'Research',
  });
  const avatar = page.getByTestId('account-menu').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/resources\//);
  const avatarSrc = await avatar.getAttribute('src');
  expect((await page.request.get(avatarSrc!)).headers()['content-type']).toContain('image/png');

  // The profile survives a reload: it comes from the server.
  await page.reload();
  await expect(page.getByTestId('profile-department')).toHaveText('Research');

  // Change password, with the mismatch rule first.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await dialog.getByLabel('Current password').fill(ADMIN.password);
  await dialog.getByLabel('New password').fill(ADMIN.newPassword);
  await dialog.getByLabel('Confirm password').fill('something-else');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Password and confirm password do not match')).toBeVisible();
  // The form moves focus to the field in error (react-hook-form does it once more on the next tick): wait for
  // it, or the next fill can start in one field and end in this one.
  await expect(dialog.getByLabel('Confirm password')).toBeFocused();
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByLabel('Confirm password').fill(ADMIN.newPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The current password is wrong')).toBeVisible();
  await dialog.getByLabel('Current password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();

  // Logout revokes the session and clears the stored session.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'AUTHORIZATION_TOKEN')).toBeNull();
  expect(await storage(page, 'LOGGED_IN_USER')).toBeNull();

  // The old password no longer works; the new one does.
  await page.getByLabel('Username or e-mail').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, ADMIN.email, ADMIN.newPassword);
  await expect(page.getByTestId('profile-name')).toHaveText(ADMIN.name);
});
