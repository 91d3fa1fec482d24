import { eq } from 'drizzle-orm';
import { organizations, type Db } from '@tessera/db';

/** The organisation's current cache version (0 when it does not exist). */
export async function readOrgVersion(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ v: organizations.cacheVersion })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return Number(row?.v ?? 0);
}
