import { eq, inArray } from 'drizzle-orm';
import { sources, views } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { createTreeLifecycle } from '../tree/tree-lifecycle';

export type SourceRow = typeof sources.$inferSelect;
export const SOURCE = 'SOURCE';

/** The sources tree: a source used by a view is never deleted for good. */
export const sourceLifecycle = createTreeLifecycle<SourceRow>({
  type: SOURCE,
  module: 'SOURCE',
  root: SOURCE,
  entity: () => 'source',
  table: sources,
  columns: sources,
  nameIndex: 'sources_active_name_uq',
  restoreNeedsCreate: 'onMove',
  archivedChildren: 'delete',
  inUse: async (ctx, ids) =>
    (await ctx.deps.db.select({ id: views.id }).from(views).where(inArray(views.sourceId, ids))).length,
});
export const sourceTree = sourceLifecycle.ops;

export async function findSource(db: DbOrTx, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row;
}
