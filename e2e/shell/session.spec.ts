import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { login, openAccountMenu, storage, toast } from '../support/ui';

test('without a token the workspace sends to /login and returns to the asked page after login', async ({
  page,
}) => {
  // An address from before organisations were in the URL: after login it opens in the current one.
  await page.goto('/vizs?from=link');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'AUTH_REDIRECT_URL')).toBe('/vizs?from=link');
  await page.getByLabel('Username or e-mail').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f]{32}\/vizs\?from=link$/);
  await expect(page.getByTestId('vizs-page')).toBeVisible();
});

test('an expired token: the stored user is warned and sent to /login', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  // The cookie and the token are gone (expired); LOGGED_IN_USER stays behind.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('AUTHORIZATION_TOKEN'));
  expect(await storage(page, 'LOGGED_IN_USER')).not.toBeNull();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Token expired, please log in')).toBeVisible();
  expect(await storage(page, 'LOGGED_IN_USER')).toBeNull();
});

test('a revoked token: the next call gets 401, one toast, back to /login', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  const token = await storage(page, 'AUTHORIZATION_TOKEN');
  expect(token).toBeTruthy();
  // The session ends elsewhere (another client logs it out).
  await trpcMutation('auth.logout', {}, token!);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('dialog').getByLabel('Department').fill('Ops');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const message = toast(page, 'Not logged in or token expired, please log in again');
  await expect(message).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(message).toHaveCount(1);
  expect(await storage(page, 'AUTHORIZATION_TOKEN')).toBeNull();
  expect(await storage(page, 'LOGGED_IN_USER')).toBeNull();
  await expect(toast(page, 'Token expired, please log in')).toHaveCount(0);
});

test('already logged in: /login offers to enter or to switch account', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await page.goto('/login');
  await expect(page.getByTestId('already-signed-in')).toContainText(ADMIN.name);
  await page.getByRole('button', { name: 'Enter the workspace' }).click();
  await expect(page.getByTestId('page-heading')).toBeVisible();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await storage(page, 'AUTHORIZATION_TOKEN')).toBeNull();
});

test('the sidebar collapses and remembers it', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});
