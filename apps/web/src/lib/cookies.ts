/** Minimal cookie access over `document.cookie`-like objects, so that tests can pass their own. */
export interface CookieJar {
  cookie: string;
}

export function getCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function setCookie(jar: CookieJar, name: string, value: string, expires: Date): void {
  jar.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

export function removeCookie(jar: CookieJar, name: string): void {
  jar.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
