import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { getCookie, removeCookie, setCookie, type CookieJar } from './cookies';
import { readJson, StorageKeys, TOKEN_COOKIE } from './storage-keys';

export type UserProfile = inferRouterOutputs<AppRouter>['user']['me'];

/** Until `sys/info` answers, a captured token lives this long; the real tokenTimeout then rewrites the cookie. */
export const DEFAULT_TOKEN_TIMEOUT_MINUTES = 60;

export type SessionState = 'authenticated' | 'expired' | 'anonymous';

/** How long a read of the session cookie stands (see `readCookie`). */
export const COOKIE_READ_MS = 1000;

export interface AuthStoreOptions {
  storage?: Storage;
  cookies?: CookieJar;
  now?: () => number;
}

/**
 * The client session of spec §4/§7: the token in local storage mirrored into a cookie that expires after
 * tokenTimeout minutes, and the logged-in user. The cookie decides: once it is gone the token counts as
 * missing, which is how an idle session expires on the client like it does on the server.
 */
export function createAuthStore({
  storage = localStorage,
  cookies = document,
  now = Date.now,
}: AuthStoreOptions = {}) {
  let timeoutMinutes = DEFAULT_TOKEN_TIMEOUT_MINUTES;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  // Reading `document.cookie` is a synchronous trip to the browser's cookie store, several ms each on a
  // busy page, and every request reads it: a read is trusted for a second (a sign-out in another tab is
  // seen within one), and never past the expiry this tab wrote.
  let written: { token: string; expires: number } | null = null;
  let read: { value: string | null; until: number } | null = null;
  const readCookie = (): string | null => {
    const t = now();
    if (read && t < read.until) return read.value;
    const value = getCookie(cookies, TOKEN_COOKIE);
    const expires = value !== null && value === written?.token ? written.expires : Infinity;
    read = { value, until: Math.min(t + COOKIE_READ_MS, expires) };
    return value;
  };
  const writeCookie = (token: string) => {
    const expires = now() + timeoutMinutes * 60 * 1000;
    setCookie(cookies, TOKEN_COOKIE, token, new Date(expires));
    written = { token, expires };
    read = null;
  };
  const dropCookie = () => {
    removeCookie(cookies, TOKEN_COOKIE);
    written = null;
    read = null;
  };

  const store = {
    getToken(): string | null {
      const cookie = readCookie();
      const stored = storage.getItem(StorageKeys.token);
      return cookie && stored ? stored : null;
    },
    setToken(token: string | null): void {
      const before = store.getToken();
      if (token) {
        storage.setItem(StorageKeys.token, token);
        writeCookie(token);
      } else {
        storage.removeItem(StorageKeys.token);
        dropCookie();
      }
      if (before !== token) emit();
    },
    /** Every response may renew the session: `Authorization: Bearer <token>` is stored (spec §7). */
    captureAuthorizationHeader(value: string | null | undefined): void {
      if (!value) return;
      const token = value.replace(/^Bearer\s+/i, '').trim();
      if (token) store.setToken(token);
    },
    /** Sets the cookie lifetime from `sys/info` (minutes) and renews a present cookie with it. */
    /**
     * The renewal rule for a finished request: a request sent without a token (login) takes the answered
     * token; one sent with a token renews only while the session still exists, so that a late answer
     * cannot bring back a session the user has just logged out of.
     */
    acceptResponseToken(
      sentAuthorization: string | null | undefined,
      received: string | null | undefined,
    ): void {
      if (sentAuthorization && !store.getToken()) return;
      store.captureAuthorizationHeader(received);
    },
    setTokenTimeout(minutes: number): void {
      if (!Number.isFinite(minutes) || minutes <= 0) return;
      timeoutMinutes = minutes;
      const token = store.getToken();
      if (token) writeCookie(token);
    },
    getTokenTimeout: () => timeoutMinutes,
    getUser(): UserProfile | null {
      return readJson<UserProfile>(storage, StorageKeys.loggedInUser);
    },
    setUser(user: UserProfile | null): void {
      if (user) storage.setItem(StorageKeys.loggedInUser, JSON.stringify(user));
      else storage.removeItem(StorageKeys.loggedInUser);
      emit();
    },
    /** Saving the profile merges the changes into the stored user (spec §4). */
    mergeUser(patch: Partial<UserProfile>): UserProfile | null {
      const current = store.getUser();
      if (!current) return null;
      const next = { ...current, ...patch };
      store.setUser(next);
      return next;
    },
    /** Logout and 401: the token, its cookie and the stored user go. */
    clear(): void {
      store.setToken(null);
      store.setUser(null);
    },
    /** No token but a stored user means the session expired behind the user's back (spec §2). */
    sessionState(): SessionState {
      if (store.getToken()) return 'authenticated';
      return store.getUser() ? 'expired' : 'anonymous';
    },
    setRedirect(url: string): void {
      storage.setItem(StorageKeys.authRedirectUrl, url);
    },
    /** The URL asked for before signing in, once; only same-app paths are honoured. */
    consumeRedirect(): string {
      const url = storage.getItem(StorageKeys.authRedirectUrl);
      storage.removeItem(StorageKeys.authRedirectUrl);
      return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export type AuthStore = ReturnType<typeof createAuthStore>;
