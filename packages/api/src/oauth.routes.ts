import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { oauth } from '@tessera/core';
import type { ApiEnv } from './env';
import { renderMessage, toAppError } from './errors';
import { declareWrites } from './metadata-writes';

const COOKIE = 'tessera_oauth';

/** Browser redirects of the OAuth2 flow, at the root like Datart: /oauth2/authorization/:id and the callback. */
export function oauthRoutes(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/oauth2/authorization/:provider', async (c) => {
    const ctx = c.get('ctx');
    try {
      const started = await oauth.beginOAuth(ctx, c.req.param('provider'));
      setCookie(c, COOKIE, `${started.state}.${started.codeVerifier}`, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/oauth2',
        maxAge: 600,
        secure: new URL(c.req.url).protocol === 'https:',
      });
      return c.redirect(started.url, 302);
    } catch (e) {
      return c.redirect(
        `/authorization?error_message=${encodeURIComponent(renderMessage(ctx.lang, toAppError(e, ctx)))}`,
        302,
      );
    }
  });
  // The callback may create the account and its memberships, and signs in.
  app.get('/oauth2/callback/:provider', declareWrites(['metadata']), async (c) => {
    const ctx = c.get('ctx');
    const [expectedState = '', codeVerifier = ''] = (getCookie(c, COOKIE) ?? '').split('.');
    deleteCookie(c, COOKIE, { path: '/oauth2' });
    c.header('Referrer-Policy', 'no-referrer');
    try {
      const error = c.req.query('error');
      if (error) throw toAppError(new Error(error), null);
      const done = await oauth.completeOAuth(ctx, {
        providerId: c.req.param('provider'),
        code: c.req.query('code') ?? '',
        state: c.req.query('state') ?? '',
        expectedState,
        codeVerifier,
      });
      return c.redirect(`/authorization?authorization_token=${encodeURIComponent(done.token)}`, 302);
    } catch (e) {
      return c.redirect(
        `/authorization?error_message=${encodeURIComponent(renderMessage(ctx.lang, toAppError(e, ctx)))}`,
        302,
      );
    }
  });
  return app;
}
