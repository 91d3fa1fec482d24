import { and, eq, inArray } from 'drizzle-orm';
import { roleMembers, roles } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { AppError } from '../errors';
import { isMember } from '../orgs/members.service';

/** The hidden role that carries grants made to one member, created on first use. */
export async function ensurePerUserRole(db: DbOrTx, orgId: string, userId: string): Promise<string> {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.type, 'PER_USER'), eq(roles.userId, userId)));
  if (existing) return existing.id;
  const [created] = await db
    .insert(roles)
    .values({ orgId, name: `per-user-${userId}`, type: 'PER_USER', userId, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  const id =
    created?.id ??
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.orgId, orgId), eq(roles.name, `per-user-${userId}`)))
    )[0]!.id;
  await db.insert(roleMembers).values({ roleId: id, userId }).onConflictDoNothing();
  return id;
}

/** Resolves a grant subject to a role id in `orgId`; subjects of other organisations are refused. */
export async function subjectRoleId(
  db: DbOrTx,
  orgId: string,
  subjectType: 'ROLE' | 'USER' | 'USER_ROLE',
  subjectId: string,
): Promise<string> {
  if (subjectType === 'ROLE') {
    const [r] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, subjectId), eq(roles.orgId, orgId), eq(roles.type, 'NORMAL')));
    if (!r) throw new AppError('CROSS_ORG');
    return r.id;
  }
  if (!(await isMember(db, orgId, subjectId))) throw new AppError('CROSS_ORG');
  return ensurePerUserRole(db, orgId, subjectId);
}

/** Role ids a user holds in an organisation (normal, per-user and owner). */
export async function userRoleIds(db: DbOrTx, orgId: string, userId: string) {
  return db
    .select({ id: roles.id, type: roles.type, userId: roles.userId })
    .from(roleMembers)
    .innerJoin(roles, eq(roles.id, roleMembers.roleId))
    .where(and(eq(roleMembers.userId, userId), eq(roles.orgId, orgId)));
}

export async function rolesById(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { type: string; userId: string | null }>();
  const rows = await db
    .select({ id: roles.id, type: roles.type, userId: roles.userId })
    .from(roles)
    .where(inArray(roles.id, ids));
  return new Map(rows.map((r) => [r.id, { type: r.type, userId: r.userId }]));
}
