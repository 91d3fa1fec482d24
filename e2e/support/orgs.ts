import { expect, type Page } from '@playwright/test';

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return url;
}

/** The signed-in page's session token and current organisation, as the web app stores them. */
export async function session(page: Page): Promise<{ token: string; orgId: string }> {
  const [token, orgId] = await page.evaluate(() => [
    localStorage.getItem('AUTHORIZATION_TOKEN'),
    localStorage.getItem('LAST_VISITED_ORGANIZATION'),
  ]);
  if (!token || !orgId) throw new Error('No session or organisation in local storage');
  return { token, orgId };
}

/** A REST GET with a bearer token; returns the HTTP status. */
export async function restStatus(path: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

/** Creates an organisation through the switcher's dialog; the workspace switches to it. */
export async function createOrgInUi(page: Page, name: string): Promise<void> {
  await page.getByTestId('org-switcher').click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  const dialog = page.getByTestId('create-org-dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('org-switcher')).toContainText(name);
}

/** The sidebar's link to a section, by its label. */
export function navLink(page: Page, label: string) {
  return page.getByTestId('sidebar').getByRole('link', { name: label, exact: true });
}

/**
 * Opens Settings and waits for its first tab: Settings lands there by a redirect, which can undo a tab
 * clicked before it has happened.
 */
export async function openSettings(page: Page): Promise<void> {
  await navLink(page, 'Settings').click();
  await expect(page).toHaveURL(/\/settings\/organization$/);
}
