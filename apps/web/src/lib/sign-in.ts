/**
 * The sign-in page is a document of its own (login.html, decision D-login-1): the app reaches it with a page
 * load, never by a route change, so the address shows /login only once that page is there.
 */
export const SIGN_IN_PATH = '/login';

export function goToSignIn(): void {
  window.location.assign(SIGN_IN_PATH);
}

/** For a route's `redirect`: to the sign-in page as a document. */
export const signInRedirect = { href: SIGN_IN_PATH, reloadDocument: true } as const;
