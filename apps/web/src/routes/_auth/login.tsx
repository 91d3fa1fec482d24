import { createFileRoute, redirect } from '@tanstack/react-router';

/** Where this document was loaded: the app's own document is never the sign-in page's. */
const documentPath = window.location.pathname;

/**
 * The sign-in page is its own small page (login.html, src/login), which the server answers for /login: the
 * app's links and redirects to /login load it as a document (decision D-login-1). Were this app's document
 * itself loaded at /login (a server that does not know the page), it says so rather than reloading for ever.
 */
export const Route = createFileRoute('/_auth/login')({
  beforeLoad: ({ location }) => {
    if (documentPath.replace(/\/$/, '') === '/login')
      throw new Error('The server answered the app for /login instead of the sign-in page (login.html).');
    throw redirect({ href: location.href, reloadDocument: true });
  },
});
