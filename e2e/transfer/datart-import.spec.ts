import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createOrgInUi, openSettings } from '../support/orgs';
import { login } from '../support/ui';

// The Datart fixture (Datart's schema and content, on the local MariaDB) is made by core's own fixture
// script: this workspace has no MySQL driver.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureCli = (...args: string[]) =>
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'packages/core/src/datart-import/datart-fixture-cli.ts', ...args],
    { cwd: root, encoding: 'utf8' },
  ).trim();
const DATART_KEY = 'd@a$t%a^r&a*t';
const BOARD_ID = 'd1'.padEnd(32, '0');

let datartUrl = '';
const tag = `_${Date.now().toString(36)}`;
test.beforeAll(() => {
  datartUrl = fixtureCli('create', tag);
});
test.afterAll(() => {
  if (datartUrl) fixtureCli('drop', datartUrl);
});

test('move a Datart over in Settings, then sign in as an imported Datart user and open an imported board with data', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The system's first owner finds the Datart card under Settings → Resource migration.
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Datart landing '));
  await openSettings(page);
  await page.getByTestId('settings-migration').click();
  const card = page.getByTestId('datart-import');
  await card.getByTestId('datart-from').fill('mysql://root@127.0.0.1:1/datart');
  await card.getByTestId('datart-submit').click();
  await expect(card.getByTestId('datart-problem')).toContainText('The Datart database cannot be read');

  await card.getByTestId('datart-from').fill(datartUrl);
  await card.getByTestId('datart-key').fill(DATART_KEY);
  await card.getByTestId('datart-submit').click();
  const report = card.getByTestId('datart-report');
  await expect(report).toContainText('moved over', { timeout: 60_000 });
  await expect(report.getByTestId('datart-count-DASHBOARD')).toContainText('Dashboards1');
  await expect(report.getByTestId('datart-count-USER')).toContainText('Accounts4');
  await expect(report.getByTestId('datart-skipped')).toContainText('Sources “Old”: archived in Datart');

  // Bob signs in with his Datart password and opens the board: his row rule (country CN) holds.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, `bob${tag}`, 'bob-datart-2');
  await page.goto(`/vizs/dashboards/${BOARD_ID}`);
  const table = page.getByTestId('chart-table').first();
  await expect(table).toContainText('CN', { timeout: 30_000 });
  await expect(table).toContainText('15');
  await expect(table).not.toContainText('US');
});
