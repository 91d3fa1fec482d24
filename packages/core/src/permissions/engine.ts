import { and, eq, inArray } from 'drizzle-orm';
import { memberships, permissions, roleMembers, roles } from '@tessera/db';
import type { AuthedCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { has, Level, MODULE_ID, nearestEntry, type Module } from './levels';
import { resourceType } from './registry';
import { cached } from '../cache/cached';
import { dropOrgVersions } from '../cache/metadata-cache';
import { snapshotAccess } from './snapshot';
import type { Access } from './access';

export type { Access, Grant } from './access';

/**
 * Trees whose tables bump the organisation's cache version (migration 0004 triggers; 0012 for the viz
 * and storyboard trees), so their ancestor chains may be served from the metadata cache. A new tree joins
 * once its table has the trigger.
 */
const VERSIONED_TREES = new Set(['VIEW', 'SOURCE', 'VIZ']);

const cache = new WeakMap<Ctx, Map<string, Promise<Access>>>();

export function requireActor(ctx: Ctx): asserts ctx is AuthedCtx {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED');
}

/** Loads (and memoises on the request context) the actor's membership, roles and grants in `orgId`. */
export function loadAccess(ctx: Ctx, orgId: string): Promise<Access> {
  requireActor(ctx);
  let perCtx = cache.get(ctx);
  if (!perCtx) cache.set(ctx, (perCtx = new Map()));
  let p = perCtx.get(orgId);
  if (!p) {
    p = fetchAccess(ctx, orgId);
    perCtx.set(orgId, p);
  }
  return p;
}

/** Forget memoised access after a change of roles or grants within the same request. */
export function invalidateAccess(ctx: Ctx): void {
  cache.delete(ctx);
  dropOrgVersions(ctx);
}

async function fetchAccess(ctx: AuthedCtx, orgId: string): Promise<Access> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const fromSnapshot = await snapshotAccess(ctx, orgId, userId);
  if (fromSnapshot) return fromSnapshot;
  const member = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  if (!member.length) return { orgId, userId, isMember: false, isOwner: false, roleIds: [], grants: [] };
  const myRoles = await db
    .select({ id: roles.id, type: roles.type })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .where(and(eq(roleMembers.userId, userId), eq(roles.orgId, orgId)));
  const roleIds = myRoles.map((r) => r.id);
  const grants = roleIds.length
    ? await db
        .select({
          roleId: permissions.roleId,
          resourceType: permissions.resourceType,
          resourceId: permissions.resourceId,
          permission: permissions.permission,
        })
        .from(permissions)
        .where(and(eq(permissions.orgId, orgId), inArray(permissions.roleId, roleIds)))
    : [];
  return {
    orgId,
    userId,
    isMember: true,
    isOwner: myRoles.some((r) => r.type === 'ORG_OWNER'),
    roleIds,
    grants,
  };
}

/** OR over the actor's roles of the module switch. */
export function modulePermission(access: Access, module: Module | string): number {
  return access.grants
    .filter((g) => g.resourceType === module && g.resourceId === MODULE_ID)
    .reduce((acc, g) => acc | g.permission, 0);
}

/**
 * Item privilege with inheritance: for each role the nearest id of `chain` (item → ancestors → the
 * type's root sentinel) that has an entry decides; the user's privilege is the OR over roles.
 */
export function resolvePermission(access: Access, type: string, chain: string[]): number {
  const ids = [...chain, type];
  let result = 0;
  for (const roleId of access.roleIds) {
    const nearest = nearestEntry(ids, (id) =>
      access.grants.find((x) => x.roleId === roleId && x.resourceType === type && x.resourceId === id),
    );
    if (nearest) result |= nearest.entry.permission;
  }
  return result;
}

/** The actor must belong to the organisation (403 otherwise; the organisation's existence is not revealed). */
export async function requireMember(ctx: Ctx, orgId: string): Promise<Access> {
  const access = await loadAccess(ctx, orgId);
  if (!access.isMember) throw new AppError('FORBIDDEN');
  return access;
}

export async function requireOwner(ctx: Ctx, orgId: string): Promise<Access> {
  const access = await requireMember(ctx, orgId);
  if (!access.isOwner) throw new AppError('FORBIDDEN');
  return access;
}

/** A module is usable once enabled for one of the actor's roles; owners pass. */
export async function requireModule(ctx: Ctx, orgId: string, module: Module): Promise<Access> {
  const access = await requireMember(ctx, orgId);
  if (!access.isOwner && !has(modulePermission(access, module), Level.ENABLE))
    throw new AppError('FORBIDDEN');
  return access;
}

/**
 * The folders above resource `id` of `type`, nearest first, ending with the tree's root (null when the
 * resource is not in `orgId`'s tree): from the metadata cache for the trees whose writes bump the
 * organisation's version. Shared between requests: callers read it, never change it.
 */
export async function ancestorsOf(
  ctx: Ctx,
  orgId: string,
  type: string,
  id: string,
): Promise<string[] | null> {
  const def = resourceType(type);
  if (!def) throw new AppError('NOT_FOUND', { entity: type });
  return VERSIONED_TREES.has(type)
    ? cached(ctx, orgId, `anc:${type}:${id}`, () => def.ancestors(ctx.deps.db, orgId, id))
    : def.ancestors(ctx.deps.db, orgId, id);
}

/**
 * The one check every use case on a resource calls: membership, owner bypass, the module switch of
 * the type, then the item's privilege (`id` = the type name means "all resources" of that tree).
 */
export async function authorize(
  ctx: Ctx,
  orgId: string,
  type: string,
  id: string,
  level: number,
): Promise<Access> {
  const def = resourceType(type);
  if (!def) throw new AppError('NOT_FOUND', { entity: type });
  const access = await requireMember(ctx, orgId);
  const ancestors = id === type ? [] : await ancestorsOf(ctx, orgId, type, id);
  if (ancestors === null) throw new AppError('NOT_FOUND', { entity: type });
  if (access.isOwner) return access;
  if (!has(modulePermission(access, def.module), Level.ENABLE)) throw new AppError('FORBIDDEN');
  const chain = id === type ? [] : [id, ...ancestors];
  if (!has(resolvePermission(access, type, chain), level)) throw new AppError('FORBIDDEN');
  return access;
}

/** Non-throwing twin of authorize for list filtering and flags (e.g. `download`). */
export async function can(
  ctx: Ctx,
  orgId: string,
  type: string,
  id: string,
  level: number,
): Promise<boolean> {
  try {
    await authorize(ctx, orgId, type, id, level);
    return true;
  } catch (e) {
    if (e instanceof AppError && (e.code === 'FORBIDDEN' || e.code === 'NOT_FOUND')) return false;
    throw e;
  }
}
