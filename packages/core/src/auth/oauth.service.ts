import { generateCodeVerifier, generateState } from '@tessera/auth/server';
import { and, eq } from 'drizzle-orm';
import { oauthAccounts, users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { findUserByEmail, findUserByUsername } from './find-user';
import { insertAccount } from './new-account';
import { createSession } from './session';
import { timingSafeEqualString } from '@tessera/auth';

/** Datart's shape: `[{"GitHub": "/oauth2/authorization/github?redirect_url=/"}]`. */
export function listOAuthClients(ctx: Ctx): Record<string, string>[] {
  return ctx.deps.oauth.map((p) => ({ [p.name]: `/oauth2/authorization/${p.id}?redirect_url=/` }));
}

function provider(ctx: Ctx, id: string) {
  const p = ctx.deps.oauth.find((x) => x.id === id);
  if (!p) throw new AppError('OAUTH_PROVIDER_UNKNOWN');
  return p;
}

/** Starts the authorization-code flow with state and PKCE; the transport keeps both in a short-lived cookie. */
export async function beginOAuth(
  ctx: Ctx,
  providerId: string,
): Promise<{ url: string; state: string; codeVerifier: string }> {
  const p = provider(ctx, providerId);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = await p.createAuthorizationURL(state, codeVerifier);
  return { url: url.toString(), state, codeVerifier };
}

/**
 * Completes sign-in from the provider's callback. An existing link wins; otherwise a *verified*
 * e-mail may link to the account that owns it; otherwise a new active account is created.
 */
export async function completeOAuth(
  ctx: Ctx,
  input: { providerId: string; code: string; state: string; expectedState: string; codeVerifier: string },
): Promise<{ token: string; userId: string }> {
  const p = provider(ctx, input.providerId);
  if (!input.state || !input.expectedState || !timingSafeEqualString(input.state, input.expectedState)) {
    throw new AppError('OAUTH_FAILED', { reason: 'state mismatch' });
  }
  let profile;
  try {
    profile = await p.fetchProfile(input.code, input.codeVerifier);
  } catch (e) {
    ctx.deps.logger.warn({ err: e, provider: p.id }, 'oauth code exchange failed');
    throw new AppError('OAUTH_FAILED', { reason: 'code exchange' });
  }
  const linked = await ctx.deps.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, p.id), eq(oauthAccounts.providerUserId, profile.providerUserId)))
    .limit(1);
  let user = linked[0]?.user;
  if (!user) {
    user = await ctx.deps.db.transaction(async (tx) => {
      const byEmail =
        profile.email && profile.emailVerified ? await findUserByEmail(tx, profile.email) : undefined;
      const u =
        byEmail ??
        (await insertAccount(ctx, tx, {
          username: await freeUsername(
            tx,
            profile.username ?? profile.email?.split('@')[0] ?? `${p.id}-user`,
          ),
          email:
            profile.email && profile.emailVerified && !(await findUserByEmail(tx, profile.email))
              ? profile.email
              : `${p.id}.${profile.providerUserId}@oauth.invalid`,
          passwordHash: null,
          name: profile.name,
          active: true,
          avatar: null,
        }));
      await tx
        .insert(oauthAccounts)
        .values({ provider: p.id, providerUserId: profile.providerUserId, userId: u.id });
      return u;
    });
  }
  if (!user.active) throw new AppError('USER_INACTIVE');
  const session = await createSession(ctx, user.id);
  await audit(ctx, {
    action: 'user.oauth_login',
    detail: { provider: p.id },
    actor: { id: user.id, name: user.username },
  });
  return { token: session.token, userId: user.id };
}

async function freeUsername(tx: Parameters<typeof findUserByUsername>[0], wanted: string): Promise<string> {
  const base = wanted.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 50) || 'user';
  if (!(await findUserByUsername(tx, base))) return base;
  for (let i = 2; i < 1000; i++) if (!(await findUserByUsername(tx, `${base}${i}`))) return `${base}${i}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
