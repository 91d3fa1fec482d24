import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { countryBoard, pickCountry, widget } from './country-board';

test('shares: a link that expires, or is deleted, while a visitor is on the page stops at the next query', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Ending shares org '));
  const admin = await session(page);
  const { boardId } = await countryBoard(admin, uniqueName('Ending board '));
  const share = (expiryDate: string | null) =>
    trpcMutation<{ id: string }>(
      'share.create',
      { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', expiryDate },
      admin.token,
    );
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  const table = widget(anon, 'By country').getByTestId('chart-table');

  // Deleted while open: the page keeps what it shows until the next query, which ends it.
  const deleted = await share(null);
  await anon.goto(`/shareDashboard/${deleted.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await pickCountry(anon, 'Germany');
  await expect(table).toContainText('Germany');
  await trpcMutation('share.delete', { id: deleted.id }, admin.token);
  await pickCountry(anon, 'China');
  await expect(anon.getByTestId('share-gone-page')).toContainText(
    'This share link does not exist or was deleted',
  );
  await expect(anon.getByTestId('board-widget')).toHaveCount(0);

  // Expiring while open: it works until its expiry, and the first query after it is refused.
  const expiresAt = Date.now() + 40_000;
  const expiring = await share(new Date(expiresAt).toISOString());
  await anon.goto(`/shareDashboard/${expiring.id}`);
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  await pickCountry(anon, 'Germany');
  await expect(table).toContainText('Germany');
  expect(Date.now()).toBeLessThan(expiresAt);
  await anon.waitForTimeout(Math.max(0, expiresAt - Date.now() + 1_000));
  await pickCountry(anon, 'China');
  await expect(anon.getByTestId('share-gone-page')).toContainText('This share link has expired');
  await expect(anon.getByTestId('board-widget')).toHaveCount(0);
  await visitor.close();
});
