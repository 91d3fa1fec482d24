import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { login, openAccountMenu, pickFromAccountMenu, storage, toast } from '../support/ui';

test('Chinese: strings change, the server is asked in zh-CN and answers in Chinese', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await pickFromAccountMenu(page, '中文');
  await expect(page.getByTestId('page-heading')).toHaveText('概览');
  await expect(page).toHaveTitle('概览 – Tessera');
  expect(await storage(page, 'LOCALE')).toBe('zh');

  const request = page.waitForRequest((r) => r.url().includes('/trpc/') && r.method() === 'POST');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  expect((await request).headers()['accept-language']).toBe('zh-CN');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();

  // A wrong password is answered in Chinese.
  await page.getByLabel('用户名或邮箱').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill('definitely-wrong');
  const answer = page.waitForResponse((r) => r.url().includes('auth.login'));
  await page.getByRole('button', { name: '登录' }).click();
  const body = await (await answer).text();
  expect(body).toContain('用户名或密码错误');
  await expect(toast(page, '用户名或密码错误')).toBeVisible();
  // Client-side rules are Chinese too.
  await page.getByLabel('密码', { exact: true }).fill('');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('密码不能为空')).toBeVisible();

  // The choice survives a reload, and English comes back on request.
  await page.reload();
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await storage(page, 'LOCALE')).toBe('en');
});

test('dark theme is applied and remembered; system follows the OS live', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-switch').click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await storage(page, 'THEME')).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // In the workspace the account menu offers the same choice.
  await login(page, ADMIN.username, ADMIN.newPassword);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await pickFromAccountMenu(page, 'System');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await storage(page, 'THEME')).toBe('system');
});

test('a Chinese browser gets Chinese by default', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await expect(page).toHaveTitle('登录 – Tessera');
  await context.close();
});
