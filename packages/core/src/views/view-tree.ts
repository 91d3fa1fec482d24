import { eq } from 'drizzle-orm';
import { views } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { createTreeOps } from '../tree/tree-ops';

export type ViewRow = typeof views.$inferSelect;
export const VIEW = 'VIEW';
export const viewTree = createTreeOps(views, views);

export async function findView(db: DbOrTx, id: string): Promise<ViewRow | undefined> {
  const [row] = await db.select().from(views).where(eq(views.id, id));
  return row;
}
