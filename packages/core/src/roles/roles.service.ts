import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { memberships, roleMembers, roles, users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { uniqueViolation } from '../db-errors';
import { invalidateAccess, requireModule } from '../permissions/engine';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { toUserBaseInfo, type UserBaseInfo } from '../users/user-view';
import type {
  CheckRoleNameInput,
  CreateRoleInput,
  RoleIdInput,
  RoleUsersInput,
  UpdateRoleInput,
} from './roles.schemas';

type RoleRow = typeof roles.$inferSelect;
export interface RoleView {
  id: string;
  orgId: string;
  name: string;
  description: string | null;
  avatar: string | null;
}
export type RoleWithCount = RoleView & { memberCount: number };

const view = (r: RoleRow): RoleView => ({
  id: r.id,
  orgId: r.orgId,
  name: r.name,
  description: r.description,
  avatar: r.avatar,
});

/** A normal role, found in any organisation, then checked against the caller's rights there. */
async function loadRole(ctx: Ctx, roleId: string): Promise<RoleRow> {
  const [role] = await ctx.deps.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.type, 'NORMAL')));
  if (!role) throw new AppError('NOT_FOUND', { entity: 'role' });
  await requireModule(ctx, role.orgId, 'USER');
  return role;
}

async function nameTaken(ctx: Ctx, orgId: string, name: string, exceptId?: string) {
  const rows = await ctx.deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(sql`lower(${roles.name})`, name.toLowerCase())));
  return rows.some((r) => r.id !== exceptId);
}

const nameExists = () =>
  new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });

export async function listRoles(ctx: Ctx, { orgId }: OrgIdInput): Promise<RoleWithCount[]> {
  await requireModule(ctx, orgId, 'USER');
  return rolesOf(ctx, orgId);
}

/** Normal roles of an organisation with their member counts; callers check access. */
export async function rolesOf(ctx: Ctx, orgId: string): Promise<RoleWithCount[]> {
  const rows = await ctx.deps.db
    // A join, not a correlated sub-select: inside one, drizzle leaves the outer column unqualified.
    .select({ role: roles, members: count(roleMembers.userId) })
    .from(roles)
    .leftJoin(roleMembers, eq(roleMembers.roleId, roles.id))
    .where(and(eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')))
    .groupBy(roles.id)
    .orderBy(roles.name);
  return rows.map((r) => ({ ...view(r.role), memberCount: Number(r.members) }));
}

export async function checkRoleName(ctx: Ctx, input: CheckRoleNameInput): Promise<boolean> {
  await requireModule(ctx, input.orgId, 'USER');
  if (await nameTaken(ctx, input.orgId, input.name, input.id)) throw nameExists();
  return true;
}

export async function createRole(ctx: Ctx, input: CreateRoleInput): Promise<RoleView> {
  const access = await requireModule(ctx, input.orgId, 'USER');
  if (await nameTaken(ctx, input.orgId, input.name)) throw nameExists();
  const [role] = await ctx.deps.db
    .insert(roles)
    .values({
      orgId: input.orgId,
      name: input.name,
      description: input.description ?? null,
      type: 'NORMAL',
      createdBy: access.userId,
    })
    .returning()
    .catch((e: unknown) => {
      if (uniqueViolation(e)) throw nameExists();
      throw e;
    });
  await audit(ctx, {
    action: 'role.create',
    orgId: input.orgId,
    targetType: 'ROLE',
    targetId: role!.id,
    detail: { name: input.name },
  });
  return view(role!);
}

export async function updateRole(ctx: Ctx, input: UpdateRoleInput): Promise<RoleView> {
  const role = await loadRole(ctx, input.id);
  if (await nameTaken(ctx, role.orgId, input.name, role.id)) throw nameExists();
  const patch: Partial<RoleRow> = { name: input.name, updatedAt: ctx.deps.clock() };
  if (input.description !== undefined) patch.description = input.description;
  const [updated] = await ctx.deps.db.update(roles).set(patch).where(eq(roles.id, role.id)).returning();
  await audit(ctx, {
    action: 'role.update',
    orgId: role.orgId,
    targetType: 'ROLE',
    targetId: role.id,
    detail: { name: input.name },
  });
  return view(updated!);
}

/** Deletes a role with its memberships and grants. */
export async function deleteRole(ctx: Ctx, { roleId }: RoleIdInput): Promise<boolean> {
  const role = await loadRole(ctx, roleId);
  await ctx.deps.db.delete(roles).where(eq(roles.id, role.id));
  invalidateAccess(ctx);
  await audit(ctx, {
    action: 'role.delete',
    orgId: role.orgId,
    targetType: 'ROLE',
    targetId: role.id,
    detail: { name: role.name },
  });
  return true;
}

export async function roleUsers(ctx: Ctx, { roleId }: RoleIdInput): Promise<UserBaseInfo[]> {
  const role = await loadRole(ctx, roleId);
  const rows = await ctx.deps.db
    .select({ user: users })
    .from(roleMembers)
    .innerJoin(users, eq(users.id, roleMembers.userId))
    .where(eq(roleMembers.roleId, role.id))
    .orderBy(users.username);
  return rows.map((r) => toUserBaseInfo(r.user));
}

/** Replaces the members of a role; each must be a member of the role's organisation. */
export async function setRoleUsers(ctx: Ctx, { roleId, userIds }: RoleUsersInput): Promise<boolean> {
  const role = await loadRole(ctx, roleId);
  const wanted = [...new Set(userIds)];
  const members = wanted.length
    ? await ctx.deps.db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.orgId, role.orgId), inArray(memberships.userId, wanted)))
    : [];
  if (members.length !== wanted.length) throw new AppError('CROSS_ORG');
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .delete(roleMembers)
      .where(
        wanted.length
          ? and(eq(roleMembers.roleId, role.id), notInArray(roleMembers.userId, wanted))
          : eq(roleMembers.roleId, role.id),
      );
    if (wanted.length)
      await tx
        .insert(roleMembers)
        .values(wanted.map((userId) => ({ roleId: role.id, userId })))
        .onConflictDoNothing();
  });
  invalidateAccess(ctx);
  await audit(ctx, {
    action: 'role.members',
    orgId: role.orgId,
    targetType: 'ROLE',
    targetId: role.id,
    detail: { userIds: wanted },
  });
  return true;
}
