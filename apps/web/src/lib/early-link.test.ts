// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createApi, type AppRouter } from '@tessera/api';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { clientTransformer } from '@tessera/sdk/transport';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyLink } from './early-link';

const script = readFileSync(new URL('../../public/early-fetch.js', import.meta.url), 'utf8');

/** A well-formed share id that names no share. */
const MISSING = 'a'.repeat(32);
let env: TestEnv;
let api: ReturnType<typeof createApi>;
/** Every request that reached the real API, as `METHOD path`. */
let hits: string[];
const serverFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input), 'http://tessera.test');
  hits.push(`${init?.method ?? 'GET'} ${url.pathname}`);
  return api.request(url.pathname + url.search, init);
};

beforeAll(async () => {
  env = await createTestEnv();
  api = createApi(env.deps);
}, 60_000);
/** Every request the script started: each answered to its end before the database closes. */
const started: Promise<unknown>[] = [];
afterAll(async () => {
  await Promise.all(started);
  await env.close();
});

/** Runs public/early-fetch.js as the browser would, on `path`, and answers what it left on `window`. */
function runEarlyScript(path: string, token: string | null = null, cookie = token !== null) {
  const win: Record<string, unknown> = {};
  const [pathname, search = ''] = path.split('?');
  const storage = { getItem: (k: string) => (k === 'AUTHORIZATION_TOKEN' ? token : null) };
  new Function('window', 'location', 'localStorage', 'fetch', 'document', script)(
    win,
    { pathname, search: search ? `?${search}` : '' },
    storage,
    serverFetch,
    { cookie: cookie ? `THEME=dark; AUTHORIZATION_TOKEN=${token}` : 'THEME=dark' },
  );
  const board = win.__tesseraEarlyBoard as { response: Promise<Response> } | undefined;
  if (board) started.push(board.response.then((r) => r.text()).catch(() => undefined));
  const early = win.__tesseraEarly as
    Record<string, { input?: unknown; answer: Promise<unknown> }> | undefined;
  for (const call of Object.values(early ?? {})) started.push(call.answer.catch(() => undefined));
  return early;
}

const clientWith = (calls: ReturnType<typeof runEarlyScript>) =>
  createTRPCClient<AppRouter>({
    links: [
      earlyLink(calls),
      httpBatchLink({ url: 'http://tessera.test/trpc', transformer: clientTransformer, fetch: serverFetch }),
    ],
  });

describe('early calls (public/early-fetch.js + earlyLink)', () => {
  it('the app takes the early system.info once, as the real server answered it, and asks itself afterwards', async () => {
    hits = [];
    const client = clientWith(runEarlyScript('/login'));
    expect(hits).toEqual(['GET /trpc/system.info']);
    const info = await client.system.info.query();
    expect(info).toEqual(await clientWith(undefined).system.info.query());
    expect(info.initialized).toBe(false);
    expect(hits).toEqual(['GET /trpc/system.info', 'GET /trpc/system.info']);
    await client.system.info.query();
    expect(hits).toHaveLength(3);
  });

  it("a share bootstrap that failed early is asked again, so the page reads the server's own error", async () => {
    hits = [];
    const client = clientWith(runEarlyScript(`/shareDashboard/${MISSING}`));
    expect(hits).toEqual(['GET /trpc/system.info', 'POST /trpc/share.open']);
    const error = await client.share.open
      .mutate({ id: MISSING, authenticationMode: null, authenticationCode: null })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(hits.filter((h) => h === 'POST /trpc/share.open')).toHaveLength(2);
  });

  it('starts no share bootstrap for a CODE link or a signed-in visitor, and none outside share pages', () => {
    hits = [];
    expect(Object.keys(runEarlyScript('/shareChart/abc?type=CODE') ?? {})).toEqual(['system.info']);
    expect(Object.keys(runEarlyScript('/shareChart/abc', 'a-token') ?? {})).toEqual(['system.info']);
    expect(Object.keys(runEarlyScript('/vizs/charts/abc') ?? {})).toEqual(['system.info']);
    expect(runEarlyScript('/shareStoryPlayer/s%201')?.['share.open']?.input).toMatchObject({ id: 's 1' });
  });

  it('stands in only for the same share, and reads superjson types', async () => {
    const opened = new Date('2026-11-25T10:00:00Z');
    const answer = { result: { data: superjson.serialize({ opened }) } };
    const calls = {
      'share.open': { input: { id: MISSING }, answer: Promise.resolve(answer) },
    };
    hits = [];
    const client = clientWith(calls);
    // Another share's bootstrap goes to the server; the early answer stays for its own share.
    await expect(
      client.share.open.mutate({ id: 'b'.repeat(32), authenticationMode: null, authenticationCode: null }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(hits).toEqual(['POST /trpc/share.open']);
    const got = (await client.share.open.mutate({
      id: MISSING,
      authenticationMode: null,
      authenticationCode: null,
    })) as unknown as { opened: Date };
    expect(got.opened).toBeInstanceOf(Date);
    expect(got.opened.toISOString()).toBe(opened.toISOString());
    expect(hits).toHaveLength(1);
  });

  it("a signed-in workspace page's user and settings are asked early, with the session, and taken once", async () => {
    const admin = { username: 'early', email: 'early@example.com', password: 'early-pass1' };
    await clientWith(undefined).system.setup.mutate({ user: admin });
    const { token } = await clientWith(undefined).auth.login.mutate(admin);
    const signedIn = (input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return serverFetch(input, { ...init, headers });
    };
    hits = [];
    const calls = runEarlyScript('/organizations/abc/settings', token);
    expect(hits).toEqual([
      'GET /trpc/system.info',
      'GET /trpc/user.me,settings.user',
      'GET /trpc/permission.mine',
    ]);
    const client = createTRPCClient<AppRouter>({
      links: [
        earlyLink(calls),
        httpBatchLink({ url: 'http://tessera.test/trpc', transformer: clientTransformer, fetch: signedIn }),
      ],
    });
    const [me, settings] = await Promise.all([client.user.me.query(), client.settings.user.query()]);
    expect(me.username).toBe('early');
    expect(settings).toEqual(await client.settings.user.query());
    expect(hits).toEqual([
      'GET /trpc/system.info',
      'GET /trpc/user.me,settings.user',
      'GET /trpc/permission.mine',
      'GET /trpc/settings.user',
    ]);
    // Not a member of `abc`: the early refusal is not taken, the app asks and reads the server's own error.
    await expect(client.permission.mine.query({ orgId: 'abc' })).rejects.toMatchObject({
      data: { code: expect.any(String) },
    });
    expect(hits.filter((h) => h.includes('permission.mine'))).toHaveLength(2);
    // A dashboard's page also asks for the dashboard, which the app takes once for that board only.
    const org = me.organizations[0]!.id;
    const board = await client.dashboard.create.mutate({ orgId: org, name: 'Early board' });
    hits = [];
    const onBoard = runEarlyScript(`/organizations/${org}/vizs/dashboards/${board.id}`, token);
    expect(hits).toEqual([
      'GET /trpc/system.info',
      'GET /trpc/user.me,settings.user',
      'GET /trpc/permission.mine,viz.folders,storyboard.list',
      'GET /trpc/dashboard.byId',
      // and its opening data, planned by the server (features/dashboard/early-stream.ts takes it)
      `POST /api/v1/viz/dashboards/${board.id}/data`,
    ]);
    const boardClient = createTRPCClient<AppRouter>({
      links: [
        earlyLink(onBoard),
        httpBatchLink({ url: 'http://tessera.test/trpc', transformer: clientTransformer, fetch: signedIn }),
      ],
    });
    const early = await boardClient.dashboard.byId.query({ id: board.id });
    expect(early).toEqual(await client.dashboard.byId.query({ id: board.id }));
    expect(early.name).toBe('Early board');
    expect(hits.filter((h) => h === 'GET /trpc/dashboard.byId')).toHaveLength(2);
    // The section's trees and the person's permissions: taken once, for that organisation only, and equal to
    // what the server answers.
    const [mine, folders, stories] = await Promise.all([
      boardClient.permission.mine.query({ orgId: org }),
      boardClient.viz.folders.query({ orgId: org }),
      boardClient.storyboard.list.query({ orgId: org }),
    ]);
    expect(hits.filter((h) => h.includes('viz.folders'))).toHaveLength(1);
    expect(folders.map((f) => f.id)).toContain(board.id);
    expect(mine).toEqual(await client.permission.mine.query({ orgId: org }));
    expect(stories).toEqual(await client.storyboard.list.query({ orgId: org }));
    await boardClient.viz.folders.query({ orgId: org });
    expect(hits.filter((h) => h.includes('viz.folders'))).toHaveLength(2);
    // Another organisation's trees are never answered from this page's early calls.
    const other = runEarlyScript(`/organizations/${org}/vizs`, token);
    hits = [];
    const otherClient = createTRPCClient<AppRouter>({
      links: [
        earlyLink(other),
        httpBatchLink({ url: 'http://tessera.test/trpc', transformer: clientTransformer, fetch: signedIn }),
      ],
    });
    await otherClient.viz.folders.query({ orgId: 'f'.repeat(32) }).catch(() => undefined);
    expect(hits).toEqual(['GET /trpc/viz.folders']);
    // Not for the editor, nor for a bare section.
    hits = [];
    runEarlyScript(`/organizations/${org}/vizs/dashboards/${board.id}/edit`, token);
    runEarlyScript(`/organizations/${org}/vizs/dashboards`, token);
    expect(hits.filter((h) => h.includes('/data') || h.includes('dashboard.byId'))).toEqual([]);
    expect(
      Object.keys(runEarlyScript(`/organizations/${org}/vizs/dashboards/${board.id}/edit`, token) ?? {}),
    ).not.toContain('dashboard.byId');
    expect(Object.keys(runEarlyScript(`/organizations/${org}/vizs/dashboards`, token) ?? {})).not.toContain(
      'dashboard.byId',
    );
    // Not without the session's cookie, nor on the sign-in, sign-up or share pages.
    for (const [path, cookie] of [
      ['/organizations/abc', false],
      ['/login', true],
      ['/register', true],
      ['/shareChart/abc', true],
    ] as const)
      expect(Object.keys(runEarlyScript(path, token, cookie) ?? {}), path).not.toContain('user.me');
  });
});
