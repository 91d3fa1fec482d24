import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const routeTree = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/routeTree.gen.ts',
);

/**
 * Every page of the web app, read from the router's generated tree (so a new route is walked without
 * touching this file): its id (`/_app/organizations/$orgId/views/$viewId`) and the address a visitor would type.
 */
function allRoutes(): { id: string; url: string }[] {
  const source = readFileSync(routeTree, 'utf8');
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`FileRoutesById not found in ${routeTree}`);
  const ids = [...block.matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!);
  return ids.map((id) => ({
    id,
    url:
      '/' +
      id
        .split('/')
        .filter((s) => s && !s.startsWith('_'))
        // Any well-formed id will do: without a session nothing may be read, whatever exists.
        .map((s) => (s.startsWith('$') ? 'f00dfeedf00dfeedf00dfeedf00dfeed' : s))
        .join('/'),
  }));
}

const isAuthPage = (id: string) => id === '/_auth' || id.startsWith('/_auth/');
/** Pages authorised by their link, not a session: share pages and signed embeds (docs/embedding.md). */
const isSharePage = (id: string) =>
  /^\/share(Chart|Dashboard|StoryPlayer)\//.test(id) || /^\/embed\/(chart|dashboard)\//.test(id);

/** The workspace pages: everything but the sign-in pages, the share and embed pages and the layouts themselves. */
function workspaceRoutes() {
  const routes = allRoutes();
  const walked = routes.filter((r) => r.id.startsWith('/_app/') && !isAuthPage(r.id) && !isSharePage(r.id));
  const others = routes.filter(
    (r) => !walked.includes(r) && !isAuthPage(r.id) && !isSharePage(r.id) && r.id !== '/_app',
  );
  return { walked, others };
}

/** The sign-in page's own calls (system info, sign-in providers) need no session. */
const isPublicCall = (pathname: string) =>
  pathname.startsWith('/trpc/') &&
  pathname
    .slice('/trpc/'.length)
    .split(',')
    .every((p) => /^(system|auth)\./.test(p));

/** Opens a page and records what the server answered to the data calls it made on the way. */
async function visit(page: Page, url: string) {
  const answers: { url: string; status: number }[] = [];
  const onResponse = (r: { url(): string; status(): number }) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/trpc/') || u.pathname.startsWith('/api/'))
      answers.push({ url: u.pathname, status: r.status() });
  };
  page.on('response', onResponse);
  await page.goto(url);
  await expect(page, `${url} should end on the sign-in page`).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username or e-mail')).toBeVisible();
  page.off('response', onResponse);
  return answers;
}

test('the route walk covers the workspace and leaves out only sign-in, share and embed pages', () => {
  const { walked, others } = workspaceRoutes();
  // A top-level page outside `_app`, `_auth` and the share and embed pages would escape the walk: name it here.
  expect(others.map((r) => r.id)).toEqual([]);
  expect(walked.map((r) => r.id)).toEqual(
    expect.arrayContaining([
      '/_app/',
      '/_app/views/$',
      '/_app/organizations/$orgId/',
      '/_app/organizations/$orgId/views/$viewId',
      '/_app/organizations/$orgId/vizs/charts/$chartId/',
    ]),
  );
});

test('without a session every workspace page sends the visitor to sign in, and nothing is read', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { walked } = workspaceRoutes();
  for (const route of walked) {
    const answers = await visit(page, route.url);
    // No token: the guard stops before any workspace data is asked for.
    const reads = answers.filter((a) => !isPublicCall(a.url));
    expect(reads, `${route.url} asked for workspace data`).toEqual([]);
  }
});

test('with a forged token every workspace page gets 401 from the server and goes to sign in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { walked } = workspaceRoutes();
  for (const route of walked) {
    await page.goto('/login');
    // The client counts a token only with its cookie (the session's lifetime on the client): set both.
    await page.evaluate(() => {
      localStorage.setItem('AUTHORIZATION_TOKEN', 'forged.token.value');
      document.cookie = 'AUTHORIZATION_TOKEN=forged.token.value; path=/';
    });
    const answers = await visit(page, route.url);
    // The server is the judge: every user lookup with the forged token was refused (the one the page
    // starts early, public/early-fetch.js, and the app's own after that failed).
    const lookups = answers.filter((a) => a.url.includes('user.me'));
    expect(lookups.length, `${route.url} did not ask the server`).toBeGreaterThan(0);
    expect(lookups, `${route.url} was answered a user`).toEqual(
      lookups.map(() => expect.objectContaining({ status: 401 })),
    );
    const served = answers.filter((a) => a.status < 300 && !isPublicCall(a.url));
    expect(served, `${route.url} was served workspace data`).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('AUTHORIZATION_TOKEN'))).toBeNull();
  }
});
