import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCache } from '@tessera/core';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { createApi } from './index';
import { declaredWrites } from './metadata-writes';
import { appRouter } from './trpc/root';

let env: TestEnv;
let app: ReturnType<typeof createApi>;

beforeAll(async () => {
  env = await createTestEnv();
  app = createApi(env.deps, { sessionCacheTtlMs: 60_000 });
});
afterAll(() => env.close());

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: { writes?: readonly string[] };
}

describe('every write path declares what it writes', () => {
  it('every tRPC mutation of the real router has `.meta({ writes })`', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
    const mutations = Object.entries(procedures).filter(([, p]) => p._def.type !== 'query');
    expect(mutations.length).toBeGreaterThan(50);
    const undeclared = mutations.filter(([, p]) => !p._def.meta?.writes).map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  it('every POST, PUT, PATCH and DELETE route of the real Hono app has a declaration', () => {
    const writing = new Map<string, boolean>();
    for (const r of app.routes) {
      if (r.method === 'GET' || r.method === 'HEAD' || r.method === 'ALL') continue;
      const key = `${r.method} ${r.path}`;
      writing.set(key, (writing.get(key) ?? false) || declaredWrites(r.handler) !== undefined);
    }
    expect(writing.size).toBeGreaterThan(50);
    expect([...writing].filter(([, declared]) => !declared).map(([key]) => key)).toEqual([]);
  });
});

describe('the cached sessions are forgotten after a request whose operation declares a metadata write', () => {
  const id = 'a'.repeat(32);
  const forgets = async (method: string, path: string, body?: unknown): Promise<boolean> => {
    const bump = vi.spyOn(sessionCache(env.deps.db), 'bump');
    try {
      await app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return bump.mock.calls.length > 0;
    } finally {
      bump.mockRestore();
    }
  };

  it('reads, data queries and sign-ins keep them', async () => {
    expect(await forgets('GET', '/api/v1/viz/folders?orgId=x')).toBe(false);
    expect(await forgets('POST', '/api/v1/data-provider/execute', {})).toBe(false);
    expect(await forgets('POST', `/api/v1/viz/datacharts/${id}/execute`, {})).toBe(false);
    expect(await forgets('POST', `/api/v1/viz/dashboards/${id}/data`, {})).toBe(false);
    expect(await forgets('POST', '/api/v1/users/login', { username: 'nobody', password: 'x' })).toBe(false);
    expect(await forgets('POST', '/trpc/datachart.execute,data.execute?batch=1', {})).toBe(false);
    expect(await forgets('GET', '/trpc/auth.me')).toBe(false);
  });

  it('writes forget them, even when refused, and so does a batch with one write', async () => {
    expect(await forgets('POST', '/api/v1/viz/dashboards', {})).toBe(true);
    expect(await forgets('PUT', `/api/v1/viz/dashboards/${id}`, {})).toBe(true);
    expect(await forgets('POST', '/trpc/share.create?batch=1', {})).toBe(true);
    expect(await forgets('POST', '/trpc/datachart.execute,dashboard.save?batch=1', {})).toBe(true);
    expect(await forgets('GET', '/oauth2/callback/github')).toBe(true);
    expect(await forgets('GET', '/api/v1/orgs/invite/confirm?token=x')).toBe(true);
    expect(await forgets('GET', '/api/v1/users/active?token=x')).toBe(true);
  });

  it('a request that reached no declaration counts as a write unless it was a GET', async () => {
    expect(await forgets('POST', '/api/v1/no/such/route', {})).toBe(true);
    expect(await forgets('GET', '/api/v1/no/such/route')).toBe(false);
  });
});
