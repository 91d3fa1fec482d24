import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { createActiveUser, trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });

test('command palette: Ctrl+K jumps to a view or a source; a member without the Sources module sees no sources', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const viewName = uniqueName('Palette view ');
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Palette org '));
  const admin = await session(page);
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId: admin.orgId }, admin.token);
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    { orgId: admin.orgId, name: viewName, type: 'SQL', sourceId: demo.id, script: 'SELECT 1 AS one' },
    admin.token,
  );

  // From the overview, the top bar's button opens it; the best match is selected, Enter opens the source.
  const opener = page.getByTestId('palette-open');
  await expect(opener).toContainText('Ctrl+K');
  await opener.click();
  await page.keyboard.type('demo data');
  const sources = palette(page).getByTestId('palette-sources');
  await expect(sources.getByRole('option', { name: 'Demo data (e-commerce)' })).toBeVisible();
  await expect(sources.getByRole('option', { name: 'Demo data (e-commerce)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sources/${demo.id}$`));

  // Ctrl+K from the source's page, part of the view's name, Enter: the view's page.
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(viewName.slice(0, -3));
  await expect(palette(page).getByRole('option', { name: viewName })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/views/${view.id}$`));
  await expect(page.getByTestId('view-title')).toHaveText(viewName);

  // Escape closes it and the focus goes back where it was.
  await opener.click();
  await expect(palette(page)).toBeVisible();
  const options = palette(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(opener).toBeFocused();

  // A member with the Views module and READ (enable + read = 3) on the view, but not the Sources module.
  const member = await createActiveUser(uniqueName('pm'), 'Member-pw1');
  await trpcMutation(
    'member.invite',
    { orgId: admin.orgId, emails: [member.email], sendMail: false },
    admin.token,
  );
  const memberLogin = await trpcMutation<{ user: { id: string } }>('auth.login', {
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
    { permissionToCreate: [grant('*', 1), grant(view.id, 3)] },
    admin.token,
  );

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await login(memberPage, member.username, member.password);
  await memberPage.evaluate((orgId) => localStorage.setItem('LAST_VISITED_ORGANIZATION', orgId), admin.orgId);
  await memberPage.reload();
  await expect(memberPage.getByTestId('page-heading')).toBeVisible();
  await memberPage.keyboard.press('Control+k');
  await expect(
    palette(memberPage).getByTestId('palette-views').getByRole('option', { name: viewName }),
  ).toBeVisible();
  await expect(palette(memberPage).getByTestId('palette-sources')).toHaveCount(0);
  await memberPage.keyboard.type('demo');
  await expect(palette(memberPage).getByRole('option', { name: /Demo data/ })).toHaveCount(0);
  await context.close();
});
