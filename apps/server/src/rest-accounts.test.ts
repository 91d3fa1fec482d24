import { count } from 'drizzle-orm';
import { users } from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, tokenOf, type TestApp } from './test-app';

const ENVELOPE_KEYS = ['data', 'errCode', 'exception', 'message', 'pageInfo', 'success', 'warnings'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.db.db.select({ n: count() }).from(users))[0]!.n;

describe('system', () => {
  it('answers /sys/info in the envelope before and after setup; setup then refuses', async () => {
    const before = await t.call('GET', '/api/v1/sys/info');
    expect(Object.keys(before.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(before.body.data).toMatchObject({
      initialized: false,
      tokenTimeout: '60',
      registerEnable: true,
      mailEnable: true,
      tenantManagementMode: 'PLATFORM',
    });

    const bad = await t.call('POST', '/api/v1/sys/setup', {
      body: { user: { username: '', email: 'nope', password: '123' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Username is required');
    expect(bad.body.message).toContain('Invalid email address');
    expect(bad.body.message).toContain('Password must be 6-20 characters');
    expect(await userCount()).toBe(0);

    const ok = await t.call('POST', '/api/v1/sys/setup', { body: { user: ADMIN } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/v1/sys/info')).body.data).toMatchObject({ initialized: true });

    const again = await t.call('POST', '/api/v1/sys/setup', {
      body: { user: { ...ADMIN, username: 'mallory', email: 'm@example.com' } },
    });
    expect(again.status).toBe(409);
    expect(again.body.exception?.code).toBe('ALREADY_INITIALIZED');
    expect(await userCount()).toBe(1);
  });
});

describe('sign-in and the token', () => {
  it('GET /users without a token is 401 in the envelope', async () => {
    const res = await t.call('GET', '/api/v1/users');
    expect(res.status).toBe(401);
    expect(Object.keys(res.body).sort()).toEqual(ENVELOPE_KEYS);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Not logged in or token expired, please log in again');
    expect(res.headers.get('authorization')).toBeNull();
  });

  it('a forged token is 401 too', async () => {
    const res = await t.call('GET', '/api/v1/users', { token: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.status).toBe(401);
  });

  it('logs in with username or e-mail; GET /users returns the user and the current token', async () => {
    const byEmail = await t.call('POST', '/api/v1/users/login', {
      body: { username: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(byEmail.status).toBe(200);
    const token = tokenOf(byEmail.headers);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const me = await t.call('GET', '/api/v1/users', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'admin', email: 'admin@example.com', orgOwner: true });
    expect((me.body.data as { organizations: { name: string }[] }).organizations[0]!.name).toBe(
      "admin's Organization",
    );
    expect(me.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(JSON.stringify(me.body)).not.toContain('password');
  });

  it('a wrong password answers in the language of Accept-Language', async () => {
    const zh = await t.call('POST', '/api/v1/users/login', {
      body: { username: 'admin', password: 'wrong-pw' },
      lang: 'zh-CN',
    });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('用户名或密码错误');
    const en = await t.call('POST', '/api/v1/users/login', {
      body: { username: 'nobody', password: 'wrong-pw' },
      lang: 'en-US',
    });
    expect(en.body.message).toBe('Incorrect username or password');
  });

  it('logout revokes the session on the server', async () => {
    const token = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'admin', password: ADMIN.password } }))
        .headers,
    );
    const out = await t.call('POST', '/api/v1/users/logout', { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('authorization')).toBeNull();
    expect((await t.call('GET', '/api/v1/users', { token })).status).toBe(401);
  });
});

describe('registration and activation', () => {
  it('registers an inactive account, mails the link, and activation signs in', async () => {
    const reg = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'bob', email: 'bob@example.com', password: 'bobpass1' },
    });
    expect(reg.status).toBe(200);
    const early = await t.call('POST', '/api/v1/users/login', {
      body: { username: 'bob', password: 'bobpass1' },
    });
    expect(early.status).toBe(403);
    expect(early.body.exception?.code).toBe('USER_INACTIVE');

    const mail = await t.smtp.waitFor('bob@example.com');
    expect(mail.subject).toBe('Activate your Tessera account');
    const link = /http:\/\/tessera\.test\/activation\?token=([A-Za-z0-9%]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const activated = await t.call('GET', `/api/v1/users/active?token=${link![1]}`);
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatch(/^Bearer /);
    expect((await t.call('GET', '/api/v1/users', { token: tokenOf(activated.headers) })).status).toBe(200);
    // the link works once
    expect((await t.call('GET', `/api/v1/users/active?token=${link![1]}`)).status).toBe(400);
    expect(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'bobpass1' } }))
        .status,
    ).toBe(200);
  });

  it('resend sends a fresh activation mail', async () => {
    await t.call('POST', '/api/v1/users/register', {
      body: { username: 'carol', email: 'carol@example.com', password: 'carolpw1' },
    });
    const before = t.smtp.mails.filter((m) => m.to.includes('carol@example.com')).length;
    const res = await t.call('POST', '/api/v1/users/sendmail?usernameOrEmail=carol');
    expect(res.status).toBe(200);
    await expect
      .poll(() => t.smtp.mails.filter((m) => m.to.includes('carol@example.com')).length)
      .toBe(before + 1);
  });

  it('duplicate username or e-mail is 409 and creates nothing', async () => {
    const n = await userCount();
    const dupName = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'BOB', email: 'new@example.com', password: 'xxxxxx1' },
    });
    expect(dupName.status).toBe(409);
    expect(dupName.body.exception?.code).toBe('USERNAME_EXISTS');
    const dupMail = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'newbie', email: 'Bob@Example.com', password: 'xxxxxx1' },
    });
    expect(dupMail.status).toBe(409);
    expect(dupMail.body.exception?.code).toBe('EMAIL_EXISTS');
    expect(await userCount()).toBe(n);
  });

  it('bad input is 400 with field details, in Chinese when asked', async () => {
    const res = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'x', email: 'not-an-email', password: '1' },
      lang: 'zh-CN',
    });
    expect(res.status).toBe(400);
    expect(res.body.exception?.fields.map((f) => f.path).sort()).toEqual(['email', 'password']);
    expect(res.body.message).toContain('邮箱格式不正确');
    expect(res.body.message).toContain('密码长度为 6-20 位');
    const broken = await t.app.request('/api/v1/users/register', {
      method: 'POST',
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('passwords', () => {
  it('forgot password: code by mail, wrong code refused, right code resets and signs out everywhere', async () => {
    const session = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'bobpass1' } }))
        .headers,
    );
    const step1 = await t.call('POST', '/api/v1/users/forget/password?type=EMAIL&principal=bob@example.com');
    expect(step1.status).toBe(200);
    const resetToken = step1.body.data as string;
    const mail = await t.smtp.waitFor('bob@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await t.call('PUT', '/api/v1/users/reset/password', {
      body: {
        token: resetToken,
        verifyCode: code === '000000' ? '111111' : '000000',
        newPassword: 'newpass1',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.exception?.code).toBe('CODE_INVALID');
    const mismatch = await t.call('PUT', '/api/v1/users/reset/password', {
      body: { token: resetToken, verifyCode: code, newPassword: 'newpass1', confirmPassword: 'other11' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Password and confirm password do not match');

    const ok = await t.call('PUT', '/api/v1/users/reset/password', {
      body: { token: resetToken, verifyCode: code, newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/v1/users', { token: session })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'newpass1' } }))
        .status,
    ).toBe(200);
    // a used code cannot be replayed
    expect(
      (
        await t.call('PUT', '/api/v1/users/reset/password', {
          body: { token: resetToken, verifyCode: code, newPassword: 'again11' },
        })
      ).status,
    ).toBe(400);
  });

  it('forgot password for an unknown account reveals nothing and sends nothing', async () => {
    const before = t.smtp.mails.length;
    const res = await t.call('POST', '/api/v1/users/forget/password?type=USERNAME&principal=ghost');
    expect(res.status).toBe(200);
    expect(typeof res.body.data).toBe('string');
    expect(t.smtp.mails.length).toBe(before);
    const bad = await t.call('POST', '/api/v1/users/forget/password?type=EMAIL&principal=not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid email address');
  });

  it('change password checks the old one and signs out the other sessions only', async () => {
    const a = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'carol', password: 'carolpw1' } }))
        .headers,
    );
    expect(a).toBe(''); // carol never activated
    const s1 = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'newpass1' } }))
        .headers,
    );
    const s2 = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'newpass1' } }))
        .headers,
    );
    const wrong = await t.call('PUT', '/api/v1/users/change/password', {
      token: s1,
      body: { oldPassword: 'nope', newPassword: 'bobnew12' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.exception?.code).toBe('WRONG_PASSWORD');
    const ok = await t.call('PUT', '/api/v1/users/change/password', {
      token: s1,
      body: { oldPassword: 'newpass1', newPassword: 'bobnew12', confirmPassword: 'bobnew12' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/v1/users', { token: s1 })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/users', { token: s2 })).status).toBe(401);
  });
});

describe('profile and avatar', () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  );

  it('saves name, department and description', async () => {
    const token = await t.bootstrapAdmin();
    const res = await t.call('PUT', '/api/v1/users', {
      token,
      body: { name: 'Ada', department: 'Data', description: 'BI lead', email: 'ignored@example.com' },
    });
    expect(res.status).toBe(200);
    const me = (await t.call('GET', '/api/v1/users', { token })).body.data as Record<string, unknown>;
    expect(me).toMatchObject({
      name: 'Ada',
      department: 'Data',
      description: 'BI lead',
      email: 'admin@example.com',
    });
  });

  it('uploads an avatar that is then served from /resources', async () => {
    const token = await t.bootstrapAdmin();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const res = await t.app.request('/api/v1/files/user/avatar', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const relPath = ((await res.json()) as { data: string }).data;
    expect(relPath).toMatch(/^resources\/user\/avatar\/[0-9a-f]{32}\/[a-z2-7]+\.png$/);
    const served = await t.app.request(`/${relPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a non-image, an oversized file, and another user id', async () => {
    const token = await t.bootstrapAdmin();
    const up = (data: Uint8Array, q = '') => {
      const form = new FormData();
      form.append('file', new Blob([data]), 'x.png');
      return t.app.request(`/api/v1/files/user/avatar${q}`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
    };
    expect((await up(new TextEncoder().encode('<svg onload=alert(1)>'))).status).toBe(400);
    const big = new Uint8Array(70 * 1024);
    big.set(PNG);
    expect((await up(big)).status).toBe(413);
    expect((await up(PNG, '?userId=ffffffffffffffffffffffffffffffff')).status).toBe(403);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many failed logins for one account, even from many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await t.call('POST', '/api/v1/users/login', { body: { username: 'bob', password: 'wrong-one' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // the right password is refused too while the account is locked
    const locked = await t.call('POST', '/api/v1/users/login', {
      body: { username: 'bob', password: 'bobnew12' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/try again in \d+ seconds/);
  });

  it('answers 429 after too many attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.call('POST', '/api/v1/users/login', {
        body: { username: `user${i}`, password: 'whatever1' },
        headers: { 'X-Forwarded-For': '192.0.2.7' },
      });
      statuses.push(res.status);
    }
    expect(statuses[29]).toBe(400);
    expect(statuses[30]).toBe(429);
  });
});
