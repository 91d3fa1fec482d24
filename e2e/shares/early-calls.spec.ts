import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

/** The tRPC operations a page sent, one entry per operation (a batch names several). */
function operations(urls: string[]): string[] {
  return urls.flatMap((u) => {
    const path = /\/trpc\/([^?]+)/.exec(new URL(u).pathname)?.[1];
    return path ? path.split(',') : [];
  });
}

test('shares: a public board asks for the system information, its bootstrap and each chart once, early, and its scripts come compressed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Early calls org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);
  const chart = async (name: string, rows: object[]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId: admin.orgId, name, viewId, config: table(rows) },
        admin.token,
      )
    ).id;
  const byCountry = await chart('By country', [dim('country'), sum('amount')]);
  const byChannel = await chart('By channel', [dim('channel'), sum('amount')]);
  // The same query twice on one board: each widget still gets its own answer.
  const again = await chart('By country again', [dim('country'), sum('amount')]);
  const boardId = await makeBoard(admin.orgId, admin.token, uniqueName('Early board '), [
    chartWidget('By country', byCountry, { x: 0, y: 0, width: 4, height: 8 }),
    chartWidget('By channel', byChannel, { x: 4, y: 0, width: 4, height: 8 }),
    chartWidget('By country again', again, { x: 8, y: 0, width: 4, height: 8 }),
  ]);
  const share = await trpcMutation<{ id: string }>(
    'share.create',
    { vizType: 'DASHBOARD', vizId: boardId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    admin.token,
  );

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  const calls: string[] = [];
  const scripts = new Map<string, Promise<{ encoding: string | undefined; bytes: number }>>();
  anon.on('request', (r) => {
    if (r.url().includes('/trpc/')) calls.push(r.url());
  });
  anon.on('response', (r) => {
    if (/\/assets\/[^/]+\.js$/.test(r.url()))
      scripts.set(
        new URL(r.url()).pathname,
        r.body().then((body) => ({ encoding: r.headers()['content-encoding'], bytes: body.length })),
      );
  });
  const document = await anon.goto(`/shareDashboard/${share.id}`);
  // The scripts the page's document names (its entry and what it preloads at once).
  const named = [...(await document!.text()).matchAll(/<script type="module"[^>]* src="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  await expect(anon.getByTestId('share-ready')).toBeAttached({ timeout: 30_000 });
  for (const name of ['By country', 'By country again'])
    await expect(
      anon.locator(`[data-testid="board-widget"][data-widget="${name}"]`).getByTestId('chart-table'),
    ).toContainText('China');
  await expect(
    anon.locator('[data-testid="board-widget"][data-widget="By channel"]').getByTestId('chart-table'),
  ).toContainText('Online');

  const ops = operations(calls);
  expect(ops.filter((o) => o === 'system.info')).toHaveLength(1);
  expect(ops.filter((o) => o === 'share.open')).toHaveLength(1);
  expect(ops.filter((o) => o === 'share.execute')).toHaveLength(3);
  // Every script the document names arrives compressed, but for the server's smallest files (< 1 KB).
  let large = 0;
  for (const src of named) {
    const sent = await scripts.get(src);
    expect(sent, src).toBeDefined();
    if (sent!.bytes < 1024) continue;
    large++;
    expect(['br', 'gzip'], src).toContain(sent!.encoding);
  }
  expect(large).toBeGreaterThan(0);
  await visitor.close();
});
