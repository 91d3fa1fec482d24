import { and, eq, max, ne, sql } from 'drizzle-orm';
import { sources, STATUS } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { AppError } from '../errors';

export type SourceRow = typeof sources.$inferSelect;

/** Ids from the item's parent up to the root; null when the item is not an item of the organisation. */
export async function sourceAncestors(db: DbOrTx, orgId: string, id: string): Promise<string[] | null> {
  const rows = await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from ${sources} where id = ${id} and org_id = ${orgId}
      union all
      select s.id, s.parent_id, c.depth + 1 from ${sources} s join chain c on s.id = c.parent_id where s.org_id = ${orgId} and c.depth < 64
    )
    select id from chain order by depth`);
  const ids = (rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[]);
  if (!ids.length) return null;
  return ids.slice(1).map((r) => r.id);
}

export async function findSource(db: DbOrTx, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row;
}

/** The parent must be an active folder of the same organisation. */
export async function assertParent(db: DbOrTx, orgId: string, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const parent = await findSource(db, parentId);
  if (!parent || parent.orgId !== orgId || !parent.isFolder || parent.status === STATUS.ARCHIVED) {
    throw new AppError('NOT_FOUND', { entity: 'folder' }, { fields: [{ path: 'parentId', message: 'invalid' }] });
  }
}

export async function assertNameFree(db: DbOrTx, orgId: string, parentId: string | null | undefined, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.orgId, orgId),
        sql`coalesce(${sources.parentId}, '') = ${parentId ?? ''}`,
        eq(sources.name, name),
        ne(sources.status, STATUS.ARCHIVED),
        exceptId ? ne(sources.id, exceptId) : undefined,
      ),
    );
  if (rows.length) throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'invalid' }] });
}

/** A new sibling goes after the last one (max index + 1), or at 0 in an empty folder. */
export async function nextIndex(db: DbOrTx, orgId: string, parentId: string | null | undefined): Promise<number> {
  const [row] = await db
    .select({ m: max(sources.index) })
    .from(sources)
    .where(and(eq(sources.orgId, orgId), sql`coalesce(${sources.parentId}, '') = ${parentId ?? ''}`, ne(sources.status, STATUS.ARCHIVED)));
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

/** Datart's archive suffix: `.<yyyy-MM-dd HH:mm:ss.SSS>`, keeping names of archived items unique. */
export function archivedName(name: string, at: Date): string {
  const stamp = at.toISOString().replace('T', ' ').replace('Z', '');
  return `${name.slice(0, 230)}.${stamp}`;
}
