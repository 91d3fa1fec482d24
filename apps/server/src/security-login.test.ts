import { loginPolicy } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 10 defect 7: sign-in attempts count per resolved account (username and e-mail are one
 * account), per account and address, and per address, with growing delays; an attacker cannot lock
 * the real person out. Both doors answer 429 with Retry-After and a localised message.
 */
let t: TestApp;

const login = (username: string, password: string, ip: string, lang = 'en') =>
  t.call('POST', '/api/v1/users/login', {
    body: { username, password },
    lang,
    headers: { 'X-Forwarded-For': ip },
  });

async function account(name: string) {
  const res = await t.call('POST', '/api/v1/users/register', {
    body: { username: name, email: `${name}@example.com`, password: 'right-pass1' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  await t.bootstrapAdmin();
  await account('carol');
  await account('dave');
  await account('erin');
});
afterAll(() => t.close());

describe('sign-in throttling', () => {
  it('username and e-mail share one counter: switching spelling gives no extra guesses', async () => {
    const statuses: number[] = [];
    const names = ['carol', 'carol@example.com', 'CAROL', ' Carol@Example.com '];
    for (let i = 0; i < loginPolicy.pairFreeFailures + 1; i++)
      statuses.push((await login(names[i % names.length]!, 'wrong-pass', '198.51.100.10')).status);
    expect(statuses.slice(0, loginPolicy.pairFreeFailures)).toEqual(
      Array(loginPolicy.pairFreeFailures).fill(400),
    );
    expect(statuses[loginPolicy.pairFreeFailures]).toBe(429);
  });

  it('the 429 says when to come back, in the header and in English or Chinese', async () => {
    const en = await login('carol@example.com', 'wrong-pass', '198.51.100.10');
    expect(en.status).toBe(429);
    expect(Number(en.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(en.body.message).toMatch(/try again in \d+ seconds/);
    const zh = await login('carol', 'wrong-pass', '198.51.100.10', 'zh-CN');
    expect(zh.body.message).toMatch(/请在 \d+ 秒后重试/);
    // the right password from the throttled address waits too: nothing is tried during a delay
    expect((await login('carol', 'right-pass1', '198.51.100.10')).status).toBe(429);
  });

  it('the real person is not locked out: their own address still signs in', async () => {
    expect((await login('carol', 'right-pass1', '203.0.113.50')).status).toBe(200);
  });

  it('an attacker spreading guesses over many addresses only slows the account, and a known address is never held', async () => {
    expect((await login('dave', 'right-pass1', '203.0.113.60')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < loginPolicy.accountFailures + 5; i++)
      statuses.push((await login(i % 2 ? 'dave' : 'dave@example.com', 'wrong-pass', `10.20.${i}.1`)).status);
    expect(statuses.slice(0, loginPolicy.accountFailures)).toEqual(
      Array(loginPolicy.accountFailures).fill(400),
    );
    expect(statuses.slice(loginPolicy.accountFailures)).toContain(429);
    const limited = await login('dave', 'wrong-pass', '10.99.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(
      loginPolicy.accountMaxDelaySeconds,
    );
    expect((await login('dave', 'right-pass1', '203.0.113.60')).status).toBe(200);
  });

  it('unknown names are throttled like real ones (no hint that an account exists)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < loginPolicy.pairFreeFailures + 1; i++)
      statuses.push((await login('nobody-here', 'wrong-pass', '198.51.100.30')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the tRPC door throttles the same counters, with Retry-After', async () => {
    const call = () =>
      t.app.request('/trpc/auth.login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.40' },
        body: JSON.stringify({ json: { username: 'erin@example.com', password: 'wrong-pass' } }),
      });
    for (let i = 0; i < loginPolicy.pairFreeFailures; i++) expect((await call()).status).toBe(400);
    const res = await call();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // the REST door sees the same account as throttled from that address
    expect((await login('erin', 'wrong-pass', '198.51.100.40')).status).toBe(429);
  });
});
