import { eq } from 'drizzle-orm';
import { organizations, users } from '@tessera/db';
import { t } from '@tessera/i18n';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { findUserByEmail } from '../auth/find-user';
import { consumeMailToken, findMailToken, issueMailToken } from '../auth/mail-tokens';
import { requireModule } from '../permissions/engine';
import { isValidEmail } from '../validation';
import type { TokenInput } from '../auth/accounts.schemas';
import { addMember } from './create-org-record';
import { isMember } from './members.service';
import type { InviteInput } from './orgs.schemas';
import { inviteUnknownAddress } from './pending-invitations.service';

/**
 * Invites by e-mail. Any malformed address stops the whole request (listed under "Invalid email
 * addresses", nothing sent). With `sendMail` an account confirms through a mailed link, and an address
 * with no account gets a pending invitation to register and join (listed in `pending` and in `success`,
 * which Datart's clients read); without it existing accounts are added at once. Inactive accounts,
 * existing members, and unknown addresses without `sendMail` (or in team mode) are reported as failed.
 */
export interface InviteResult {
  success: string[];
  fail: string[];
  pending: string[];
}

export async function inviteMembers(ctx: Ctx, input: InviteInput): Promise<InviteResult> {
  const access = await requireModule(ctx, input.orgId, 'USER');
  const emails = [...new Set(input.emails.map((e) => e.trim()).filter(Boolean))];
  const invalid = emails.filter((e) => !isValidEmail(e));
  if (invalid.length || emails.length === 0) {
    throw new AppError(
      'INVALID_INPUT',
      {},
      { fields: [{ path: 'emails', message: 'invalidEmails', params: { list: invalid.join(', ') } }] },
    );
  }
  const [org] = await ctx.deps.db.select().from(organizations).where(eq(organizations.id, input.orgId));
  const [inviter] = await ctx.deps.db.select().from(users).where(eq(users.id, access.userId));
  const success: string[] = [];
  const fail: string[] = [];
  const pending: string[] = [];
  const inviterName = inviter?.name ?? inviter?.username ?? '';
  for (const address of emails) {
    const user = await findUserByEmail(ctx.deps.db, address);
    if (!user && input.sendMail && ctx.deps.config.tenantMode !== 'team') {
      const sent = await inviteUnknownAddress(ctx, {
        orgId: input.orgId,
        orgName: org!.name,
        email: address,
        inviterId: access.userId,
        inviterName,
      });
      (sent ? success : fail).push(address);
      if (sent) pending.push(address);
      continue;
    }
    if (!user || !user.active || (await isMember(ctx.deps.db, input.orgId, user.id))) {
      fail.push(address);
      continue;
    }
    if (!input.sendMail) {
      await addMember(ctx.deps.db, input.orgId, user.id);
      success.push(address);
      continue;
    }
    const hours = ctx.deps.config.inviteExpireHours;
    const token = await issueMailToken(ctx, ctx.deps.db, {
      purpose: 'invite',
      userId: user.id,
      ttlMs: hours * 3_600_000,
      payload: input.orgId,
    });
    const link = `${ctx.deps.config.publicUrl}/confirminvite?token=${encodeURIComponent(token)}`;
    try {
      await ctx.deps.mailer.send({
        to: user.email,
        subject: t(ctx.lang, 'mail:invitation.subject', { org: org!.name }),
        text: t(ctx.lang, 'mail:invitation.body', {
          name: user.name ?? user.username,
          inviter: inviterName,
          org: org!.name,
          link,
          hours,
        }),
        highlight: link,
      });
      success.push(address);
    } catch (e) {
      ctx.deps.logger.error({ err: e, to: address }, 'invitation mail failed');
      fail.push(address);
    }
  }
  await audit(ctx, {
    action: 'member.invite',
    orgId: input.orgId,
    detail: { success, fail, pending, sendMail: input.sendMail },
  });
  return { success, fail, pending };
}

/** Accepts an invitation. The link proves the mailbox; a different signed-in user cannot use it. */
export async function confirmInvite(
  ctx: Ctx,
  { token }: TokenInput,
): Promise<{ orgId: string; orgName: string }> {
  const row = await findMailToken(ctx, 'invite', token);
  if (ctx.actor && ctx.actor.userId !== row.userId) throw new AppError('TOKEN_INVALID');
  const orgId = row.payload ?? '';
  const [org] = await ctx.deps.db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org) throw new AppError('TOKEN_INVALID');
  await ctx.deps.db.transaction(async (tx) => {
    if (!(await consumeMailToken(ctx, tx, row.id))) throw new AppError('TOKEN_INVALID');
    await addMember(tx, orgId, row.userId);
  });
  await audit(ctx, {
    action: 'member.join',
    orgId,
    targetType: 'USER',
    targetId: row.userId,
    actor: { id: row.userId, name: '' },
  });
  return { orgId: org.id, orgName: org.name };
}
