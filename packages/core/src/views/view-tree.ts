import { eq } from 'drizzle-orm';
import { views } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { createTreeLifecycle } from '../tree/tree-lifecycle';

export type ViewRow = typeof views.$inferSelect;
export const VIEW = 'VIEW';

export const viewLifecycle = createTreeLifecycle<ViewRow>({
  type: VIEW,
  module: 'VIEW',
  root: VIEW,
  entity: () => 'view',
  table: views,
  columns: views,
  nameIndex: 'views_active_name_uq',
  restoreNeedsCreate: 'onMove',
  archivedChildren: 'delete',
});
export const viewTree = viewLifecycle.ops;

export async function findView(db: DbOrTx, id: string): Promise<ViewRow | undefined> {
  const [row] = await db.select().from(views).where(eq(views.id, id));
  return row;
}
