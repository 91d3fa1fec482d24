import { CodeChallengeMethod, decodeIdToken, GitHub, Google, OAuth2Client } from 'arctic';

export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  /** Only a verified e-mail may link a sign-in to an existing account. */
  emailVerified: boolean;
  name: string | null;
  username: string | null;
  avatar: string | null;
}

export interface OAuthProvider {
  id: string;
  name: string;
  createAuthorizationURL(state: string, codeVerifier: string): Promise<URL>;
  fetchProfile(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

export type OAuthProviderConfig =
  | { type: 'github'; clientId: string; clientSecret: string }
  | { type: 'google'; clientId: string; clientSecret: string }
  | {
      type: 'oidc';
      id: string;
      name: string;
      issuer: string;
      clientId: string;
      clientSecret: string;
      scopes?: string[];
    };

type Fetch = typeof fetch;

/** Builds the configured providers; `callbackBase` is the public URL the provider redirects back to. */
export function createOAuthProviders(
  configs: OAuthProviderConfig[],
  callbackBase: string,
  fetchImpl: Fetch = fetch,
): OAuthProvider[] {
  const callback = (id: string) => `${callbackBase.replace(/\/$/, '')}/oauth2/callback/${id}`;
  return configs.map((c) => {
    if (c.type === 'github') return github(c.clientId, c.clientSecret, callback('github'), fetchImpl);
    if (c.type === 'google') return google(c.clientId, c.clientSecret, callback('google'));
    return oidc(c, callback(c.id), fetchImpl);
  });
}

function github(clientId: string, secret: string, redirect: string, fetchImpl: Fetch): OAuthProvider {
  const client = new GitHub(clientId, secret, redirect);
  return {
    id: 'github',
    name: 'GitHub',
    createAuthorizationURL: async (state) =>
      client.createAuthorizationURL(state, ['read:user', 'user:email']),
    async fetchProfile(code) {
      const tokens = await client.validateAuthorizationCode(code);
      const headers = { Authorization: `Bearer ${tokens.accessToken()}`, 'User-Agent': 'Tessera' };
      const user = (await (await fetchImpl('https://api.github.com/user', { headers })).json()) as {
        id: number;
        login: string;
        name: string | null;
        avatar_url: string | null;
      };
      const emails = (await (await fetchImpl('https://api.github.com/user/emails', { headers })).json()) as {
        email: string;
        primary: boolean;
        verified: boolean;
      }[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary) : undefined;
      return {
        providerUserId: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified ?? false,
        name: user.name,
        username: user.login,
        avatar: user.avatar_url,
      };
    },
  };
}

function google(clientId: string, secret: string, redirect: string): OAuthProvider {
  const client = new Google(clientId, secret, redirect);
  return {
    id: 'google',
    name: 'Google',
    createAuthorizationURL: async (state, verifier) =>
      client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
    async fetchProfile(code, verifier) {
      const tokens = await client.validateAuthorizationCode(code, verifier);
      // The id token comes straight from Google's token endpoint over TLS, so decoding is enough.
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      return profileFromClaims(claims);
    },
  };
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

function oidc(
  c: Extract<OAuthProviderConfig, { type: 'oidc' }>,
  redirect: string,
  fetchImpl: Fetch,
): OAuthProvider {
  const client = new OAuth2Client(c.clientId, c.clientSecret, redirect);
  let discovery: Promise<Discovery> | undefined;
  const discover = () => {
    discovery ??= fetchImpl(`${c.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then(
      async (r) => {
        if (!r.ok) throw new Error(`OIDC discovery failed with ${r.status}`);
        return (await r.json()) as Discovery;
      },
    );
    discovery.catch(() => (discovery = undefined));
    return discovery;
  };
  const scopes = c.scopes ?? ['openid', 'email', 'profile'];
  return {
    id: c.id,
    name: c.name,
    async createAuthorizationURL(state, verifier) {
      const d = await discover();
      return client.createAuthorizationURLWithPKCE(
        d.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        verifier,
        scopes,
      );
    },
    async fetchProfile(code, verifier) {
      const d = await discover();
      const tokens = await client.validateAuthorizationCode(d.token_endpoint, code, verifier);
      const res = await fetchImpl(d.userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
      });
      if (!res.ok) throw new Error(`OIDC userinfo failed with ${res.status}`);
      return profileFromClaims((await res.json()) as Record<string, unknown>);
    },
  };
}

function profileFromClaims(claims: Record<string, unknown>): OAuthProfile {
  const str = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string) : null);
  return {
    providerUserId: String(claims.sub),
    email: str('email'),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: str('name'),
    username: str('preferred_username'),
    avatar: str('picture'),
  };
}
