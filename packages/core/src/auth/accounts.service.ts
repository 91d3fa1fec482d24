import { hashPassword, dummyPasswordHash } from '@tessera/auth/server';
import { eq } from 'drizzle-orm';
import { users } from '@tessera/db';
import { t } from '@tessera/i18n';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { rateLimits } from '../rate-limit';
import { uniqueViolation } from '../db-errors';
import { loadUserProfile, toUserBaseInfo, type UserBaseInfo, type UserProfile } from '../users/user-view';
import type { LoginInput, RegisterInput, ResendActivationInput, TokenInput } from './accounts.schemas';

/** A signed-in account: its profile and the session token. */
export interface SignedIn {
  user: UserProfile;
  token: string;
}

export interface Registered {
  user: UserBaseInfo;
  activationRequired: boolean;
  mailSent: boolean;
  joinedOrgId: string | null;
}
import { findUserByLogin } from './find-user';
import { consumeMailToken, findMailToken, issueMailToken } from './mail-tokens';
import { insertAccount } from './new-account';
import { acceptInvitationOnRegister } from '../orgs/pending-invitations.service';
import { createSession, revokeSession } from './session';
import { verifySignInPassword } from './password-verify';

/**
 * Signs in with username or e-mail; answers the same error whether the account or the password is
 * wrong. Throttled per resolved account (a username and an e-mail count as one), per account and
 * address, and per address, with growing delays rather than a lock (rate-limit.ts, docs/security.md).
 */
export async function login(ctx: Ctx, input: LoginInput): Promise<SignedIn> {
  const user = await findUserByLogin(ctx.deps.db, input.username);
  const account = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
  const ip = ctx.ip ?? '-';
  await ctx.deps.rateLimiter.login.before(account, ip);
  const ok = await verifySignInPassword(ctx.deps.db, user, input.password, await dummyPasswordHash());
  if (!user || !user.passwordHash || !ok) {
    await ctx.deps.rateLimiter.login.failed(account, ip);
    await audit(ctx, {
      action: 'user.login_failed',
      detail: { principal: input.username.slice(0, 100) },
      actor: user ? { id: user.id, name: user.username } : null,
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  await ctx.deps.rateLimiter.login.succeeded(account, ip);
  if (!user.active) throw new AppError('USER_INACTIVE');
  const session = await createSession(ctx, user.id);
  await audit(ctx, { action: 'user.login', actor: { id: user.id, name: user.username } });
  return { user: await loadUserProfile(ctx.deps.db, user), token: session.token };
}

export async function logout(ctx: Ctx): Promise<boolean> {
  if (!ctx.actor) return true;
  await revokeSession(ctx.deps.db, ctx.actor.sessionId);
  await audit(ctx, { action: 'user.logout' });
  return true;
}

/** Self-registration. With activation required the account stays inactive until the mailed link is opened. */
export async function register(ctx: Ctx, input: RegisterInput): Promise<Registered> {
  const { config } = ctx.deps;
  // An invitation lets its addressee register even where open registration is switched off.
  if ((!config.registerEnabled && !input.invitation) || config.tenantMode === 'team')
    throw new AppError('REGISTER_DISABLED');
  await ctx.deps.rateLimiter.hit(`register:ip:${ctx.ip ?? '-'}`, rateLimits.register);
  const passwordHash = await hashPassword(input.password);
  let activationToken: string | null = null;
  let joinedOrgId: string | null = null;
  // The invitation link proves the mailbox, so an invited account needs no activation mail.
  const activationRequired = config.activationRequired && !input.invitation;
  const user = await ctx.deps.db
    .transaction(async (tx) => {
      const u = await insertAccount(ctx, tx, { ...input, passwordHash, active: !activationRequired });
      if (input.invitation) {
        joinedOrgId = await acceptInvitationOnRegister(ctx, tx, {
          token: input.invitation,
          email: input.email,
          userId: u.id,
        });
      }
      if (activationRequired) {
        activationToken = await issueMailToken(ctx, tx, {
          purpose: 'activation',
          userId: u.id,
          ttlMs: config.activationExpireHours * 3_600_000,
        });
      }
      return u;
    })
    .catch((e: unknown) => {
      const c = uniqueViolation(e);
      if (c?.includes('username')) throw new AppError('USERNAME_EXISTS');
      if (c?.includes('email')) throw new AppError('EMAIL_EXISTS');
      throw e;
    });
  const actor = { id: user.id, name: user.username };
  await audit(ctx, { action: 'user.register', actor });
  if (joinedOrgId)
    await audit(ctx, {
      action: 'member.join',
      orgId: joinedOrgId,
      targetType: 'USER',
      targetId: user.id,
      actor,
    });
  let mailSent = false;
  if (activationToken) mailSent = await sendActivationMail(ctx, user, activationToken);
  return { user: toUserBaseInfo(user), activationRequired, mailSent, joinedOrgId };
}

async function sendActivationMail(
  ctx: Ctx,
  user: typeof users.$inferSelect,
  token: string,
): Promise<boolean> {
  const link = `${ctx.deps.config.publicUrl}/activation?token=${encodeURIComponent(token)}`;
  try {
    await ctx.deps.mailer.send({
      to: user.email,
      subject: t(ctx.lang, 'mail:activation.subject'),
      text: t(ctx.lang, 'mail:activation.body', {
        name: user.name ?? user.username,
        link,
        hours: ctx.deps.config.activationExpireHours,
      }),
      highlight: link,
    });
    return true;
  } catch (e) {
    ctx.deps.logger.error({ err: e, userId: user.id }, 'activation mail failed');
    return false;
  }
}

/** Re-sends the activation mail. Answers true for unknown or active accounts too, revealing nothing. */
export async function resendActivation(ctx: Ctx, input: ResendActivationInput): Promise<boolean> {
  await ctx.deps.rateLimiter.hit(`resend:ip:${ctx.ip ?? '-'}`, rateLimits.resendMail);
  await ctx.deps.rateLimiter.hit(`resend:user:${input.usernameOrEmail.toLowerCase()}`, rateLimits.resendMail);
  const user = await findUserByLogin(ctx.deps.db, input.usernameOrEmail);
  if (!user || user.active) return true;
  const token = await issueMailToken(ctx, ctx.deps.db, {
    purpose: 'activation',
    userId: user.id,
    ttlMs: ctx.deps.config.activationExpireHours * 3_600_000,
  });
  if (!(await sendActivationMail(ctx, user, token))) throw new AppError('MAIL_FAILED');
  return true;
}

/** Opens the activation link: activates the account and signs it in. */
export async function activate(ctx: Ctx, input: TokenInput): Promise<SignedIn> {
  await ctx.deps.rateLimiter.hit(`code:ip:${ctx.ip ?? '-'}`, rateLimits.codeCheck);
  const row = await findMailToken(ctx, 'activation', input.token);
  const user = await ctx.deps.db.transaction(async (tx) => {
    if (!(await consumeMailToken(ctx, tx, row.id))) throw new AppError('TOKEN_INVALID');
    const [u] = await tx
      .update(users)
      .set({ active: true, updatedAt: ctx.deps.clock() })
      .where(eq(users.id, row.userId))
      .returning();
    return u!;
  });
  const session = await createSession(ctx, user.id);
  await audit(ctx, { action: 'user.activate', actor: { id: user.id, name: user.username } });
  return { user: await loadUserProfile(ctx.deps.db, user), token: session.token };
}
