import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { createActiveUser } from '../support/api';
import { extractCode, waitForMail } from '../support/mail';
import { login, toast } from '../support/ui';

test('forgot password: the mailed code sets a new password', async ({ page }) => {
  const user = await createActiveUser(uniqueName('fp'), 'Before-reset1');
  const newPassword = 'After-reset2';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetPassword$/);
  await expect(page).toHaveTitle('Forgot password – Tessera');

  // E-mail mode checks the address first.
  await page.getByLabel('E-mail').fill('nope');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill(user.username);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const code = extractCode(await waitForMail(user.email, /code/i, { since }));

  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('mismatch-99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password and confirm password do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(toast(page, 'Your password was reset, please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, user.username, newPassword);
});
