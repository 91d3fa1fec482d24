import { and, eq } from 'drizzle-orm';
import { memberships, organizations, roleMembers, roles } from '@tessera/db';
import type { Db, users } from '@tessera/db';
import { z } from 'zod';

export const userBaseInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  department: z.string().nullable(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type UserBaseInfo = z.infer<typeof userBaseInfoSchema>;

export const userProfileSchema = userBaseInfoSchema.extend({
  active: z.boolean(),
  /** Owner of at least one organisation (Datart's flag; per-org ownership comes with each org). */
  orgOwner: z.boolean(),
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      avatar: z.string().nullable(),
      owner: z.boolean(),
    }),
  ),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export function toUserBaseInfo(u: typeof users.$inferSelect): UserBaseInfo {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    name: u.name,
    department: u.department,
    description: u.description,
    avatar: u.avatar,
  };
}

export async function loadUserProfile(db: Db, u: typeof users.$inferSelect): Promise<UserProfile> {
  const orgs = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      avatar: organizations.avatar,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(memberships.userId, u.id))
    .orderBy(organizations.name);
  const owned = await db
    .select({ orgId: roles.orgId })
    .from(roleMembers)
    .innerJoin(roles, and(eq(roles.id, roleMembers.roleId), eq(roles.type, 'ORG_OWNER')))
    .where(eq(roleMembers.userId, u.id));
  const ownedIds = new Set(owned.map((o) => o.orgId));
  return {
    ...toUserBaseInfo(u),
    active: u.active,
    orgOwner: ownedIds.size > 0,
    organizations: orgs.map((o) => ({ ...o, owner: ownedIds.has(o.id) })),
  };
}
