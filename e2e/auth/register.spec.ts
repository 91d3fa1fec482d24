import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { extractLink, waitForMail } from '../support/mail';
import { login, openAccountMenu, storage, toast } from '../support/ui';

test('register, activate from the mailed link, log out and log in', async ({ page }) => {
  const username = uniqueName('reg');
  const email = `${username}@tessera.test`;
  const password = 'Register-pw1';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('Register – Tessera');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill('broken@');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('different-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password and confirm password do not match')).toBeVisible();
  // Focus moves to the first field in error (once more on the next tick): wait, so no fill is split by it.
  await expect(page.getByLabel('E-mail')).toBeFocused();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Confirm password').fill(password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(email);

  await page.getByRole('button', { name: 'Resend the e-mail' }).click();
  await expect(toast(page, 'The activation e-mail was sent again')).toBeVisible();

  // Before activation the account cannot log in.
  const other = await page.context().newPage();
  await other.goto('/login');
  await other.getByLabel('Username or e-mail').fill(username);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'not activated' }).first()).toBeVisible();
  await other.close();

  const mail = await waitForMail(email, /activate/i, { since });
  await page.goto(extractLink(mail, '/activation'));
  await expect(page.getByTestId('page-heading')).toHaveText('Overview');
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f]{32}$/);
  expect(JSON.parse((await storage(page, 'LOGGED_IN_USER'))!)).toMatchObject({
    username,
    email,
    active: true,
  });

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, username, password);
});

test('a taken username is reported under its field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('E-mail').fill(`${uniqueName('dup')}@tessera.test`);
  await page.getByLabel('Password', { exact: true }).fill('Another-pw1');
  await page.getByLabel('Confirm password').fill('Another-pw1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#username-message')).toHaveText('The username is already taken');
});
