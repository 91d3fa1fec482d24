import { and, eq, inArray } from 'drizzle-orm';
import { permissions } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { isMember, membersOf, type MemberView } from '../orgs/members.service';
import { rolesOf, type RoleWithCount } from '../roles/roles.service';
import { invalidateAccess, modulePermission, requireMember, requireModule } from './engine';
import { isModule, Level, MODULE_ID, modules, type LevelName, type Module } from './levels';
import type {
  GrantInput,
  PermissionInfo,
  ResourcePermissionsInput,
  SubjectPermissionsInput,
  SubjectType,
} from './permissions.schemas';
import { resourceType, resourceTypes, type ResourceTypeDef } from './registry';
import { rolesById, subjectRoleId, userRoleIds } from './subjects';
import { contextFlags, type ContextFlags } from './can';

export interface SubjectPermissions {
  orgId: string;
  subjectId: string;
  subjectType: SubjectType;
  orgOwner: boolean;
  permissionInfos: PermissionInfo[];
}
export interface ResourcePermissions {
  orgId: string;
  resourceType: string;
  resourceId: string | null;
  userPermissions: PermissionInfo[];
  rolePermissions: PermissionInfo[];
}
export type MyPermissions = SubjectPermissions & { modules: Record<Module, number> } & ContextFlags;
export interface PermissionCatalog {
  modules: Module[];
  resourceTypes: {
    type: string;
    module: Module;
    levels: LevelName[];
    items: Awaited<ReturnType<ResourceTypeDef['list']>>;
  }[];
}
export interface PermissionSubjects {
  roles: RoleWithCount[];
  members: MemberView[];
}

type Row = typeof permissions.$inferSelect;

async function toInfos(ctx: Ctx, rows: Row[]): Promise<PermissionInfo[]> {
  const byId = await rolesById(ctx.deps.db, [...new Set(rows.map((r) => r.roleId))]);
  return rows.map((r) => {
    const role = byId.get(r.roleId);
    const perUser = role?.type === 'PER_USER';
    return {
      id: r.id,
      orgId: r.orgId,
      subjectType: perUser ? 'USER_ROLE' : 'ROLE',
      subjectId: perUser ? role!.userId! : r.roleId,
      resourceType: r.resourceType,
      resourceId: r.resourceId,
      permission: r.permission,
    };
  });
}

/**
 * Grants of a subject. `USER` unions every role of the member (what the web app uses to build its
 * permission map); `USER_ROLE` is the member's own grants; `ROLE` a role's. Reading someone else's
 * needs the permissions module.
 */
export async function subjectPermissions(
  ctx: Ctx,
  input: SubjectPermissionsInput,
): Promise<SubjectPermissions> {
  const access = await requireMember(ctx, input.orgId);
  const self = input.subjectType === 'USER' && input.subjectId === access.userId;
  if (!self) await requireModule(ctx, input.orgId, 'PERMISSION');
  let roleIds: string[] = [];
  let orgOwner = false;
  if (input.subjectType === 'ROLE') {
    roleIds = [
      await subjectRoleId(ctx.deps.db, input.orgId, 'ROLE', input.subjectId).catch(() => {
        throw new AppError('NOT_FOUND', { entity: 'role' });
      }),
    ];
  } else {
    if (!(await isMember(ctx.deps.db, input.orgId, input.subjectId)))
      throw new AppError('NOT_FOUND', { entity: 'member' });
    const held = await userRoleIds(ctx.deps.db, input.orgId, input.subjectId);
    orgOwner = held.some((r) => r.type === 'ORG_OWNER');
    roleIds = held
      .filter((r) => (input.subjectType === 'USER' ? true : r.type === 'PER_USER'))
      .map((r) => r.id);
  }
  const rows = roleIds.length
    ? await ctx.deps.db
        .select()
        .from(permissions)
        .where(and(eq(permissions.orgId, input.orgId), inArray(permissions.roleId, roleIds)))
    : [];
  return {
    orgId: input.orgId,
    subjectId: input.subjectId,
    subjectType: input.subjectType,
    orgOwner,
    permissionInfos: await toInfos(ctx, rows),
  };
}

/** Who holds what on one resource (or on a whole type when `resourceId` is omitted). */
export async function resourcePermissions(
  ctx: Ctx,
  input: ResourcePermissionsInput,
): Promise<ResourcePermissions> {
  await requireModule(ctx, input.orgId, 'PERMISSION');
  const where = [eq(permissions.orgId, input.orgId), eq(permissions.resourceType, input.resourceType)];
  if (input.resourceId) where.push(eq(permissions.resourceId, input.resourceId));
  const infos = await toInfos(
    ctx,
    await ctx.deps.db
      .select()
      .from(permissions)
      .where(and(...where)),
  );
  return {
    orgId: input.orgId,
    resourceType: input.resourceType,
    resourceId: input.resourceId ?? null,
    userPermissions: infos.filter((i) => i.subjectType === 'USER_ROLE'),
    rolePermissions: infos.filter((i) => i.subjectType === 'ROLE'),
  };
}

/** What the caller may do in an organisation, for the web app to hide what is not allowed. */
export async function myPermissions(ctx: Ctx, { orgId }: OrgIdInput): Promise<MyPermissions> {
  const access = await requireMember(ctx, orgId);
  const moduleMap = Object.fromEntries(
    modules.map((m) => [m, access.isOwner ? Level.CREATE | Level.ENABLE : modulePermission(access, m)]),
  );
  const own = await subjectPermissions(ctx, { orgId, subjectType: 'USER', subjectId: access.userId });
  return { ...own, modules: moduleMap as Record<(typeof modules)[number], number>, ...contextFlags(access) };
}

/** Modules and registered resource types with their items, for the permission screens. */
export async function permissionCatalog(ctx: Ctx, { orgId }: OrgIdInput): Promise<PermissionCatalog> {
  await requireModule(ctx, orgId, 'PERMISSION');
  const types = await Promise.all(
    resourceTypes().map(async (t) => ({
      type: t.type,
      module: t.module,
      levels: t.levels,
      items: await t.list(ctx.deps.db, orgId),
    })),
  );
  return { modules: [...modules], resourceTypes: types };
}

async function assertResource(ctx: Ctx, orgId: string, type: string, id: string) {
  if (id === MODULE_ID) {
    if (!isModule(type))
      throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'resourceType', message: 'invalid' }] });
    return;
  }
  const def = resourceType(type);
  if (!def)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'resourceType', message: 'invalid' }] });
  if (id !== type && (await def.ancestors(ctx.deps.db, orgId, id)) === null) throw new AppError('CROSS_ORG');
}

/**
 * Datart's grant shape: create / update / delete lists. Every item must name the same organisation,
 * and subjects and resources of that organisation; all or nothing.
 */
export async function grant(ctx: Ctx, input: GrantInput): Promise<PermissionInfo[]> {
  const all = [...input.permissionToCreate, ...input.permissionToUpdate, ...input.permissionToDelete];
  const orgIds = new Set(all.map((p) => p.orgId));
  if (orgIds.size === 0) return [];
  if (orgIds.size > 1) throw new AppError('CROSS_ORG');
  const orgId = [...orgIds][0]!;
  const access = await requireModule(ctx, orgId, 'PERMISSION');
  for (const p of all) await assertResource(ctx, orgId, p.resourceType, p.resourceId);
  const created = await ctx.deps.db.transaction(async (tx) => {
    for (const p of input.permissionToDelete) {
      const roleId = await subjectRoleId(tx, orgId, p.subjectType, p.subjectId);
      await tx
        .delete(permissions)
        .where(
          and(
            eq(permissions.orgId, orgId),
            eq(permissions.roleId, roleId),
            eq(permissions.resourceType, p.resourceType),
            eq(permissions.resourceId, p.resourceId),
          ),
        );
    }
    const upserted: Row[] = [];
    for (const p of [...input.permissionToUpdate, ...input.permissionToCreate]) {
      const roleId = await subjectRoleId(tx, orgId, p.subjectType, p.subjectId);
      const [row] = await tx
        .insert(permissions)
        .values({
          orgId,
          roleId,
          resourceType: p.resourceType,
          resourceId: p.resourceId,
          permission: p.permission,
          createdBy: access.userId,
        })
        .onConflictDoUpdate({
          target: [permissions.roleId, permissions.resourceType, permissions.resourceId],
          set: { permission: p.permission, updatedAt: ctx.deps.clock() },
        })
        .returning();
      upserted.push(row!);
    }
    return upserted;
  });
  invalidateAccess(ctx);
  const summarise = (list: PermissionInfo[]) =>
    list.map((p) => `${p.subjectType}:${p.subjectId} ${p.resourceType}:${p.resourceId}=${p.permission}`);
  if (input.permissionToCreate.length || input.permissionToUpdate.length) {
    await audit(ctx, {
      action: 'permission.grant',
      orgId,
      detail: { items: summarise([...input.permissionToCreate, ...input.permissionToUpdate]) },
    });
  }
  if (input.permissionToDelete.length)
    await audit(ctx, {
      action: 'permission.revoke',
      orgId,
      detail: { items: summarise(input.permissionToDelete) },
    });
  return toInfos(ctx, created);
}

/** Roles and members to grant to, for people with the permissions module (who may lack the members module). */
export async function permissionSubjects(ctx: Ctx, { orgId }: OrgIdInput): Promise<PermissionSubjects> {
  await requireModule(ctx, orgId, 'PERMISSION');
  return { roles: await rolesOf(ctx, orgId), members: await membersOf(ctx, orgId) };
}
