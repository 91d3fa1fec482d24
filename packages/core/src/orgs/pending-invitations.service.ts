import { generateToken, hashToken } from '@tessera/auth';
import { and, asc, eq } from 'drizzle-orm';
import { orgInvitations, organizations, users } from '@tessera/db';
import { t } from '@tessera/i18n';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { requireModule } from '../permissions/engine';
import type { TokenInput } from '../auth/accounts.schemas';
import type { DbOrTx } from './create-org-record';
import { addMember } from './create-org-record';
import type { InvitationInput, OrgIdInput } from './orgs.schemas';

export interface InvitationView {
  id: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
  invitedBy: string | null;
  expired: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * Creates (or renews) the invitation of an address that has no account and mails the link to the
 * registration page. Answers false when the mail could not be sent; the row stays so it can be resent.
 */
export async function inviteUnknownAddress(
  ctx: Ctx,
  input: { orgId: string; orgName: string; email: string; inviterId: string; inviterName: string },
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const token = generateToken(24);
  const expiresAt = new Date(ctx.deps.clock().getTime() + ctx.deps.config.inviteExpireHours * HOUR_MS);
  const values = {
    tokenHash: hashToken(token),
    expiresAt,
    sentAt: ctx.deps.clock(),
    invitedBy: input.inviterId,
  };
  await ctx.deps.db
    .insert(orgInvitations)
    .values({ orgId: input.orgId, email, ...values })
    .onConflictDoUpdate({ target: [orgInvitations.orgId, orgInvitations.email], set: values });
  return sendInvitationMail(ctx, { ...input, email, token });
}

async function sendInvitationMail(
  ctx: Ctx,
  input: { orgName: string; email: string; inviterName: string; token: string },
): Promise<boolean> {
  const link = `${ctx.deps.config.publicUrl}/register?invitation=${encodeURIComponent(input.token)}`;
  try {
    await ctx.deps.mailer.send({
      to: input.email,
      subject: t(ctx.lang, 'mail:registerInvitation.subject', { org: input.orgName }),
      text: t(ctx.lang, 'mail:registerInvitation.body', {
        inviter: input.inviterName,
        org: input.orgName,
        link,
        hours: ctx.deps.config.inviteExpireHours,
      }),
      highlight: link,
    });
    return true;
  } catch (e) {
    ctx.deps.logger.error({ err: e, to: input.email }, 'registration invitation mail failed');
    return false;
  }
}

/** Pending invitations of an organisation, for members who may manage members (module USER). */
export async function listInvitations(ctx: Ctx, { orgId }: OrgIdInput): Promise<InvitationView[]> {
  await requireModule(ctx, orgId, 'USER');
  const rows = await ctx.deps.db
    .select({
      id: orgInvitations.id,
      email: orgInvitations.email,
      sentAt: orgInvitations.sentAt,
      expiresAt: orgInvitations.expiresAt,
      invitedBy: users.username,
    })
    .from(orgInvitations)
    .leftJoin(users, eq(users.id, orgInvitations.invitedBy))
    .where(eq(orgInvitations.orgId, orgId))
    .orderBy(asc(orgInvitations.email));
  const now = ctx.deps.clock().getTime();
  return rows.map((r) => ({ ...r, expired: r.expiresAt.getTime() <= now }));
}

async function findInvitationRow(ctx: Ctx, orgId: string, invitationId: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(orgInvitations)
    .where(and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.id, invitationId)));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'invitation' });
  return row;
}

/** Sends a pending invitation again with a fresh token and expiry; the old link stops working. */
export async function resendInvitation(ctx: Ctx, input: InvitationInput): Promise<boolean> {
  const access = await requireModule(ctx, input.orgId, 'USER');
  const row = await findInvitationRow(ctx, input.orgId, input.invitationId);
  const [org] = await ctx.deps.db.select().from(organizations).where(eq(organizations.id, input.orgId));
  const [inviter] = await ctx.deps.db.select().from(users).where(eq(users.id, access.userId));
  const sent = await inviteUnknownAddress(ctx, {
    orgId: input.orgId,
    orgName: org!.name,
    email: row.email,
    inviterId: access.userId,
    inviterName: inviter?.name ?? inviter?.username ?? '',
  });
  if (!sent) throw new AppError('MAIL_FAILED');
  await audit(ctx, {
    action: 'member.invite',
    orgId: input.orgId,
    detail: { success: [row.email], fail: [], resend: true },
  });
  return true;
}

/** Withdraws a pending invitation; its link stops working at once. */
export async function revokeInvitation(ctx: Ctx, input: InvitationInput): Promise<boolean> {
  await requireModule(ctx, input.orgId, 'USER');
  const row = await findInvitationRow(ctx, input.orgId, input.invitationId);
  await ctx.deps.db.delete(orgInvitations).where(eq(orgInvitations.id, row.id));
  await audit(ctx, { action: 'member.invite_revoke', orgId: input.orgId, detail: { email: row.email } });
  return true;
}

async function liveInvitation(ctx: Ctx, db: DbOrTx, token: string) {
  const [row] = await db
    .select({ invitation: orgInvitations, orgName: organizations.name })
    .from(orgInvitations)
    .innerJoin(organizations, eq(organizations.id, orgInvitations.orgId))
    .where(eq(orgInvitations.tokenHash, hashToken(token)));
  if (!row || row.invitation.expiresAt.getTime() <= ctx.deps.clock().getTime())
    throw new AppError('TOKEN_INVALID');
  return row;
}

/** What the registration page shows for an invitation link: the organisation and the invited address. */
export async function describeInvitation(
  ctx: Ctx,
  { token }: TokenInput,
): Promise<{ orgName: string; email: string }> {
  const row = await liveInvitation(ctx, ctx.deps.db, token);
  return { orgName: row.orgName, email: row.invitation.email };
}

/**
 * Called inside the registration transaction. The token proves the mailbox, so it must name the
 * address being registered; the invitation is consumed and the new account joins the organisation.
 */
export async function acceptInvitationOnRegister(
  ctx: Ctx,
  tx: DbOrTx,
  input: { token: string; email: string; userId: string },
): Promise<string> {
  const row = await liveInvitation(ctx, tx, input.token);
  if (row.invitation.email !== input.email.trim().toLowerCase()) {
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'email', message: 'invitationEmail' }] });
  }
  const deleted = await tx
    .delete(orgInvitations)
    .where(eq(orgInvitations.id, row.invitation.id))
    .returning({ id: orgInvitations.id });
  if (deleted.length !== 1) throw new AppError('TOKEN_INVALID');
  await addMember(tx, row.invitation.orgId, input.userId);
  return row.invitation.orgId;
}
