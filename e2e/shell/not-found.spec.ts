import { expect, test } from '@playwright/test';

test('an unknown page is titled "Page not found"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found – Tessera');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
