import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTestEnv, silentLogger, type TestEnv } from '@tessera/core/testing';
import { createApp } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTesseraClient, TesseraApiError } from './index';

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
    expect((await client.rest<{ initialized: boolean }>('GET', '/sys/info')).initialized).toBe(false);
    await client.trpc.system.setup.mutate({
      user: { username: 'script', email: 'script@example.com', password: 'script1' },
    });
    const user = await client.signIn('script', 'script1');
    expect(user.username).toBe('script');
    expect(client.token).toMatch(/^[a-z2-7]{32}$/);
    expect((await client.trpc.user.me.query()).email).toBe('script@example.com');
    expect((await client.rest<{ username: string }>('GET', '/users')).username).toBe('script');
    await client.signOut();
    await expect(client.rest('GET', '/users')).rejects.toBeInstanceOf(TesseraApiError);
  });

  it('surfaces server errors with their code and localised message', async () => {
    const client = createTesseraClient({ baseUrl, language: 'zh-CN' });
    const err = await client
      .rest('POST', '/users/login', { username: 'script', password: 'nope-nope' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' });
  });
});
