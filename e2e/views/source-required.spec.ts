import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login, toast } from '../support/ui';

/** Issue 35, spec item 2: a view saved without a source is refused under the Source field, not in a toast. */
test('views: saving without a source says "Source is required" under the Source field', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Source required org '));
  const admin = await session(page);
  await trpcMutation('source.addDemo', { orgId: admin.orgId }, admin.token);

  await navLink(page, 'Views').click();
  await page.getByTestId('view-type-SQL').click();
  const editor = page.getByTestId('sql-editor').locator('.cm-content');
  await editor.click();
  await page.keyboard.insertText('select 1 as one');
  await page.getByLabel('Name', { exact: true }).fill(uniqueName('No source '));
  const source = page.getByTestId('view-source-picker');

  await page.getByTestId('view-save').click();
  await expect(source).toHaveAccessibleDescription('Source is required');
  await expect(source).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Source is required' })).toBeVisible();
  // Not as a toast, and nothing was created.
  await expect(toast(page, /source/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/views\/new/);

  // Picking a source clears it, and the view saves.
  await source.click();
  await page.getByRole('option', { name: 'Demo data (e-commerce)', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Source is required' })).toHaveCount(0);
  await page.getByTestId('view-save').click();
  await expect(toast(page, 'View created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/[0-9a-f]{32}$/);
});
