import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tessera/auth/server';
import { users } from '@tessera/db';
import { createTestEnv, type TestEnv } from '../testing';
import { createSession, validateSessionToken } from './session';
import { forgotPassword, resetPassword } from './password-reset.service';

let env: TestEnv;
let now = new Date('2026-01-01T00:00:00Z').getTime();
let userId = '';

beforeAll(async () => {
  env = await createTestEnv({ tokenTimeoutMinutes: 60 }, { clock: () => new Date(now) });
  const [u] = await env.db.db
    .insert(users)
    .values({ username: 'sam', email: 'sam@example.com', passwordHash: await hashPassword('sampass1') })
    .returning();
  userId = u!.id;
});
afterAll(() => env.close());

describe('sessions', () => {
  it('slide: a session used past half its lifetime is extended, an idle one expires', async () => {
    const { token, expiresAt } = await createSession(env.ctx(), userId);
    expect(expiresAt.getTime() - now).toBe(60 * 60_000);

    now += 20 * 60_000; // a third of the lifetime: unchanged
    expect((await validateSessionToken(env.deps, token))!.expiresAt.getTime()).toBe(expiresAt.getTime());

    now += 20 * 60_000; // two thirds: extended to a full lifetime from now
    const renewed = await validateSessionToken(env.deps, token);
    expect(renewed!.expiresAt.getTime()).toBe(now + 60 * 60_000);

    now += 61 * 60_000; // idle past the lifetime: gone
    expect(await validateSessionToken(env.deps, token)).toBeNull();
    expect(await validateSessionToken(env.deps, token)).toBeNull();
  });

  it('a session of a deactivated user is refused', async () => {
    const { token } = await createSession(env.ctx(), userId);
    const { eq } = await import('drizzle-orm');
    await env.db.db.update(users).set({ active: false }).where(eq(users.id, userId));
    expect(await validateSessionToken(env.deps, token)).toBeNull();
    await env.db.db.update(users).set({ active: true }).where(eq(users.id, userId));
  });
});

describe('password reset codes', () => {
  it('expire after the configured minutes', async () => {
    const token = await forgotPassword(env.ctx(), { type: 'USERNAME', principal: 'sam' });
    const code = /\b(\d{6})\b/.exec((await env.smtp.waitFor('sam@example.com')).text)![1]!;
    now += 11 * 60_000;
    await expect(
      resetPassword(env.ctx(), { token, verifyCode: code, newPassword: 'newpass1' }),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('lock after five wrong guesses even if the sixth is right', async () => {
    const before = env.smtp.mails.length;
    const token = await forgotPassword(env.ctx(), { type: 'EMAIL', principal: 'sam@example.com' });
    await expect.poll(() => env.smtp.mails.length).toBe(before + 1);
    const code = /\b(\d{6})\b/.exec(env.smtp.mails.at(-1)!.text)![1]!;
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i++) {
      await expect(
        resetPassword(env.ctx(), { token, verifyCode: wrong, newPassword: 'newpass1' }),
      ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    }
    await expect(
      resetPassword(env.ctx(), { token, verifyCode: code, newPassword: 'newpass1' }),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });
});
