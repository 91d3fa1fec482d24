import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTestEnv, silentLogger, type TestEnv } from '@tessera/core/testing';
import { createApp } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { appRouter } from '@tessera/api';
import { createTesseraClient, STREAMED_PROCEDURES, TesseraApiError, TRPCClientError } from './index';

let env: TestEnv;
let server: ServerType;
let baseUrl = '';

beforeAll(async () => {
  env = await createTestEnv();
  const app = createApp({ deps: env.deps, logger: silentLogger, webDistDir: null });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await env.close();
});

describe('SDK against a running server', () => {
  it('sets up, signs in, calls tRPC and REST with the kept token, signs out', async () => {
    const client = createTesseraClient({ baseUrl });
    expect((await client.rest.GET('/sys/info')).initialized).toBe(false);
    await client.trpc.system.setup.mutate({
      user: { username: 'script', email: 'script@example.com', password: 'script1' },
    });
    const user = await client.signIn('script', 'script1');
    expect(user.username).toBe('script');
    expect(client.token).toMatch(/^[a-z2-7]{32}$/);
    expect((await client.trpc.user.me.query()).email).toBe('script@example.com');
    const me = await client.rest.GET('/users');
    expect(me.username).toBe('script');
    expectTypeOf(me.organizations[0]!.name).toEqualTypeOf<string>();
    // A typed call with a path parameter: the roles of my organisation (none yet besides the hidden ones).
    const orgId = me.organizations[0]!.id;
    const role = await client.rest.POST('/roles', { body: { orgId, name: 'Analysts' } });
    const roles = await client.rest.GET('/orgs/{orgId}/roles', { params: { path: { orgId } } });
    expect(roles.map((r) => r.name)).toContain('Analysts');
    expect(role.orgId).toBe(orgId);
    await client.signOut();
    await expect(client.rest.GET('/users')).rejects.toBeInstanceOf(TesseraApiError);
  });

  it('surfaces server errors with their code and localised message', async () => {
    const client = createTesseraClient({ baseUrl, language: 'zh-CN' });
    const err = await client.rest
      .POST('/users/login', { body: { username: 'script', password: 'nope-nope' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' });
  });

  it('sends exactly the procedures the router marks as streamed through the JSON Lines link', async () => {
    const defs = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { stream?: boolean } } }
    >;
    const streamed = Object.entries(defs)
      .filter(([, p]) => p._def.meta?.stream)
      .map(([name]) => name);
    expect(streamed.sort()).toEqual([...STREAMED_PROCEDURES].sort());
    const client = createTesseraClient({ baseUrl });
    await client.signIn('script', 'script1');
    // Through the streamed link a refusal is still a typed error with its code.
    const err = await client.trpc.data.executeStream
      .mutate({ viewId: 'a'.repeat(32), columns: [] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCClientError);
    expect((err as TRPCClientError<never>).data).toMatchObject({ httpStatus: 404 });
  });
});
