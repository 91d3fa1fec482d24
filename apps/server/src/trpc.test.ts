import { createCaller } from '@tessera/api';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const caller = (actor: Parameters<TestApp['ctx']>[0] = null, lang: 'en' | 'zh' = 'en') =>
  createCaller({ ctx: t.ctx(actor, lang) });

describe('tRPC door calls the same use cases', () => {
  it('setup, login, me, update profile, change password', async () => {
    expect((await caller().system.info()).initialized).toBe(false);
    await caller().system.setup({ user: ADMIN });
    const { user, token } = await caller().auth.login({ username: ADMIN.username, password: ADMIN.password });
    expect(user.username).toBe('admin');
    expect(token).toMatch(/^[a-z2-7]{32}$/);

    const sessionActor = { userId: user.id, username: user.username, sessionId: 'unused' };
    const updated = await caller(sessionActor).user.updateProfile({
      name: 'Ada Lovelace',
      department: 'R&D',
    });
    expect(updated).toMatchObject({ name: 'Ada Lovelace', department: 'R&D' });
    expect((await caller(sessionActor).user.me()).name).toBe('Ada Lovelace');
  });

  it('a protected procedure without an actor is UNAUTHORIZED', async () => {
    await expect(caller().user.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('maps AppErrors to tRPC codes and keeps the code for the client', async () => {
    const err = await caller(null, 'zh')
      .auth.login({ username: 'admin', password: 'wrong-pw' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('BAD_REQUEST');
    expect(((err as TRPCError).cause as unknown as { code: string }).code).toBe('INVALID_CREDENTIALS');

    const dup = await caller()
      .auth.register({ username: 'ADMIN', email: 'x@example.com', password: 'secret1' })
      .catch((e: unknown) => e);
    expect((dup as TRPCError).code).toBe('CONFLICT');
  });

  it('validates input with the shared schemas', async () => {
    await expect(
      caller().auth.register({ username: 'u1', email: 'bad', password: '1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('tRPC over HTTP', () => {
  it('localises the error message and exposes the code and field problems', async () => {
    const res = await t.app.request('/trpc/auth.register', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'zh-CN',
        'X-Forwarded-For': '10.9.9.9',
      },
      body: JSON.stringify({ json: { username: 'zed', email: 'nope', password: '12' } }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { json: { message: string; data: { appError: { code: string; fields: { path: string }[] } } } };
    };
    expect(body.error.json.data.appError.code).toBe('INVALID_INPUT');
    expect(body.error.json.data.appError.fields.map((f) => f.path).sort()).toEqual(['email', 'password']);
    expect(body.error.json.message).toContain('邮箱格式不正确');
  });

  it('login over HTTP returns the token in the Authorization header; logout stops echoing it', async () => {
    const login = await t.app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.8' },
      body: JSON.stringify({ json: { username: ADMIN.username, password: ADMIN.password } }),
    });
    expect(login.status).toBe(200);
    const header = login.headers.get('authorization');
    expect(header).toMatch(/^Bearer [a-z2-7]{32}$/);
    const me = await t.app.request('/trpc/user.me', { headers: { Authorization: header! } });
    expect(me.status).toBe(200);
    expect(me.headers.get('authorization')).toBe(header);
    const out = await t.app.request('/trpc/auth.logout', {
      method: 'POST',
      headers: { Authorization: header!, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('authorization')).toBeNull();
    expect((await t.app.request('/trpc/user.me', { headers: { Authorization: header! } })).status).toBe(401);
  });
});
