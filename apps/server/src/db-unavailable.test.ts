import type { Db } from '@tessera/db';
import * as schema from '@tessera/db/schema';
import { silentLogger } from '@tessera/core/testing';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestApp, type TestApp } from './test-app';

/**
 * When the metadata database cannot be reached, both doors answer 503 with a clear, localised
 * message (never a bare 500), whether the failure happens in the session lookup or in a use case.
 */
let t: TestApp;
let down: ReturnType<typeof createApp>;
let client: postgres.Sql;

beforeAll(async () => {
  t = await createTestApp();
  // Nothing listens on port 1: every statement fails with ECONNREFUSED, as during an outage.
  client = postgres('postgres://postgres@127.0.0.1:1/tessera', {
    max: 1,
    connect_timeout: 2,
    onnotice: () => {},
  });
  down = createApp({
    deps: { ...t.deps, db: drizzle(client, { schema }) as unknown as Db },
    logger: silentLogger,
    webDistDir: null,
    trustProxy: true,
  });
});
afterAll(async () => {
  await client.end({ timeout: 1 });
  await t.close();
});

const send = (path: string, init: { body?: unknown; token?: string; lang?: string } = {}) =>
  down.request(path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': init.lang ?? 'en',
      'X-Forwarded-For': '10.3.3.3',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('metadata database unavailable', () => {
  it('REST: the session lookup and a use case answer 503 in the envelope', async () => {
    for (const res of [
      await send('/api/v1/users', { token: 'a'.repeat(32) }),
      await send('/api/v1/users/login', { body: { username: 'x', password: 'y' } }),
    ]) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        success: boolean;
        errCode: number;
        message: string;
        exception: { code: string };
      };
      expect(body).toMatchObject({
        success: false,
        errCode: 503,
        exception: { code: 'DATABASE_UNAVAILABLE' },
      });
      expect(body.message).toMatch(/database cannot be reached/);
    }
  });

  it('tRPC: the session lookup and a procedure answer 503 with the code, in the asked language', async () => {
    const viaSession = await send('/trpc/user.me', { token: 'a'.repeat(32), lang: 'zh-CN' });
    const viaProcedure = await send('/trpc/auth.login', {
      body: { json: { username: 'x', password: 'y' } },
      lang: 'zh-CN',
    });
    for (const res of [viaSession, viaProcedure]) {
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        error: { json: { message: string; data: { appError: { code: string } } } };
      };
      expect(body.error.json.data.appError.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.error.json.message).toContain('数据库');
    }
  });
});
