import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

test('shares: a public and a code link of a chart, opened by an anonymous visitor; a deleted link stops at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Shares org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: 'Channels',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    admin.token,
  );

  await page.goto(`/vizs/charts/${chart.id}`);
  await page.getByTestId('chart-share').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByText('No share links yet.')).toBeVisible();

  // A public link.
  await dialog.getByTestId('share-new').click();
  await dialog.getByTestId('share-submit').click();
  await expect(toast(page, 'Share link created')).toBeVisible();
  const publicLink = await dialog
    .locator('[data-testid="share-item"][data-mode="NONE"]')
    .getByTestId('share-link')
    .inputValue();
  expect(publicLink).toMatch(/\/shareChart\/[0-9a-f]{32}$/);

  // A code link: the code is shown once.
  await dialog.getByTestId('share-new').click();
  await dialog.getByText('Access code', { exact: true }).click();
  await dialog.getByTestId('share-submit').click();
  const code = (await dialog.getByTestId('share-code-value').textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(6);
  const codeItem = dialog.locator('[data-testid="share-item"][data-mode="CODE"]');
  const codeLink = await codeItem.getByTestId('share-link').inputValue();
  expect(codeLink).toMatch(/\/shareChart\/[0-9a-f]{32}\?type=CODE$/);
  // An expiry in the past is refused, and nothing changes.
  await codeItem.getByRole('button', { name: 'Edit link' }).click();
  await dialog.getByTestId('share-expiry').fill('2020-01-01T10:00');
  await dialog.getByTestId('share-submit').click();
  await expect(dialog.getByText('The expiry must be in the future')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.locator('[data-testid="share-item"]').first().getByRole('button', { name: 'QR code' }).click();
  await expect(dialog.getByTestId('share-qr')).toBeVisible();

  // An anonymous visitor: the public link shows the chart and its data, nothing of the workspace.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(publicLink);
  await expect(anon.getByTestId('share-title')).toHaveText('Channels');
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expect(anon.getByTestId('chart-table')).toContainText('Online');
  await expect(anon.getByRole('navigation')).toHaveCount(0);
  // URL parameters filter by field name.
  await anon.goto(`${publicLink}?channel=Marketplace`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expect(anon.getByTestId('chart-table')).toContainText('Marketplace');
  await expect(anon.getByTestId('chart-table')).not.toContainText('Online');

  // The code link asks for the code; a wrong one gets a generic message.
  await anon.goto(codeLink);
  await anon.getByLabel('Access code').fill('WRONG-CODE');
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByText('This code does not open the link')).toBeVisible();
  await anon.getByLabel('Access code').fill(code);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 20_000 });
  await expect(anon.getByTestId('chart-table')).toContainText('Online');

  // Deleting the public link ends it at once.
  await dialog
    .locator('[data-testid="share-item"][data-mode="NONE"]')
    .getByRole('button', { name: 'Delete link' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete link' }).click();
  await expect(toast(page, 'Share link deleted')).toBeVisible();
  await anon.goto(publicLink);
  await expect(anon.getByTestId('share-gone-page')).toContainText('does not exist or was deleted');
  await visitor.close();
});
