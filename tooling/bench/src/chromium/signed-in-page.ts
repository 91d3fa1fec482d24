import { chromium, type Browser, type Page } from '@playwright/test';

/** Headless Chromium for the benches that drive the real web app. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });

/** A page of the web app at `base`, signed in through the login form as the benches' admin (admin123). */
export async function signedInPage(
  browser: Browser,
  base: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('page-heading').waitFor();
  return page;
}
