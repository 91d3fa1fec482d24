import { and, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STATUS } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import { authorize, resolvePermission, type Access } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { has } from '../permissions/levels';

/** The columns every tree table (sources, views, viz folders, schedules…) shares. */
export interface TreeColumns {
  id: AnyPgColumn;
  orgId: AnyPgColumn;
  parentId: AnyPgColumn;
  name: AnyPgColumn;
  status: AnyPgColumn;
  index: AnyPgColumn;
  isFolder: AnyPgColumn;
}

export interface TreeItem {
  id: string;
  orgId: string;
  parentId: string | null;
  name: string;
  status: number;
  isFolder: boolean;
}

/** Tree operations for one table: ancestry, parent checks, unique names per folder, ordering. */
export function createTreeOps(table: PgTable, c: TreeColumns) {
  const sameParent = (parentId: string | null | undefined): SQL =>
    sql`coalesce(${c.parentId}, '') = ${parentId ?? ''}`;

  return {
    /** Ids from the item's parent up to the root; null when the id is not an item of the organisation. */
    async ancestors(db: DbOrTx, orgId: string, id: string): Promise<string[] | null> {
      const chain: string[] = [];
      let current: string | null = id;
      for (let depth = 0; current && depth < 64; depth++) {
        const rows = (await db
          .select({ id: c.id, parentId: c.parentId })
          .from(table)
          .where(and(eq(c.id, current), eq(c.orgId, orgId)))) as { id: string; parentId: string | null }[];
        const row = rows[0];
        if (!row) return depth === 0 ? null : chain;
        if (depth > 0) chain.push(row.id);
        current = row.parentId;
      }
      return chain;
    },

    /** The parent must be an active folder of the same organisation. */
    async assertParent(db: DbOrTx, orgId: string, parentId: string | null | undefined): Promise<void> {
      if (!parentId) return;
      const rows = (await db
        .select({ orgId: c.orgId, isFolder: c.isFolder, status: c.status })
        .from(table)
        .where(eq(c.id, parentId))) as Pick<TreeItem, 'orgId' | 'isFolder' | 'status'>[];
      const parent = rows[0];
      if (!parent || parent.orgId !== orgId || !parent.isFolder || parent.status === STATUS.ARCHIVED) {
        throw new AppError(
          'NOT_FOUND',
          { entity: 'folder' },
          { fields: [{ path: 'parentId', message: 'invalid' }] },
        );
      }
    },

    async assertNameFree(
      db: DbOrTx,
      orgId: string,
      parentId: string | null | undefined,
      name: string,
      exceptId?: string,
    ): Promise<void> {
      const rows = await db
        .select({ id: c.id })
        .from(table)
        .where(
          and(
            eq(c.orgId, orgId),
            sameParent(parentId),
            eq(c.name, name),
            ne(c.status, STATUS.ARCHIVED),
            exceptId ? ne(c.id, exceptId) : undefined,
          ),
        );
      if (rows.length)
        throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });
    },

    /** A new sibling goes after the last one (max index + 1), or at 0 in an empty folder. */
    async nextIndex(db: DbOrTx, orgId: string, parentId: string | null | undefined): Promise<number> {
      const [row] = (await db
        .select({ m: max(c.index) })
        .from(table)
        .where(and(eq(c.orgId, orgId), sameParent(parentId), ne(c.status, STATUS.ARCHIVED)))) as {
        m: unknown;
      }[];
      return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
    },

    /** Refuses to move an item into itself or below itself. */
    async assertNotDescendant(db: DbOrTx, orgId: string, id: string, newParentId: string): Promise<void> {
      if (newParentId === id)
        throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'parentId', message: 'invalid' }] });
      const above = (await this.ancestors(db, orgId, newParentId)) ?? [];
      if (above.includes(id))
        throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'parentId', message: 'invalid' }] });
    },
  };
}

/**
 * Filters a whole tree by the actor's privilege (inheritance computed in memory) and adds the
 * ancestor folders needed to show what remains.
 */
export function visibleItems<T extends TreeItem>(
  access: Access,
  type: string,
  rows: T[],
  level: number,
  mode: 'active' | 'archived',
  /** Datart's root sentinel above the tree (`FOLDER`, `STORYBOARD`), whose grants apply to every item. */
  above: string[] = [],
): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain = (r: T) => {
    const ids = [r.id];
    for (let p = r.parentId; p && ids.length < 64; p = byId.get(p)?.parentId ?? null) ids.push(p);
    return ids;
  };
  const wanted = rows.filter((r) =>
    mode === 'active' ? r.status !== STATUS.ARCHIVED : r.status === STATUS.ARCHIVED && !r.isFolder,
  );
  const visible = wanted.filter(
    (r) => access.isOwner || has(resolvePermission(access, type, [...chain(r), ...above]), level),
  );
  const ids = new Set(visible.map((r) => r.id));
  if (mode === 'active') for (const r of visible) for (const a of chain(r).slice(1)) ids.add(a);
  return rows.filter((r) => ids.has(r.id));
}

/** Datart's archive suffix: `.<yyyy-MM-dd HH:mm:ss.SSS>`, keeping names of archived items unique. */
export function archivedName(name: string, at: Date): string {
  const stamp = at.toISOString().replace('T', ' ').replace('Z', '');
  return `${name.slice(0, 230)}.${stamp}`;
}

type TreeOps = ReturnType<typeof createTreeOps>;

/**
 * Moving an item needs CREATE where it lands (a folder, or the type's root for the top level), and the
 * new parent must be an active folder that is not the item itself or below it.
 */
export async function assertCanMove(
  ctx: Ctx,
  ops: TreeOps,
  type: string,
  row: { id: string; orgId: string },
  parentId: string | null,
): Promise<void> {
  if (!parentId) {
    await authorize(ctx, row.orgId, type, type, Level.CREATE);
    return;
  }
  await ops.assertNotDescendant(ctx.deps.db, row.orgId, row.id, parentId);
  await ops.assertParent(ctx.deps.db, row.orgId, parentId);
  await authorize(ctx, row.orgId, type, parentId, Level.CREATE);
}
