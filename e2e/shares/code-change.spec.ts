import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { countryBoard, pickCountry, widget } from './country-board';

test('shares: the owner changes a code link’s code in another browser, and the open page asks for the code again at its next query', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Code change org '));
  const admin = await session(page);
  const { boardId } = await countryBoard(admin, uniqueName('Code board '));
  const share = await trpcMutation<{ id: string; authenticationCode: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'CODE' },
    admin.token,
  );

  // A visitor opens the link with its code, in a browser of their own.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/shareDashboard/${share.id}?type=CODE`);
  await anon.getByLabel('Access code').fill(share.authenticationCode);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  const table = widget(anon, 'By country').getByTestId('chart-table');
  await pickCountry(anon, 'Germany');
  await expect(table).toContainText('Germany');

  // The owner changes the code in the share dialog: the new code is shown once.
  await page.goto(`/vizs/dashboards/${boardId}`);
  await page.getByTestId('dashboard-share').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog
    .locator('[data-testid="share-item"][data-mode="CODE"]')
    .getByTestId('share-change-code')
    .click();
  await expect(
    toast(page, 'New code made: the old code and the pages opened with it stop working'),
  ).toBeVisible();
  const code = (await dialog.getByTestId('share-code-value').textContent())!.trim();
  expect(code).toMatch(/^[a-z2-7]{8}$/);
  expect(code).not.toBe(share.authenticationCode);

  // The open page keeps what it shows until its next query, which asks for the code again.
  await expect(table).toContainText('Germany');
  await pickCountry(anon, 'China');
  await expect(anon.getByTestId('share-code-page')).toBeVisible();
  await expect(anon.getByTestId('board-widget')).toHaveCount(0);
  // The old code no longer opens the link; the new one does.
  await anon.getByLabel('Access code').fill(share.authenticationCode);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByText('This code does not open the link')).toBeVisible();
  await anon.getByLabel('Access code').fill(code);
  await anon.getByTestId('share-code-submit').click();
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await expect(widget(anon, 'By country').getByTestId('chart-table')).toContainText('China');
  await visitor.close();
});
