import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { login, toast } from '../support/ui';

/** The local PostgreSQL of the machine (PG_TEST_URL when set), as a JDBC URL and credentials. */
function localPostgres() {
  const url = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  return {
    jdbc: `jdbc:postgresql://${url.hostname}:${url.port || '5432'}${url.pathname || '/test'}`,
    user: decodeURIComponent(url.username) || 'postgres',
    password: decodeURIComponent(url.password),
  };
}

/** A CSV of a few thousand rows, made here. */
function salesCsv(rows: number): Buffer {
  const regions = ['North', 'South', 'East', 'West'];
  const lines = ['id,region,amount,day'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`${i},${regions[i % 4]},${(i * 7.31) % 1000},2024-0${(i % 9) + 1}-1${i % 10}`);
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

const treeItem = (page: Page, name: string) =>
  page.getByTestId('source-tree-item').and(page.locator(`[data-name="${name}"]`));

async function openItemMenu(page: Page, name: string) {
  const row = treeItem(page, name);
  await row.hover();
  await row.getByTestId('source-item-menu').click();
}

test('sources: PostgreSQL with test and schema, CSV upload with progress and preview, demo data, recycle bin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pg = localPostgres();
  const pgName = uniqueName('Local PG ');
  const fileName = uniqueName('Uploads ');
  const folderName = uniqueName('Team ');

  await login(page, ADMIN.username, ADMIN.newPassword);
  await page.getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page).toHaveTitle('Sources – Tessera');
  await expect(page.getByTestId('sources-home')).toBeVisible();

  // A PostgreSQL source from its template: test the connection, then save.
  await page.getByTestId('source-type-POSTGRESQL').click();
  await expect(page).toHaveTitle('New source – Tessera');
  const form = page.getByTestId('source-form');
  // Nothing filled in: the required fields say so under themselves, before anything is sent.
  await page.getByTestId('source-save').click();
  await expect(form.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'URL is required' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await form.getByLabel('Name', { exact: true }).fill(pgName);
  await expect(form.getByRole('alert').filter({ hasText: 'Name is required' })).toBeHidden();
  await form.getByLabel('URL').fill(pg.jdbc);
  await expect(form.getByRole('alert').filter({ hasText: 'URL is required' })).toBeHidden();
  // The host / port / database fields read the URL (and write it when edited).
  await expect(form.getByLabel('Host', { exact: true })).toHaveValue(new URL(pg.jdbc.slice(5)).hostname);
  await form.getByLabel('User', { exact: true }).fill(pg.user);
  if (pg.password) await form.getByLabel('Password').fill(pg.password);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('test-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('test-result')).toContainText('Connection succeeded');
  // the local role is a superuser: the answer says so, without blocking
  await expect(page.getByTestId('test-warning')).toContainText('superuser');
  await page.getByTestId('source-save').click();
  await expect(toast(page, 'Source created')).toBeVisible();
  await expect(page).toHaveURL(/\/sources\/[0-9a-f]{32}$/);
  const pgUrl = page.url();
  await expect(page.getByTestId('source-title')).toHaveText(pgName);
  await expect(treeItem(page, pgName)).toBeVisible();
  // The stored password comes back masked, never in clear.
  await expect(form.getByLabel('Password')).not.toHaveValue(pg.password || 'x');

  // Its schema: PostgreSQL's schemas with the last sync time.
  await page.getByTestId('tab-schema').click();
  await expect(page.getByTestId('schema-db').filter({ hasText: 'public' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('schema-last-sync')).toContainText('Last sync');
  await page.getByTestId('schema-sync').click();
  await expect(toast(page, 'Schema synced')).toBeVisible();

  // A second source with the same name is refused under the name field; leaving asks first.
  await page.goto('/sources/new?type=JDBC&dbType=POSTGRESQL');
  await form.getByLabel('Name', { exact: true }).fill(pgName);
  await form.getByLabel('URL').fill(pg.jdbc);
  await page.getByTestId('source-save').click();
  await expect(form.getByRole('alert').filter({ hasText: 'Name already exists!' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await treeItem(page, pgName).getByRole('button', { name: pgName, exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Discard unsaved changes?');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(pgUrl);

  // A FILE source: the CSV is chosen before the source exists, and uploaded with a progress bar once it
  // is created; it becomes a table.
  await page.getByTestId('source-new-menu').click();
  await page.getByRole('menuitem', { name: 'New source' }).click();
  await page.getByTestId('source-type-FILE').click();
  await form.getByLabel('Name', { exact: true }).fill(fileName);
  await expect(page.getByTestId('files-section')).toBeVisible();
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: salesCsv(5000) });
  await expect(page.getByTestId('pending-files')).toContainText('sales.csv');
  await page.getByTestId('source-save').click();
  await expect(page.getByTestId('upload-progress').first()).toBeVisible();
  await expect(page.getByTestId('upload-progress').first()).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('file-table').and(page.locator('[data-name="sales"]'))).toBeVisible();

  // Its rows in the schema browser's preview.
  await page.getByTestId('tab-schema').click();
  const sales = page.getByTestId('schema-table').and(page.locator('[data-name="sales"]'));
  await expect(sales).toBeVisible({ timeout: 20_000 });
  await sales.getByTestId('schema-preview').click();
  await expect(page.getByTestId('preview-table')).toBeVisible();
  await expect(page.getByTestId('preview-table').getByRole('columnheader')).toContainText([
    'id',
    'region',
    'amount',
    'day',
  ]);
  await expect(page.getByTestId('preview-row').first()).toBeVisible();
  await expect(page.getByTestId('schema-preview-pane')).toContainText('100 rows');

  // Demo data in one click: its four tables.
  await page.goto('/sources');
  await page.getByTestId('add-demo').click();
  await expect(toast(page, 'Demo data added')).toBeVisible();
  for (const table of ['orders', 'customers', 'products', 'reviews']) {
    await expect(page.getByTestId('schema-table').and(page.locator(`[data-name="${table}"]`))).toBeVisible({
      timeout: 60_000,
    });
  }

  // A folder, and the PostgreSQL source dragged into it.
  await page.getByTestId('source-new-menu').click();
  await page.getByRole('menuitem', { name: 'New folder' }).click();
  await page.getByTestId('folder-dialog').getByLabel('Name').fill(folderName);
  await page.getByTestId('folder-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Folder created')).toBeVisible();
  await treeItem(page, pgName).dragTo(treeItem(page, folderName));
  await expect(toast(page, 'Moved')).toBeVisible();
  await expect(treeItem(page, folderName)).toHaveAttribute('aria-expanded', 'true');
  const pgBox = await treeItem(page, pgName).boundingBox();
  const folderBox = await treeItem(page, folderName).boundingBox();
  expect(pgBox!.x + 1).toBeGreaterThan(folderBox!.x);
  expect(pgBox!.y).toBeGreaterThan(folderBox!.y);

  // Archive the FILE source and restore it from the recycle bin.
  await openItemMenu(page, fileName);
  await page.getByRole('menuitem', { name: 'Move to recycle bin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to recycle bin' }).click();
  await expect(toast(page, 'Moved to the recycle bin')).toBeVisible();
  await expect(treeItem(page, fileName)).toHaveCount(0);
  await page.getByTestId('source-view-archived').click();
  const archived = page.getByTestId('recycle-item').and(page.locator(`[data-name="${fileName}"]`));
  await expect(archived).toBeVisible();
  await archived.getByRole('button', { name: 'Restore' }).click();
  await page.getByTestId('restore-dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Restored')).toBeVisible();
  await expect(archived).toHaveCount(0);
  await page.getByTestId('source-view-active').click();
  await expect(treeItem(page, fileName)).toBeVisible();
});
