import { expect, type Page } from '@playwright/test';

/** Logs in through the form and waits for the workspace. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('page-heading')).toBeVisible();
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Picks a language or theme entry of the account menu. */
export async function pickFromAccountMenu(page: Page, item: string): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitemradio', { name: item }).click();
}
