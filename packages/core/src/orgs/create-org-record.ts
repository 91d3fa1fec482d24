import { like } from 'drizzle-orm';
import { memberships, organizations, roleMembers, roles } from '@tessera/db';
import type { Db } from '@tessera/db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Creates an organisation with its owner role, making `creatorId` a member and owner. It starts with no
 * source, whichever client asked (decision D-datart-1): the demo source is added on purpose.
 */
export async function createOrgRecord(
  db: DbOrTx,
  input: { name: string; description?: string | null; creatorId: string },
): Promise<typeof organizations.$inferSelect> {
  const [org] = await db
    .insert(organizations)
    .values({ name: input.name, description: input.description ?? null, createdBy: input.creatorId })
    .returning();
  if (!org) throw new Error('organisation insert returned nothing');
  const [owner] = await db
    .insert(roles)
    .values({ orgId: org.id, name: 'ORG_OWNER', type: 'ORG_OWNER', createdBy: input.creatorId })
    .returning();
  await db.insert(memberships).values({ orgId: org.id, userId: input.creatorId });
  await db.insert(roleMembers).values({ roleId: owner!.id, userId: input.creatorId });
  return org;
}

/** `<username>'s Organization`, with a number appended while the name is taken (names are global). */
export async function personalOrgName(db: DbOrTx, username: string): Promise<string> {
  const base = `${username}'s Organization`;
  const taken = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(like(organizations.name, `${base.replace(/[%_\\]/g, '\\$&')}%`));
  const names = new Set(taken.map((t) => t.name));
  if (!names.has(base)) return base;
  for (let i = 2; ; i++) if (!names.has(`${base} ${i}`)) return `${base} ${i}`;
}

/** In team mode the one organisation everybody joins. */
export async function findTeamOrg(db: DbOrTx): Promise<typeof organizations.$inferSelect | undefined> {
  const rows = await db.select().from(organizations).orderBy(organizations.createdAt).limit(1);
  return rows[0];
}

export async function addMember(db: DbOrTx, orgId: string, userId: string): Promise<void> {
  await db.insert(memberships).values({ orgId, userId }).onConflictDoNothing();
}
