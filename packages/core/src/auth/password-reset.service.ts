import { generateNumericCode, generateToken, hashToken, timingSafeEqualString } from '@tessera/auth';
import { hashPassword } from '@tessera/auth/server';
import { eq } from 'drizzle-orm';
import { users } from '@tessera/db';
import { t } from '@tessera/i18n';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { rateLimits } from '../rate-limit';
import type { ForgotPasswordInput, ResetPasswordInput } from './accounts.schemas';
import { findUserByEmail, findUserByUsername } from './find-user';
import { consumeMailToken, countFailedAttempt, findMailToken, issueMailToken } from './mail-tokens';
import { revokeUserSessions } from './session';

const MAX_CODE_ATTEMPTS = 5;

/**
 * Step one: mails a verification code and returns the reset token that step two must send back.
 * Unknown principals and accounts without a password (OAuth-only) get a token that can never
 * succeed, so the answer reveals nothing and an SSO account cannot gain a password this way.
 */
export async function forgotPassword(ctx: Ctx, input: ForgotPasswordInput): Promise<string> {
  await ctx.deps.rateLimiter.hit(`forgot:ip:${ctx.ip ?? '-'}`, rateLimits.forgotPassword);
  await ctx.deps.rateLimiter.hit(`forgot:p:${input.principal.toLowerCase()}`, rateLimits.forgotPassword);
  const user =
    input.type === 'EMAIL'
      ? await findUserByEmail(ctx.deps.db, input.principal)
      : await findUserByUsername(ctx.deps.db, input.principal);
  if (!user || !user.passwordHash || !user.active) return generateToken(24);
  const code = generateNumericCode(6);
  const minutes = ctx.deps.config.resetCodeMinutes;
  const token = await issueMailToken(ctx, ctx.deps.db, {
    purpose: 'reset',
    userId: user.id,
    ttlMs: minutes * 60_000,
    payload: hashToken(code),
  });
  try {
    await ctx.deps.mailer.send({
      to: user.email,
      subject: t(ctx.lang, 'mail:resetPassword.subject'),
      text: t(ctx.lang, 'mail:resetPassword.body', { name: user.name ?? user.username, code, minutes }),
      highlight: `verification code ${code}`,
    });
  } catch (e) {
    ctx.deps.logger.error({ err: e, userId: user.id }, 'reset mail failed');
    throw new AppError('MAIL_FAILED');
  }
  return token;
}

/** Step two: checks the code (limited attempts), sets the new password and signs out every session. */
export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<boolean> {
  await ctx.deps.rateLimiter.hit(`code:ip:${ctx.ip ?? '-'}`, rateLimits.codeCheck);
  let row;
  try {
    row = await findMailToken(ctx, 'reset', input.token);
  } catch {
    throw new AppError('CODE_INVALID');
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('CODE_INVALID');
  if (!row.payload || !timingSafeEqualString(row.payload, hashToken(input.verifyCode.trim()))) {
    await countFailedAttempt(ctx, row.id);
    throw new AppError('CODE_INVALID');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.deps.db.transaction(async (tx) => {
    if (!(await consumeMailToken(ctx, tx, row.id))) throw new AppError('CODE_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: ctx.deps.clock() }).where(eq(users.id, row.userId));
  });
  await revokeUserSessions(ctx.deps.db, row.userId);
  await audit(ctx, {
    action: 'user.password_reset',
    targetType: 'USER',
    targetId: row.userId,
    actor: { id: row.userId, name: '' },
  });
  return true;
}
