import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** Every page path the web app has, read from the router's generated tree (new routes are walked too). */
function webPaths(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const tree = readFileSync(path.resolve(here, '../../apps/web/src/routeTree.gen.ts'), 'utf8');
  const paths = new Set<string>();
  for (const m of tree.matchAll(/fullPath: '([^']+)'/g)) paths.add(m[1]!);
  return [...paths];
}
const AUTH = [
  '/activation',
  '/authorization',
  '/confirminvite',
  '/forgetPassword',
  '/login',
  '/register',
  '/setup',
];
const SHARE = /^\/share(Chart|Dashboard|StoryPlayer)\//;
const id = 'f'.repeat(32);

test('anonymous visitors reach only the sign-in pages and the share pages; every other page sends them to sign in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const all = webPaths();
  const workspace = all.filter((p) => !AUTH.includes(p) && !SHARE.test(p));
  expect(workspace.length).toBeGreaterThan(20);
  expect(all.filter((p) => SHARE.test(p))).toHaveLength(3);
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const route of workspace) {
    const url = route.replace(/\$[A-Za-z]+/g, id).replace(/(.)\/$/, '$1');
    await page.goto(url);
    await expect(page, `${url} without a session`).toHaveURL(/\/login$/);
  }
  // Share pages stay put and answer for themselves (this share does not exist).
  for (const route of all.filter((p) => SHARE.test(p))) {
    await page.goto(route.replace('$id', id));
    await expect(page.getByTestId('share-gone-page')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(route.replace('$id', id));
  }
  await context.close();
});
