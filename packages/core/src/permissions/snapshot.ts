import { eq } from 'drizzle-orm';
import { memberships, permissions, roleMembers, roles, type Db } from '@tessera/db';
import type { Ctx } from '../context';
import { orgEntry } from '../cache/cached';
import type { Access, Grant } from './access';

/** Everyone's membership, roles and grants in one organisation, at one cache version. */
export interface AccessSnapshot {
  members: Set<string>;
  rolesOf: Map<string, { id: string; type: string }[]>;
  grantsOf: Map<string, Grant[]>;
}

async function loadSnapshot(db: Db, orgId: string): Promise<AccessSnapshot> {
  const [members, held, grants] = await Promise.all([
    db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.orgId, orgId)),
    db
      .select({ userId: roleMembers.userId, id: roles.id, type: roles.type })
      .from(roleMembers)
      .innerJoin(roles, eq(roles.id, roleMembers.roleId))
      .where(eq(roles.orgId, orgId)),
    db
      .select({
        roleId: permissions.roleId,
        resourceType: permissions.resourceType,
        resourceId: permissions.resourceId,
        permission: permissions.permission,
      })
      .from(permissions)
      .where(eq(permissions.orgId, orgId)),
  ]);
  const rolesOf = new Map<string, { id: string; type: string }[]>();
  for (const r of held) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), { id: r.id, type: r.type }]);
  const grantsOf = new Map<string, Grant[]>();
  for (const g of grants) grantsOf.set(g.roleId, [...(grantsOf.get(g.roleId) ?? []), g]);
  return { members: new Set(members.map((m) => m.userId)), rolesOf, grantsOf };
}

/**
 * The actor's access from the organisation's in-memory snapshot, or null when this request carries
 * no version for the organisation (then the engine reads the database).
 */
export async function snapshotAccess(ctx: Ctx, orgId: string, userId: string): Promise<Access | null> {
  const entry = await orgEntry(ctx, orgId);
  if (!entry) return null;
  let p = entry.memo.get('access') as Promise<AccessSnapshot> | undefined;
  if (!p) {
    p = loadSnapshot(ctx.deps.db, orgId);
    entry.memo.set('access', p);
    p.catch(() => entry.memo.delete('access'));
  }
  const snap = await p;
  if (!snap.members.has(userId))
    return { orgId, userId, isMember: false, isOwner: false, roleIds: [], grants: [] };
  const mine = snap.rolesOf.get(userId) ?? [];
  return {
    orgId,
    userId,
    isMember: true,
    isOwner: mine.some((r) => r.type === 'ORG_OWNER'),
    roleIds: mine.map((r) => r.id),
    grants: mine.flatMap((r) => snap.grantsOf.get(r.id) ?? []),
  };
}
