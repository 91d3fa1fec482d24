import { eq } from 'drizzle-orm';
import { sources } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { createTreeOps } from '../tree/tree-ops';

export type SourceRow = typeof sources.$inferSelect;

export const sourceTree = createTreeOps(sources, sources);

export async function findSource(db: DbOrTx, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row;
}
