import { createTestEnv, silentLogger, type TestEnv } from '@tessera/core/testing';
import type { CoreConfig, ServiceDeps } from '@tessera/core';
import { assertResponseMatches, restRoutes } from '@tessera/api/rest';
import { createApp } from './app';

export interface TestApp extends TestEnv {
  app: ReturnType<typeof createApp>;
  /** JSON request through app.request(); `token` adds the bearer header. */
  call: (
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string | null; lang?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: EnvelopeBody; headers: Headers }>;
  /** Sets the system up with an admin and signs in; answers the token. */
  bootstrapAdmin: () => Promise<string>;
}

export interface EnvelopeBody {
  success: boolean;
  errCode: number;
  message: string | null;
  warnings: string[] | null;
  data: unknown;
  pageInfo: unknown;
  exception: {
    code: string;
    params: Record<string, unknown>;
    fields: { path: string; message: string; text: string }[];
  } | null;
}

export const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'admin123', name: 'Admin' };

/** The real app over a fresh database; requests go through Hono in-process (no port). */
export async function createTestApp(
  config: Partial<CoreConfig> = {},
  deps: Partial<ServiceDeps> = {},
): Promise<TestApp> {
  const env = await createTestEnv(config, deps);
  const app = createApp({ deps: env.deps, logger: silentLogger, webDistDir: null, trustProxy: true });
  // Each call comes from its own client address unless a test pins one, so per-address limits stay out of the way.
  let seq = 0;
  const call: TestApp['call'] = async (method, path, opts = {}) => {
    seq++;
    const headers: Record<string, string> = {
      'Accept-Language': opts.lang ?? 'en-US',
      'X-Forwarded-For': `10.0.${Math.floor(seq / 250) % 250}.${seq % 250}`,
      ...opts.headers,
    };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    const answer = (text ? JSON.parse(text) : null) as EnvelopeBody;
    // Every successful REST answer is held to its route's declared response schema (the OpenAPI document's).
    if (path.startsWith('/api/v1/') && answer?.success === true)
      assertResponseMatches(restRoutes, method, path.slice('/api/v1'.length), answer);
    return { status: res.status, body: answer, headers: res.headers };
  };
  const tokenOf = (h: Headers) => h.get('authorization')?.replace(/^Bearer /, '') ?? '';
  return {
    ...env,
    app,
    call,
    bootstrapAdmin: async () => {
      const setup = await call('POST', '/api/v1/sys/setup', { body: { user: ADMIN } });
      if (setup.status !== 200 && setup.body.exception?.code !== 'ALREADY_INITIALIZED')
        throw new Error(JSON.stringify(setup.body));
      const login = await call('POST', '/api/v1/users/login', {
        body: { username: ADMIN.username, password: ADMIN.password },
      });
      return tokenOf(login.headers);
    },
  };
}

export const tokenOf = (h: Headers) => h.get('authorization')?.replace(/^Bearer /, '') ?? '';

/** The first user signed in, their organisation, and the demo data source added to it. */
export async function ownerWithDemo(t: TestApp): Promise<{ owner: string; orgId: string; demoId: string }> {
  const owner = await t.bootstrapAdmin();
  const orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!
    .id;
  const demo = await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner });
  if (demo.status !== 200) throw new Error(JSON.stringify(demo.body));
  return { owner, orgId, demoId: (demo.body.data as { id: string }).id };
}
