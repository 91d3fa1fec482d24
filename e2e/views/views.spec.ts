import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createActiveUser, trpcMutation } from '../support/api';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login, toast } from '../support/ui';

/** Replaces the SQL of the CodeMirror editor (typed as plain text, no completion). */
async function setSql(page: Page, sql: string) {
  const editor = page.getByTestId('sql-editor').locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

async function pick(page: Page, trigger: ReturnType<Page['getByTestId']>, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('views: SQL view with a variable, model (type, category, hierarchy, computed field), column permissions for a member', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const orgName = uniqueName('Views org ');
  const viewName = uniqueName('Customers by city ');

  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, orgName);
  const admin = await session(page);
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId: admin.orgId }, admin.token);
  // A view already there, whose name the new one will first try to take.
  const takenName = uniqueName('Taken view ');
  await trpcMutation(
    'view.create',
    { orgId: admin.orgId, name: takenName, type: 'SQL', sourceId: demo.id, script: 'select 1' },
    admin.token,
  );

  await navLink(page, 'Views').click();
  await expect(page).toHaveURL(/\/views$/);
  await expect(page).toHaveTitle('Views – Tessera');
  await page.getByTestId('view-type-SQL').click();
  await expect(page).toHaveTitle('New SQL view – Tessera');

  // Validations before running: a source, then a statement.
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('run-error')).toContainText('A source must be selected');
  await pick(page, page.getByTestId('view-source-picker'), 'Demo data (e-commerce)');
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('run-error')).toContainText('An SQL statement cannot be empty');

  // A first run to see which countries the demo data has; a bad one shows the database's message.
  await setSql(page, 'select nope from customers');
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('run-error')).toContainText('Execution error');
  await setSql(page, 'select distinct country from customers order by country');
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('preview-row').first()).toBeVisible({ timeout: 20_000 });
  const country = (await page
    .getByTestId('preview-row')
    .first()
    .getByRole('cell')
    .first()
    .textContent())!.trim();
  expect(country).not.toBe('');
  const otherCountry = (await page
    .getByTestId('preview-row')
    .nth(1)
    .getByRole('cell')
    .first()
    .textContent())!.trim();

  // Save: the name is required first, then the server refuses one taken; both stand under Name.
  const nameInput = page.getByLabel('Name', { exact: true });
  await page.getByTestId('view-save').click();
  await expect(nameInput).toHaveAccessibleDescription('Name is required');
  await nameInput.fill(takenName);
  await page.getByTestId('view-save').click();
  await expect(nameInput).toHaveAccessibleDescription('Name already exists!');
  await nameInput.fill(viewName);
  await expect(nameInput).not.toHaveAccessibleDescription('Name already exists!');
  await page.getByTestId('view-save').click();
  await expect(toast(page, 'View created')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/[0-9a-f]{32}$/);
  const viewId = page.url().split('/').pop()!;
  await expect(
    page.getByTestId('view-tree-item').and(page.locator(`[data-name="${viewName}"]`)),
  ).toBeVisible();

  // A QUERY variable with the first country as its default.
  await page.getByTestId('tab-variables').click();
  await expect(page.getByTestId('system-variable').first()).toContainText('$DATART_USER_NAME$');
  await page.getByTestId('variable-add').click();
  const dialog = page.getByTestId('variable-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('country');
  await dialog.getByLabel('Default value(s)').fill(country);
  await dialog.getByTestId('variable-save').click();
  await expect(toast(page, 'Variable created')).toBeVisible();
  await expect(page.getByTestId('variable-row').and(page.locator('[data-name="country"]'))).toBeVisible();

  // A name the dialog refuses, then one the server refuses (taken): both stand under Name.
  await page.getByTestId('variable-add').click();
  await dialog.getByLabel('Name', { exact: true }).fill('1country');
  await dialog.getByTestId('variable-save').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Name may contain letters, digits and underscores only, and may not start with a digit',
  );
  await dialog.getByLabel('Name', { exact: true }).fill('country');
  await dialog.getByTestId('variable-save').click();
  await expect(dialog.getByRole('alert')).toHaveText('Name already exists!');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The saved variable opens with Save disabled until something changes.
  await page.getByRole('button', { name: 'Edit country' }).click();
  await expect(dialog.getByTestId('variable-save')).toBeDisabled();
  await dialog.getByLabel('Label', { exact: true }).fill('Country');
  await expect(dialog.getByTestId('variable-save')).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The view with the variable: every row is of that country.
  await page.getByTestId('tab-script').click();
  await setSql(
    page,
    'select country, city, count(*) as n from customers where country = $country$ group by country, city order by n desc',
  );
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('view-row-count')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('preview-row').first().getByRole('cell').first()).toHaveText(country);

  // "Try a value" replaces the default for the next runs, until it is cleared.
  await page.getByTestId('tab-variables').click();
  await page.getByLabel('Try a value for country').fill(otherCountry);
  await page.getByTestId('tab-script').click();
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('preview-row').first().getByRole('cell').first()).toHaveText(otherCountry);
  await page.getByTestId('tab-variables').click();
  await page.getByLabel('Try a value for country').fill('');
  await page.getByTestId('tab-script').click();
  await page.getByTestId('view-run').click();
  await expect(page.getByTestId('preview-row').first().getByRole('cell').first()).toHaveText(country);

  // The model follows the SQL: country, city, n; then edit it.
  await page.getByTestId('tab-model').click();
  const column = (name: string) =>
    page.getByTestId('model-column').and(page.locator(`[data-name="${name}"]`));
  await expect(column('city')).toBeVisible();
  await expect(column('n')).toBeVisible();
  await pick(page, column('n').getByTestId('column-type'), 'String');
  await pick(page, column('country').getByTestId('column-category'), 'Country');
  await pick(page, column('city').getByTestId('column-category'), 'City');
  await page.getByTestId('model-new-folder').click();
  await page.getByTestId('model-folder-dialog').getByLabel('Name').fill('Geo');
  await page.getByTestId('model-folder-dialog').getByRole('button', { name: 'Create' }).click();
  await pick(page, column('city').getByTestId('column-folder'), 'Geo');
  const folder = page.getByTestId('model-folder').and(page.locator('[data-name="Geo"]'));
  await expect(folder.getByTestId('model-column')).toHaveAttribute('data-name', 'city');

  await page.getByTestId('computed-add').click();
  const cf = page.getByTestId('computed-dialog');
  await cf.getByLabel('Name').fill('city_upper');
  await cf.getByLabel('Expression').fill('UPPER([city]');
  await expect(cf.getByTestId('computed-check')).toHaveAttribute('data-state', 'error');
  await cf.getByLabel('Expression').fill('UPPER([city])');
  await expect(cf.getByTestId('computed-check')).toHaveAttribute('data-state', 'ok');
  await expect(cf.getByTestId('computed-functions')).toContainText('UPPER');
  await cf.getByTestId('computed-save').click();
  await expect(page.getByTestId('computed-field')).toHaveAttribute('data-name', 'city_upper');

  await page.getByTestId('view-save').click();
  await expect(toast(page, 'View saved')).toBeVisible();

  // Reopened, everything is kept.
  await page.reload();
  await page.getByTestId('tab-model').click();
  await expect(column('n').getByTestId('column-type')).toHaveText('String');
  await expect(column('country').getByTestId('column-category')).toHaveText('Country');
  await expect(column('city').getByTestId('column-category')).toHaveText('City');
  await expect(folder.getByTestId('model-column')).toHaveAttribute('data-name', 'city');
  await expect(page.getByTestId('computed-field')).toHaveAttribute('data-name', 'city_upper');
  await expect(page.getByTestId('view-dirty')).toHaveCount(0);

  // A member with the Views module and read access on the view, then a "partial" column rule.
  const member = await createActiveUser(uniqueName('vm'), 'Member-pw1');
  await trpcMutation(
    'member.invite',
    { orgId: admin.orgId, emails: [member.email], sendMail: false },
    admin.token,
  );
  const memberLogin = await trpcMutation<{ token: string; user: { id: string } }>('auth.login', {
    username: member.username,
    password: member.password,
  });
  const grant = (resourceId: string, permission: number) => ({
    orgId: admin.orgId,
    subjectType: 'USER_ROLE',
    subjectId: memberLogin.user.id,
    resourceType: 'VIEW',
    resourceId,
    permission,
  });
  await trpcMutation(
    'permission.grant',
    { permissionToCreate: [grant('*', 1), grant(viewId, 3)] },
    admin.token,
  );

  await page.reload();
  await page.getByTestId('tab-columns').click();
  await pick(page, page.getByTestId('column-rule-add'), `Member: ${member.username}`);
  const rule = page.getByTestId('column-rule');
  await expect(rule.getByLabel('Partial')).toBeChecked();
  await rule.getByRole('combobox').click();
  await page.getByRole('option', { name: 'country' }).click();
  await page.getByRole('option', { name: 'n', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('column-rules-save').click();
  await expect(toast(page, 'Column permissions saved')).toBeVisible();

  // Signed in as the member: the model shows only the allowed columns…
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const consoleErrors: string[] = [];
  const sourceCalls: string[] = [];
  memberPage.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  memberPage.on('request', (r) => {
    if (/\/trpc\/[^?]*\bsource\./.test(r.url())) sourceCalls.push(r.url());
  });
  await login(memberPage, member.username, member.password);
  await memberPage.evaluate((orgId) => localStorage.setItem('LAST_VISITED_ORGANIZATION', orgId), admin.orgId);
  await memberPage.goto(`/views/${viewId}`);
  await expect(memberPage.getByTestId('view-title')).toHaveText(viewName);

  // Read-only: a preview under the member's own rules (no hidden column), nothing to edit.
  await expect(memberPage.getByTestId('preview-row').first()).toBeVisible({ timeout: 20_000 });
  const headers = memberPage.getByTestId('preview-table').getByRole('columnheader');
  await expect(headers).toHaveCount(2);
  await expect(headers.filter({ hasText: 'country' })).toHaveCount(1);
  await expect(headers.filter({ hasText: 'city' })).toHaveCount(0);
  await expect(memberPage.getByTestId('view-save')).toHaveCount(0);
  await expect(memberPage.getByLabel('Name', { exact: true })).toBeDisabled();
  await memberPage.getByTestId('tab-model').click();
  const memberColumn = (name: string) =>
    memberPage.getByTestId('model-column').and(memberPage.locator(`[data-name="${name}"]`));
  await expect(memberColumn('country')).toBeVisible();
  await expect(memberColumn('n')).toBeVisible();
  await expect(memberColumn('city')).toHaveCount(0);

  // …and the chart query refuses the hidden column.
  const execute = (columns: string[]) =>
    fetch(`${process.env.E2E_BASE_URL}/api/v1/data-provider/execute`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${memberLogin.token}` },
      body: JSON.stringify({
        viewId,
        columns: columns.map((c) => ({ column: [c] })),
        pageInfo: { pageNo: 1, pageSize: 100 },
      }),
    });
  expect((await execute(['city'])).status).toBe(422);
  expect((await execute(['country'])).status).toBe(200);
  expect(sourceCalls).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
