import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_READ_MS, createAuthStore, type UserProfile } from './auth-store';
import type { CookieJar } from './cookies';

/** A cookie jar that honours `expires`, like a browser does. */
function fakeJar(clock: { now: number }): CookieJar & { expiresOf(name: string): number | undefined } {
  const jar = new Map<string, { value: string; expires: number }>();
  return {
    get cookie() {
      return [...jar]
        .filter(([, c]) => c.expires > clock.now)
        .map(([k, c]) => `${k}=${c.value}`)
        .join('; ');
    },
    set cookie(s: string) {
      const [pair = '', ...attrs] = s.split(';').map((x) => x.trim());
      const [name = '', value = ''] = pair.split('=');
      const exp = attrs.find((a) => a.startsWith('expires='));
      jar.set(name, { value, expires: exp ? Date.parse(exp.slice(8)) : Infinity });
    },
    expiresOf: (name) => jar.get(name)?.expires,
  };
}

const user = { id: 'u1', username: 'ada', email: 'ada@example.com', name: 'Ada' } as UserProfile;

describe('auth store', () => {
  let clock: { now: number };
  let jar: ReturnType<typeof fakeJar>;
  let store: ReturnType<typeof createAuthStore>;

  beforeEach(() => {
    localStorage.clear();
    clock = { now: Date.parse('2026-01-01T00:00:00Z') };
    jar = fakeJar(clock);
    store = createAuthStore({ storage: localStorage, cookies: jar, now: () => clock.now });
  });

  it('stores the token of an Authorization response header', () => {
    store.captureAuthorizationHeader('Bearer abc123');
    expect(store.getToken()).toBe('abc123');
    expect(localStorage.getItem('AUTHORIZATION_TOKEN')).toBe('abc123');
    store.captureAuthorizationHeader(null);
    expect(store.getToken()).toBe('abc123');
  });

  it('does not let a late answer bring back a session that was logged out', () => {
    store.setToken('t1');
    store.clear();
    store.acceptResponseToken('Bearer t1', 'Bearer t1');
    expect(store.getToken()).toBeNull();
    // A login request carries no token and takes the answered one.
    store.acceptResponseToken(null, 'Bearer t2');
    expect(store.getToken()).toBe('t2');
    store.acceptResponseToken('Bearer t2', 'Bearer t3');
    expect(store.getToken()).toBe('t3');
  });

  it('mirrors the token into a cookie living tokenTimeout × 60 × 1000 ms', () => {
    store.setTokenTimeout(30);
    store.setToken('t1');
    expect(jar.expiresOf('AUTHORIZATION_TOKEN')).toBe(clock.now + 30 * 60 * 1000);
    clock.now += 30 * 60 * 1000 - 1;
    expect(store.getToken()).toBe('t1');
    clock.now += 2;
    expect(store.getToken()).toBeNull();
  });

  it('renews the cookie lifetime when sys/info tells the timeout', () => {
    store.setToken('t1');
    store.setTokenTimeout(120);
    expect(jar.expiresOf('AUTHORIZATION_TOKEN')).toBe(clock.now + 120 * 60 * 1000);
  });

  it('treats a stored user without a token as an expired session', () => {
    expect(store.sessionState()).toBe('anonymous');
    store.setToken('t1');
    store.setUser(user);
    expect(store.sessionState()).toBe('authenticated');
    clock.now += 61 * 60 * 1000;
    expect(store.sessionState()).toBe('expired');
    store.clear();
    expect(store.sessionState()).toBe('anonymous');
    expect(localStorage.getItem('LOGGED_IN_USER')).toBeNull();
  });

  it('sees a session ended in another tab (its cookie removed) within a second', () => {
    store.setToken('t1');
    expect(store.getToken()).toBe('t1');
    jar.cookie = 'AUTHORIZATION_TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    clock.now += COOKIE_READ_MS;
    expect(store.getToken()).toBeNull();
    // And one renewed in another tab (a new token in its cookie and storage) likewise.
    jar.cookie = `AUTHORIZATION_TOKEN=t2; expires=${new Date(clock.now + 60_000).toUTCString()}; path=/`;
    localStorage.setItem('AUTHORIZATION_TOKEN', 't2');
    clock.now += COOKIE_READ_MS;
    expect(store.getToken()).toBe('t2');
  });

  it('counts a token removed from storage as missing even while the cookie lives', () => {
    store.setToken('t1');
    localStorage.removeItem('AUTHORIZATION_TOKEN');
    expect(store.getToken()).toBeNull();
  });

  it('merges profile changes into the stored user', () => {
    store.setUser(user);
    store.mergeUser({ department: 'Research' });
    expect(store.getUser()).toMatchObject({ username: 'ada', department: 'Research' });
  });

  it('returns a same-app redirect once', () => {
    store.setRedirect('/?org=1');
    expect(store.consumeRedirect()).toBe('/?org=1');
    expect(store.consumeRedirect()).toBe('/');
    store.setRedirect('//evil.example');
    expect(store.consumeRedirect()).toBe('/');
  });
});
