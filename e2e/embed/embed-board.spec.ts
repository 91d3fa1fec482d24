import { createServer, type Server } from 'node:http';
import { expect, test, type FrameLocator } from '@playwright/test';
import { signEmbedToken } from '@tessera/sdk/embed';
import { chartWidget, dropdownWidget, makeBoard } from '../dashboards/board-fixtures';
import { uniqueName } from '../support/accounts';
import { freePort } from '../support/ports';
import { rowRuleOrg } from '../support/row-rule';

/** The board's table inside one embed frame. */
const table = (frame: FrameLocator) =>
  frame.locator('[data-testid="board-widget"][data-widget="Sales by country"]').getByTestId('chart-table');

/** A host app's page on its own origin: one iframe per viewer, each with a token its server signed. */
function hostPage(frames: { title: string; src: string }[]): string {
  const items = frames
    .map(
      (f) =>
        `<h2>${f.title}</h2><iframe title="${f.title}" src="${f.src}" width="900" height="420"></iframe>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Host app</title></head><body>${items}</body></html>`;
}

test('embedding: an owner turns embedding on, and a host page on another origin shows one board to two viewers under their own row values and a fixed filter', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const org = await rowRuleOrg(page, 'Embed org ');
  const boardId = await makeBoard(org.admin.orgId, org.admin.token, uniqueName('Embedded board '), [
    chartWidget('Sales by country', org.chartId, { x: 0, y: 0, width: 8, height: 6 }),
    dropdownWidget('Country', org.ruledViewId, 'country', { x: 8, y: 0, width: 3, height: 1 }),
  ]);

  // The owner turns embedding on in Settings → Organization; the secret is shown this once.
  await page.goto('/settings/organization');
  const card = page.getByTestId('embedding-card');
  await expect(card.getByTestId('embedding-status')).toHaveText('Embedding is off.');
  await card.getByTestId('embedding-on').click();
  const secret = await card.getByTestId('embedding-secret').inputValue();
  expect(secret).toMatch(/^[\w-]{43}$/);
  await expect(card.getByTestId('embedding-status')).toContainText('Embedding is on');

  // The host app's server signs one token per viewer: their countries, and for the second a fixed filter.
  const resource = { type: 'DASHBOARD' as const, id: boardId };
  const france = await signEmbedToken(secret, { resource, variables: { country: ['France'] } });
  const twoFixed = await signEmbedToken(secret, {
    resource,
    variables: { country: ['Germany', 'Japan'] },
    filters: { country: 'Japan' },
  });
  const port = await freePort();
  const host: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      hostPage([
        { title: 'Viewer in France', src: `${baseURL}/embed/dashboard/${france}` },
        { title: 'Viewer with Japan fixed', src: `${baseURL}/embed/dashboard/${twoFixed}` },
      ]),
    );
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  try {
    // A visitor without a Tessera account opens the host page (another port: another origin).
    const visitor = await page.context().browser()!.newContext();
    const hostTab = await visitor.newPage();
    await hostTab.goto(`http://127.0.0.1:${port}/`);
    const first = hostTab.frameLocator('iframe[title="Viewer in France"]');
    const second = hostTab.frameLocator('iframe[title="Viewer with Japan fixed"]');
    await expect(first.getByTestId('embed-ready')).toBeAttached({ timeout: 30_000 });
    await expect(second.getByTestId('embed-ready')).toBeAttached({ timeout: 30_000 });
    // Each viewer sees only their own rows.
    await expect(table(first)).toContainText('France');
    await expect(table(first)).not.toContainText('Germany');
    await expect(table(second)).toContainText('Japan');
    await expect(table(second)).not.toContainText('Germany');
    await expect(table(second)).not.toContainText('France');
    // The fixed field's dropdown is not offered; the first viewer keeps theirs.
    await expect(first.locator('[data-testid="board-widget"][data-widget="Country"]')).toBeVisible();
    await expect(second.locator('[data-testid="board-widget"][data-widget="Country"]')).toHaveCount(0);

    // The owner rotates the secret: the open frames' next query is refused with the reason.
    await page.getByTestId('embedding-rotate').click();
    await page.getByRole('button', { name: 'Rotate the secret' }).last().click();
    await expect(card.getByTestId('embedding-secret')).not.toHaveValue(secret);
    await hostTab.reload();
    await expect(first.getByTestId('embed-refused')).toContainText('not valid or has expired');
    await visitor.close();
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});
