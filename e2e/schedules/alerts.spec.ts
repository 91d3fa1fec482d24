import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, navLink, openSettings, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

test("schedules: the organisation's time zone is set in Settings, and an alert schedule's run says whether its condition held", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Alerts org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  await trpcMutation(
    'datachart.create',
    {
      orgId,
      name: 'Channel sales',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    token,
  );

  // Settings → Organisation: the owner picks the zone from a searchable list.
  await openSettings(page);
  const zone = page.getByTestId('org-time-zone');
  await expect(zone).toContainText("The server's time zone");
  await zone.click();
  await page.getByPlaceholder('Search time zones').fill('Shanghai');
  await page.getByRole('option', { name: 'Asia/Shanghai' }).click();
  await expect(page.getByText('Time zone saved')).toBeVisible();
  await expect(zone).toHaveText('Asia/Shanghai');

  await navLink(page, 'Schedules').click();
  await page.getByTestId('schedule-new').click();
  const editor = page.getByTestId('schedule-editor');
  // The next runs are given in the organisation's zone, which is named.
  await expect(editor.getByTestId('schedule-time-zone')).toHaveText('(Asia/Shanghai)');
  await expect(editor.getByTestId('schedule-next-fire').first()).toContainText('8:00');
  await editor.getByLabel('Name').fill('Big channel alert');
  await editor.getByLabel('Subject').fill('A channel passed a billion');
  await editor.getByLabel('To', { exact: true }).fill(`${uniqueName('reader')}@tessera.test`);
  await editor.getByRole('combobox', { name: 'Charts and dashboards' }).click();
  await page.getByRole('option', { name: /Channel sales/ }).click();
  await page.keyboard.press('Escape');

  // The Alert section comes with a single chart: a value of its result above a threshold.
  const alert = editor.getByTestId('schedule-alert');
  await alert.getByTestId('schedule-alert-enabled').click();
  await alert.getByLabel('Condition', { exact: true }).selectOption('ABOVE');
  await alert.getByLabel('Column', { exact: true }).selectOption('SUM(amount)');
  // A threshold that is no number is refused by the server, under its field, and nothing is saved.
  await alert.getByLabel('Threshold', { exact: true }).fill('a lot');
  await editor.getByTestId('schedule-save').click();
  await expect(alert.getByText('The alert\'s threshold "a lot" is not a number')).toBeVisible();
  await expect(page).not.toHaveURL(/\/schedules\/[0-9a-f]{32}$/);
  await alert.getByLabel('Threshold', { exact: true }).fill('1000000000');
  await editor.getByTestId('schedule-save').click();
  await expect(page).toHaveURL(/\/schedules\/[0-9a-f]{32}$/);
  await expect(editor.getByTestId('schedule-state')).toHaveText('Stopped');

  // Run now: the condition does not hold, nothing is sent, and the log says so.
  await editor.getByTestId('schedule-run').click();
  const log = editor.getByTestId('schedule-log').first();
  await expect(log).toHaveAttribute('data-status', '15', { timeout: 120_000 });
  await expect(log.getByTestId('schedule-log-message')).toHaveText(
    'Alert condition did not hold (SUM(amount) above 1000000000): nothing sent',
  );
});
