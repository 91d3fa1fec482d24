import { hashPassword } from '@tessera/auth/server';
import { and, eq, inArray } from 'drizzle-orm';
import { organizations, roleMembers, roles, users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { insertAccount } from '../auth/new-account';
import { revokeUserSessions } from '../auth/session';
import { invalidateAccess, requireActor, requireOwner } from '../permissions/engine';
import { toUserBaseInfo, type UserBaseInfo } from '../users/user-view';
import type { DbOrTx } from './create-org-record';
import { isMember } from './members.service';
import type { MemberInput, TeamUserInput, TeamUserUpdateInput } from './orgs.schemas';

function teamOnly(ctx: Ctx) {
  if (ctx.deps.config.tenantMode !== 'team') throw new AppError('TEAM_MODE_ONLY');
}

async function assertRoles(db: DbOrTx, orgId: string, roleIds: string[]) {
  if (!roleIds.length) return;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')));
  if (found.length !== new Set(roleIds).size) throw new AppError('CROSS_ORG');
}

/** Team mode: an owner creates an account directly in the organisation (no self-registration there). */
export async function addTeamUser(ctx: Ctx, input: TeamUserInput): Promise<UserBaseInfo> {
  teamOnly(ctx);
  await requireOwner(ctx, input.orgId);
  await assertRoles(ctx.deps.db, input.orgId, input.roleIds);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.deps.db.transaction(async (tx) => {
    const u = await insertAccount(ctx, tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      name: input.name ?? null,
      active: true,
    });
    if (input.description)
      await tx.update(users).set({ description: input.description }).where(eq(users.id, u.id));
    const roleIds = [...new Set(input.roleIds)];
    if (roleIds.length)
      await tx.insert(roleMembers).values(roleIds.map((roleId) => ({ roleId, userId: u.id })));
    return u;
  });
  await audit(ctx, { action: 'member.create', orgId: input.orgId, targetType: 'USER', targetId: user.id });
  return toUserBaseInfo(user);
}

export async function updateTeamUser(ctx: Ctx, input: TeamUserUpdateInput): Promise<boolean> {
  teamOnly(ctx);
  await requireOwner(ctx, input.orgId);
  if (!(await isMember(ctx.deps.db, input.orgId, input.id)))
    throw new AppError('NOT_FOUND', { entity: 'member' });
  if (input.roleIds) await assertRoles(ctx.deps.db, input.orgId, input.roleIds);
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: ctx.deps.clock() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.password) patch.passwordHash = await hashPassword(input.password);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.update(users).set(patch).where(eq(users.id, input.id));
    if (input.roleIds) {
      const normal = tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.orgId, input.orgId), eq(roles.type, 'NORMAL')));
      await tx
        .delete(roleMembers)
        .where(and(eq(roleMembers.userId, input.id), inArray(roleMembers.roleId, normal)));
      const ids = [...new Set(input.roleIds)];
      if (ids.length)
        await tx.insert(roleMembers).values(ids.map((roleId) => ({ roleId, userId: input.id })));
    }
  });
  if (input.password) await revokeUserSessions(ctx.deps.db, input.id);
  invalidateAccess(ctx);
  return true;
}

/** Team mode: deletes the account itself (never oneself). */
export async function deleteTeamUser(ctx: Ctx, { orgId, memberId }: MemberInput): Promise<boolean> {
  teamOnly(ctx);
  await requireOwner(ctx, orgId);
  requireActor(ctx);
  const [org] = await ctx.deps.db
    .select({ createdBy: organizations.createdBy })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (memberId === ctx.actor.userId || memberId === org?.createdBy) throw new AppError('CANNOT_REMOVE_SELF');
  if (!(await isMember(ctx.deps.db, orgId, memberId))) throw new AppError('NOT_FOUND', { entity: 'member' });
  await ctx.deps.db.delete(users).where(eq(users.id, memberId));
  await audit(ctx, { action: 'member.delete', orgId, targetType: 'USER', targetId: memberId });
  return true;
}
