import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { waitForMail } from '../support/mail';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

test('schedules: an e-mail schedule is made in the Schedules section, run now, logged SUCCESS and mailed', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Schedules org '));
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

  await navLink(page, 'Schedules').click();
  await expect(page.getByTestId('schedules-home')).toBeVisible();
  await page.getByTestId('schedule-new').click();
  const editor = page.getByTestId('schedule-editor');
  await editor.getByLabel('Name').fill('Monday report');
  // The default preset (every day at 08:00) and the server's next five runs of it.
  await expect(editor.getByTestId('schedule-next-fire')).toHaveCount(5);
  await expect(editor.getByTestId('schedule-next-fire').first()).toContainText('8:00');

  // A cron of one's own that does not parse: the server says so, in place of the next runs.
  await editor.getByTestId('schedule-cron-mode-manual').check();
  await editor.getByRole('textbox', { name: 'Cron expression' }).fill('0 0 8 * *');
  await expect(editor.getByTestId('schedule-next-fires')).toContainText('is not valid');
  await editor.getByRole('textbox', { name: 'Cron expression' }).fill('0 30 7 ? * 2');
  await expect(editor.getByTestId('schedule-next-fire')).toHaveCount(5);
  await expect(editor.getByTestId('schedule-next-fire').first()).toContainText('Monday');

  // A bad address is refused by the server and named under its field.
  const to = `${uniqueName('reader')}@tessera.test`;
  await editor.getByLabel('Subject').fill('Weekly channels');
  await editor.getByLabel('Message').fill('Good morning, here are the channels.');
  await editor.getByLabel('To', { exact: true }).fill(`${to}; not-an-address`);
  await editor.getByTestId('schedule-save').click();
  await expect(editor.getByText('"not-an-address" in to is not a valid e-mail address')).toBeVisible();
  await editor.getByLabel('To', { exact: true }).fill(to);
  // No content: refused under the picker.
  await editor.getByTestId('schedule-save').click();
  await expect(editor.getByText('Choose at least one chart or dashboard to send')).toBeVisible();

  await editor.getByRole('combobox').click();
  await page.getByRole('option', { name: /Channel sales/ }).click();
  await page.keyboard.press('Escape');
  await expect(editor.getByTestId('schedule-attachment-EXCEL')).toBeChecked();
  await editor.getByTestId('schedule-attachment-CSV').click();
  await editor.getByTestId('schedule-save').click();

  // Saved: it is in the tree, stopped, and the page is its own.
  await expect(page).toHaveURL(/\/schedules\/[0-9a-f]{32}$/);
  await expect(page.getByTestId('schedule-tree')).toContainText('Monday report');
  await expect(editor.getByTestId('schedule-state')).toHaveText('Stopped');
  await expect(editor.getByRole('textbox', { name: 'Cron expression' })).toHaveValue('0 30 7 ? * 2');

  // Run now: the run starts at once, its log turns SUCCESS (15) and the mail arrives.
  const since = Date.now();
  await editor.getByTestId('schedule-run').click();
  const log = editor.getByTestId('schedule-log').first();
  await expect(log).toHaveAttribute('data-state', 'success', { timeout: 120_000 });
  await expect(log).toHaveAttribute('data-status', '15');
  await expect(log).toContainText('Success');
  const mail = await waitForMail(to, /^Weekly channels$/, { since, timeoutMs: 60_000 });
  expect(mail.text).toContain('Good morning, here are the channels.');

  // Started, it cannot be edited (the server would refuse); stopped, it can again.
  await editor.getByTestId('schedule-start').click();
  await expect(editor.getByTestId('schedule-state')).toHaveText('Running');
  await expect(editor.getByLabel('Name')).toBeDisabled();
  await expect(editor.getByTestId('schedule-save')).toHaveCount(0);
  await editor.getByTestId('schedule-stop').click();
  await expect(editor.getByTestId('schedule-state')).toHaveText('Stopped');
  await expect(editor.getByLabel('Name')).toBeEnabled();
});
