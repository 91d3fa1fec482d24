import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createOAuthProviders } from '@tessera/auth/server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './test-app';

/** A minimal OpenID provider standing in for the third party: discovery, token (with PKCE), userinfo. */
function startProvider(claimsFor: Map<string, Record<string, unknown>>) {
  const codes = new Map<string, { challenge: string; claims: Record<string, unknown> }>();
  const tokens = new Map<string, Record<string, unknown>>();
  const app = new Hono();
  let issuer = '';
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
    }),
  );
  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const entry = codes.get(String(form.code));
    const verifier = String(form.code_verifier ?? '');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const auth = c.req.header('authorization') ?? '';
    const [id, secret] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!entry || entry.challenge !== challenge || id !== 'tessera' || secret !== 'provider-secret')
      return c.json({ error: 'invalid_grant' }, 400);
    codes.delete(String(form.code));
    const access = `at-${Math.random().toString(36).slice(2)}`;
    tokens.set(access, entry.claims);
    return c.json({ access_token: access, token_type: 'Bearer', expires_in: 60 });
  });
  app.get('/userinfo', (c) => {
    const claims = tokens.get((c.req.header('authorization') ?? '').replace(/^Bearer /, ''));
    return claims ? c.json(claims) : c.json({ error: 'invalid_token' }, 401);
  });
  let server: ServerType;
  return {
    start: () =>
      new Promise<string>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          issuer = `http://127.0.0.1:${info.port}`;
          resolve(issuer);
        });
      }),
    /** What the provider does after the user consents: issue a code bound to the PKCE challenge. */
    authorize(authorizeUrl: string, who: string) {
      const u = new URL(authorizeUrl);
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, { challenge: u.searchParams.get('code_challenge') ?? '', claims: claimsFor.get(who)! });
      return {
        code,
        state: u.searchParams.get('state') ?? '',
        redirectUri: u.searchParams.get('redirect_uri') ?? '',
      };
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const claims = new Map<string, Record<string, unknown>>([
  [
    'alice',
    {
      sub: 'alice-1',
      email: 'alice@corp.example',
      email_verified: true,
      name: 'Alice',
      preferred_username: 'alice',
    },
  ],
  [
    'fake-admin',
    {
      sub: 'evil-9',
      email: ADMIN.email,
      email_verified: false,
      name: 'Not Admin',
      preferred_username: 'admin',
    },
  ],
  [
    'real-admin',
    { sub: 'admin-7', email: ADMIN.email, email_verified: true, name: 'Admin', preferred_username: 'admin' },
  ],
]);
const provider = startProvider(claims);
let t: TestApp;

beforeAll(async () => {
  const issuer = await provider.start();
  t = await createTestApp(
    {},
    {
      oauth: createOAuthProviders(
        [
          {
            type: 'oidc',
            id: 'oidc',
            name: 'Corp SSO',
            issuer,
            clientId: 'tessera',
            clientSecret: 'provider-secret',
          },
        ],
        'http://tessera.test',
      ),
    },
  );
  await t.bootstrapAdmin();
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

async function signIn(who: string, tamperState = false) {
  const start = await t.app.request('/oauth2/authorization/oidc?redirect_url=/');
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const { code, state, redirectUri } = provider.authorize(start.headers.get('location')!, who);
  expect(redirectUri).toBe('http://tessera.test/oauth2/callback/oidc');
  const back = await t.app.request(
    `/oauth2/callback/oidc?code=${code}&state=${tamperState ? 'forged' : state}`,
    { headers: { Cookie: cookie } },
  );
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!, 'http://tessera.test');
}

describe('OAuth2 / OIDC sign-in', () => {
  it('lists configured clients in Datart shape', async () => {
    const res = await t.call('GET', '/api/v1/tpa/getOauth2Clients');
    expect(res.body.data).toEqual([{ 'Corp SSO': '/oauth2/authorization/oidc?redirect_url=/' }]);
  });

  it('creates an account on first sign-in and reuses it afterwards', async () => {
    const first = await signIn('alice');
    expect(first.pathname).toBe('/authorization');
    const token = first.searchParams.get('authorization_token')!;
    const me = await t.call('GET', '/api/v1/users', { token });
    expect(me.body.data).toMatchObject({ username: 'alice', email: 'alice@corp.example', name: 'Alice' });
    const again = await signIn('alice');
    const me2 = await t.call('GET', '/api/v1/users', {
      token: again.searchParams.get('authorization_token')!,
    });
    expect((me2.body.data as { id: string }).id).toBe((me.body.data as { id: string }).id);
  });

  it('never links by an unverified e-mail', async () => {
    const url = await signIn('fake-admin');
    const me = await t.call('GET', '/api/v1/users', { token: url.searchParams.get('authorization_token')! });
    expect(me.body.data).toMatchObject({ username: 'admin2', orgOwner: true });
    expect((me.body.data as { email: string }).email).not.toBe(ADMIN.email);
  });

  it('links a verified e-mail to the existing account', async () => {
    const url = await signIn('real-admin');
    const me = await t.call('GET', '/api/v1/users', { token: url.searchParams.get('authorization_token')! });
    expect(me.body.data).toMatchObject({ username: 'admin', email: ADMIN.email });
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const url = await signIn('alice', true);
    expect(url.searchParams.get('authorization_token')).toBeNull();
    expect(url.searchParams.get('error_message')).toContain('state mismatch');
  });

  it('an OAuth-only account cannot obtain a password through reset', async () => {
    const before = t.smtp.mails.length;
    const res = await t.call('POST', '/api/v1/users/forget/password?type=EMAIL&principal=alice@corp.example');
    expect(res.status).toBe(200);
    expect(t.smtp.mails.length).toBe(before);
  });
});
