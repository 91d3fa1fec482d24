import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { memberships, organizations, roleMembers, roles, users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { invalidateAccess, requireActor, requireModule, requireOwner } from '../permissions/engine';
import { toUserBaseInfo, type UserBaseInfo } from '../users/user-view';
import type { RoleView } from '../roles/roles.service';
import type { DbOrTx } from './create-org-record';
import type { MemberInput, MemberRolesInput, OrgIdInput, OwnerInput, SearchUsersInput } from './orgs.schemas';

export type MemberView = UserBaseInfo & {
  active: boolean;
  orgOwner: boolean;
  creator: boolean;
  roles: { id: string; name: string }[];
};

export async function ownerRoleId(db: DbOrTx, orgId: string): Promise<string> {
  const [r] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.type, 'ORG_OWNER')));
  if (!r) throw new Error(`organisation ${orgId} has no owner role`);
  return r.id;
}

export async function isMember(db: DbOrTx, orgId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Members with their owner flag and normal roles (needs the members module). */
export async function listMembers(ctx: Ctx, { orgId }: OrgIdInput): Promise<MemberView[]> {
  await requireModule(ctx, orgId, 'USER');
  return membersOf(ctx, orgId);
}

/** Members of an organisation; callers check the caller's right to see them. */
export async function membersOf(ctx: Ctx, orgId: string): Promise<MemberView[]> {
  const rows = await ctx.deps.db
    .select({ user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(users.username);
  const roleRows = await ctx.deps.db
    .select({ userId: roleMembers.userId, id: roles.id, name: roles.name, type: roles.type })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .where(and(eq(roles.orgId, orgId), ne(roles.type, 'PER_USER')));
  const [org] = await ctx.deps.db
    .select({ createdBy: organizations.createdBy })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return rows.map(({ user }) => {
    const mine = roleRows.filter((r) => r.userId === user.id);
    return {
      ...toUserBaseInfo(user),
      active: user.active,
      orgOwner: mine.some((r) => r.type === 'ORG_OWNER'),
      creator: org?.createdBy === user.id,
      roles: mine.filter((r) => r.type === 'NORMAL').map((r) => ({ id: r.id, name: r.name })),
    };
  });
}

/** Removes a member (not the creator, not oneself) with their roles and per-user grants in the organisation. */
export async function removeMember(ctx: Ctx, { orgId, memberId }: MemberInput): Promise<boolean> {
  await requireModule(ctx, orgId, 'USER');
  requireActor(ctx);
  const [org] = await ctx.deps.db
    .select({ createdBy: organizations.createdBy })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (memberId === ctx.actor.userId || memberId === org?.createdBy) throw new AppError('CANNOT_REMOVE_SELF');
  if (!(await isMember(ctx.deps.db, orgId, memberId))) throw new AppError('NOT_FOUND', { entity: 'member' });
  await ctx.deps.db.transaction(async (tx) => {
    const owner = await ownerRoleId(tx, orgId);
    const others = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(roleMembers)
      .where(and(eq(roleMembers.roleId, owner), ne(roleMembers.userId, memberId)));
    if ((others[0]?.n ?? 0) === 0) throw new AppError('LAST_OWNER');
    const orgRoleIds = tx.select({ id: roles.id }).from(roles).where(eq(roles.orgId, orgId));
    await tx
      .delete(roleMembers)
      .where(and(eq(roleMembers.userId, memberId), inArray(roleMembers.roleId, orgRoleIds)));
    await tx
      .delete(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.type, 'PER_USER'), eq(roles.userId, memberId)));
    await tx.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, memberId)));
  });
  invalidateAccess(ctx);
  await audit(ctx, { action: 'member.remove', orgId, targetType: 'USER', targetId: memberId });
  return true;
}

export async function memberRoles(ctx: Ctx, { orgId, memberId }: MemberInput): Promise<RoleView[]> {
  await requireModule(ctx, orgId, 'USER');
  return ctx.deps.db
    .select({
      id: roles.id,
      orgId: roles.orgId,
      name: roles.name,
      description: roles.description,
      avatar: roles.avatar,
    })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .where(and(eq(roleMembers.userId, memberId), eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')))
    .orderBy(roles.name);
}

/** Replaces a member's normal roles; every role must belong to the same organisation. */
export async function setMemberRoles(
  ctx: Ctx,
  { orgId, memberId, roleIds }: MemberRolesInput,
): Promise<boolean> {
  await requireModule(ctx, orgId, 'USER');
  if (!(await isMember(ctx.deps.db, orgId, memberId))) throw new AppError('NOT_FOUND', { entity: 'member' });
  const wanted = [...new Set(roleIds)];
  const valid = wanted.length
    ? await ctx.deps.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(inArray(roles.id, wanted), eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')))
    : [];
  if (valid.length !== wanted.length) throw new AppError('CROSS_ORG');
  await ctx.deps.db.transaction(async (tx) => {
    const normal = tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')));
    await tx
      .delete(roleMembers)
      .where(and(eq(roleMembers.userId, memberId), inArray(roleMembers.roleId, normal)));
    if (wanted.length)
      await tx.insert(roleMembers).values(wanted.map((roleId) => ({ roleId, userId: memberId })));
  });
  invalidateAccess(ctx);
  await audit(ctx, {
    action: 'role.members',
    orgId,
    targetType: 'USER',
    targetId: memberId,
    detail: { roleIds: wanted },
  });
  return true;
}

export async function grantOwner(ctx: Ctx, { orgId, userId }: OwnerInput): Promise<boolean> {
  await requireOwner(ctx, orgId);
  if (!(await isMember(ctx.deps.db, orgId, userId))) throw new AppError('NOT_FOUND', { entity: 'member' });
  await ctx.deps.db
    .insert(roleMembers)
    .values({ roleId: await ownerRoleId(ctx.deps.db, orgId), userId })
    .onConflictDoNothing();
  invalidateAccess(ctx);
  await audit(ctx, { action: 'owner.grant', orgId, targetType: 'USER', targetId: userId });
  return true;
}

/** Revokes ownership; the last owner of an organisation cannot be revoked. */
export async function revokeOwner(ctx: Ctx, { orgId, userId }: OwnerInput): Promise<boolean> {
  await requireOwner(ctx, orgId);
  await ctx.deps.db.transaction(async (tx) => {
    const owner = await ownerRoleId(tx, orgId);
    const owners = await tx
      .select({ userId: roleMembers.userId })
      .from(roleMembers)
      .where(eq(roleMembers.roleId, owner))
      .for('update');
    if (!owners.some((o) => o.userId === userId)) throw new AppError('NOT_FOUND', { entity: 'member' });
    if (owners.length < 2) throw new AppError('LAST_OWNER');
    await tx.delete(roleMembers).where(and(eq(roleMembers.roleId, owner), eq(roleMembers.userId, userId)));
  });
  invalidateAccess(ctx);
  await audit(ctx, { action: 'owner.revoke', orgId, targetType: 'USER', targetId: userId });
  return true;
}

/**
 * Finds accounts by username, name or e-mail among people who share an organisation with the caller,
 * or by an exact e-mail/username — so the directory of every account is not exposed.
 */
export async function searchUsers(ctx: Ctx, { keyword }: SearchUsersInput): Promise<UserBaseInfo[]> {
  requireActor(ctx);
  const like = `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  const mine = ctx.deps.db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(eq(memberships.userId, ctx.actor.userId));
  const peers = ctx.deps.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(inArray(memberships.orgId, mine));
  const rows = await ctx.deps.db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, ctx.actor.userId),
        eq(users.active, true),
        sql`(
          (${users.id} in ${peers} and (lower(${users.username}) like ${like} or lower(${users.email}) like ${like} or lower(coalesce(${users.name}, '')) like ${like}))
          or lower(${users.email}) = ${keyword.toLowerCase()} or lower(${users.username}) = ${keyword.toLowerCase()}
        )`,
      ),
    )
    .limit(20);
  return rows.map(toUserBaseInfo);
}
