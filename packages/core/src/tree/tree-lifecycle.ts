import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { permissions, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { uniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import type { DbOrTx } from '../orgs/create-org-record';
import { authorize, requireModule, type Access } from '../permissions/engine';
import { Level, type Module } from '../permissions/levels';
import { archivedName, createTreeOps, visibleItems, type TreeColumns, type TreeItem } from './tree-ops';

/** A row of a tree table as the lifecycle needs it. */
export interface TreeRow extends TreeItem {
  index: number;
  updatedAt: Date;
}

type Tx = Parameters<Parameters<Ctx['deps']['db']['transaction']>[0]>[0];

/** What a tree write changes on the row, passed on to the rows kept in step with it. */
export interface MirrorPatch {
  name?: string;
  status?: number;
  updatedAt?: Date;
  updatedBy?: string;
}

/** One tree of tree-shaped resources (sources, views, the viz tree, storyboards, schedules). */
export interface TreeDomain<Row extends TreeRow> {
  /** The permission engine's resource type of the items (SOURCE, VIEW, VIZ, SCHEDULE). */
  type: string;
  /** The module that must be switched on to use the tree. */
  module: Module;
  /** Where CREATE is checked for the top level: the type itself or Datart's root sentinel (FOLDER, STORYBOARD). */
  root: string;
  /** The `entity` of NOT_FOUND for an item (`source`, `view`, `datachart`…). */
  entity: (row: Row) => string;
  table: PgTable;
  columns: TreeColumns & { updatedAt: AnyPgColumn };
  /** The unique index on active names per folder: a write that loses a race for a name answers 409. */
  nameIndex: string;
  /** A restore needs CREATE where the item lands always (viz, storyboards) or only when it moves (sources, views). */
  restoreNeedsCreate: 'always' | 'onMove';
  /**
   * A deleted folder's archived children are deleted with it (sources, views) or stay in the recycle bin at
   * the top level, so that restoring them asks for a new folder (viz).
   */
  archivedChildren: 'delete' | 'detach';
  /** Rows kept in step with a tree row (the chart or board behind a viz node), inside the same transaction. */
  mirror?: {
    update: (tx: Tx, row: Row, patch: MirrorPatch) => Promise<void>;
    remove: (tx: Tx, row: Row) => Promise<void>;
  };
  /** How many things still use the items about to be deleted for good (refused with IN_USE). */
  inUse?: (ctx: Ctx, ids: string[]) => Promise<number>;
}

export interface MoveInput {
  name: string;
  parentId?: string | null;
  index?: number | null;
}

const nameExists = () =>
  new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });

/**
 * The lifecycle every tree shares (issue 30, D-arch-13): name checks, placing, moving and renaming,
 * archiving into the recycle bin, restoring, deleting (empty folders only) and listing the bin. A domain
 * gives its table and its own rules as configuration; it loads and authorises its rows itself.
 */
export function createTreeLifecycle<Row extends TreeRow>(domain: TreeDomain<Row>) {
  const { table, columns: c } = domain;
  const ops = createTreeOps(table, c);

  const set = (patch: Record<string, unknown>) => patch as PgUpdateSetSource<PgTable>;

  async function nameSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (uniqueViolation(e) === domain.nameIndex) throw nameExists();
      throw e;
    }
  }

  /** CREATE where an item lands and an active folder there; also refuses the item itself or below it. */
  async function assertCanLand(ctx: Ctx, row: Row, parentId: string | null): Promise<void> {
    if (!parentId) {
      await authorize(ctx, row.orgId, domain.type, domain.root, Level.CREATE);
      return;
    }
    await ops.assertNotDescendant(ctx.deps.db, row.orgId, row.id, parentId);
    await ops.assertParent(ctx.deps.db, row.orgId, parentId);
    await authorize(ctx, row.orgId, domain.type, parentId, Level.CREATE);
  }

  async function update(tx: DbOrTx, row: Row, patch: Record<string, unknown>): Promise<Row> {
    const [saved] = (await tx.update(table).set(set(patch)).where(eq(c.id, row.id)).returning()) as Row[];
    return saved!;
  }

  const lifecycle = {
    ops,
    nameSafe,

    /** `check/name`: true when the name is free in that folder, NAME_EXISTS otherwise. */
    async checkName(
      ctx: Ctx,
      input: { orgId: string; name: string; parentId?: string | null; id?: string | null },
    ): Promise<boolean> {
      await requireModule(ctx, input.orgId, domain.module);
      await ops.assertNameFree(ctx.deps.db, input.orgId, input.parentId, input.name, input.id ?? undefined);
      return true;
    },

    /** CREATE on a folder (or the root) and an active folder there. */
    async assertCanPlace(ctx: Ctx, orgId: string, parentId: string | null | undefined): Promise<Access> {
      const access = await authorize(ctx, orgId, domain.type, parentId ?? domain.root, Level.CREATE);
      await ops.assertParent(ctx.deps.db, orgId, parentId);
      return access;
    },

    /** A new item: CREATE on its folder (or the root), an active folder there and a free name. */
    async assertCanCreate(
      ctx: Ctx,
      input: { orgId: string; name: string; parentId?: string | null },
    ): Promise<Access> {
      const access = await lifecycle.assertCanPlace(ctx, input.orgId, input.parentId);
      await ops.assertNameFree(ctx.deps.db, input.orgId, input.parentId, input.name);
      return access;
    },

    /** The index of a new item: the one given, else after its last sibling. */
    nextIndex: (db: DbOrTx, orgId: string, parentId: string | null | undefined, index?: number | null) =>
      index === undefined || index === null ? ops.nextIndex(db, orgId, parentId) : Promise.resolve(index),

    /** Moving elsewhere needs CREATE where the item lands, never into itself or below itself. */
    async assertCanMove(ctx: Ctx, row: Row, parentId: string | null): Promise<void> {
      if (parentId !== row.parentId) await assertCanLand(ctx, row, parentId);
    },

    /**
     * The checks of a rename or move, and where the item goes (Datart's index rules: a given index wins; a
     * new parent without one appends; otherwise the item keeps its place).
     */
    async planMove(
      ctx: Ctx,
      row: Row,
      input: MoveInput,
    ): Promise<{ parentId: string | null; index: number }> {
      const parentId = input.parentId === undefined ? row.parentId : (input.parentId ?? null);
      await lifecycle.assertCanMove(ctx, row, parentId);
      await ops.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
      const index =
        input.index ??
        (parentId !== row.parentId ? await ops.nextIndex(ctx.deps.db, row.orgId, parentId) : row.index);
      return { parentId, index };
    },

    /**
     * Rename and move (drag and drop in the tree), with the domain's other columns in `patch` and its own
     * writes in `after`, in one transaction.
     */
    async move(
      ctx: Ctx,
      row: Row,
      input: MoveInput,
      opts: { patch?: Record<string, unknown>; after?: (tx: Tx, saved: Row) => Promise<unknown> } = {},
    ): Promise<Row> {
      const place = await lifecycle.planMove(ctx, row, input);
      const now = ctx.deps.clock();
      const userId = ctx.actor!.userId;
      return nameSafe(() =>
        ctx.deps.db.transaction(async (tx) => {
          const saved = await update(tx, row, {
            ...opts.patch,
            name: input.name,
            ...place,
            updatedBy: userId,
            updatedAt: now,
          });
          if (domain.mirror && input.name !== row.name)
            await domain.mirror.update(tx, row, { name: input.name, updatedBy: userId, updatedAt: now });
          await opts.after?.(tx, saved);
          return saved;
        }),
      );
    },

    /** Into the recycle bin, renamed with Datart's timestamp suffix so that the name is free again. */
    async archive(ctx: Ctx, row: Row): Promise<void> {
      if (row.status === STATUS.ARCHIVED) return;
      const patch = {
        status: STATUS.ARCHIVED,
        name: archivedName(row.name, ctx.deps.clock()),
        updatedAt: ctx.deps.clock(),
      };
      await ctx.deps.db.transaction(async (tx) => {
        await update(tx, row, patch);
        await domain.mirror?.update(tx, row, patch);
      });
    },

    /**
     * Archive an item, or delete it (or a folder) for good with its grants. A folder with active children
     * is refused; its archived children follow the domain's rule.
     */
    async remove(ctx: Ctx, row: Row, archive: boolean): Promise<void> {
      const children = (await ctx.deps.db
        .select({ id: c.id, status: c.status })
        .from(table)
        .where(eq(c.parentId, row.id))) as { id: string; status: number }[];
      if (children.some((ch) => ch.status !== STATUS.ARCHIVED)) throw new AppError('HAS_CHILDREN');
      if (archive && !row.isFolder) return lifecycle.archive(ctx, row);
      const ids = domain.archivedChildren === 'delete' ? [row.id, ...children.map((ch) => ch.id)] : [row.id];
      const users = domain.inUse ? await domain.inUse(ctx, ids) : 0;
      if (users) throw new AppError('IN_USE', { count: users });
      await ctx.deps.db.transaction(async (tx) => {
        if (domain.archivedChildren === 'detach')
          await tx
            .update(table)
            .set(set({ parentId: null }))
            .where(eq(c.parentId, row.id));
        await tx
          .delete(permissions)
          .where(
            and(
              eq(permissions.orgId, row.orgId),
              eq(permissions.resourceType, domain.type),
              inArray(permissions.resourceId, ids),
            ),
          );
        await domain.mirror?.remove(tx, row);
        await tx.delete(table).where(inArray(c.id, ids));
      });
    },

    /** Out of the recycle bin into a chosen folder (the top level when none) under a free name. */
    async restore(ctx: Ctx, row: Row, input: MoveInput): Promise<Row> {
      if (row.status !== STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: domain.entity(row) });
      const parentId = input.parentId ?? null;
      await ops.assertParent(ctx.deps.db, row.orgId, parentId);
      if (domain.restoreNeedsCreate === 'always' || parentId !== row.parentId)
        await assertCanLand(ctx, row, parentId);
      await ops.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
      const index = input.index ?? (await ops.nextIndex(ctx.deps.db, row.orgId, parentId));
      const now = ctx.deps.clock();
      return nameSafe(() =>
        ctx.deps.db.transaction(async (tx) => {
          const saved = await update(tx, row, {
            status: STATUS.ACTIVE,
            name: input.name,
            parentId,
            index,
            updatedAt: now,
          });
          await domain.mirror?.update(tx, row, { status: STATUS.ACTIVE, name: input.name, updatedAt: now });
          return saved;
        }),
      );
    },

    /**
     * The organisation's whole tree and the actor's access (folders first by index, then name), for lists
     * that compute rights in memory.
     */
    async tree(ctx: Ctx, orgId: string): Promise<{ access: Access; rows: Row[] }> {
      const access = await requireModule(ctx, orgId, domain.module);
      const rows = (await ctx.deps.db
        .select()
        .from(table)
        .where(eq(c.orgId, orgId))
        .orderBy(asc(c.index), asc(c.name))) as Row[];
      return { access, rows };
    },

    /** The recycle bin: archived items (never folders) the actor may manage. */
    async listArchived(
      ctx: Ctx,
      orgId: string,
      keep: (row: Row) => boolean = () => true,
    ): Promise<{ access: Access; rows: Row[]; all: Row[] }> {
      const { access, rows } = await lifecycle.tree(ctx, orgId);
      const sentinel = domain.root === domain.type ? [] : [domain.root];
      const archived = visibleItems(access, domain.type, rows, Level.MANAGE, 'archived', sentinel);
      return { access, rows: archived.filter(keep), all: rows };
    },
  };
  return lifecycle;
}

export type TreeLifecycle<Row extends TreeRow> = ReturnType<typeof createTreeLifecycle<Row>>;
