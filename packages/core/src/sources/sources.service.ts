import { asc, eq } from 'drizzle-orm';
import { permissions, sources, sourceSchemas, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize, loadAccess, requireModule } from '../permissions/engine';
import { flagsFor, treeFlags, type Can } from '../permissions/can';
import { Level } from '../permissions/levels';
import { ensurePerUserRole } from '../permissions/subjects';
import { parse } from '../validation';
import { t } from '@tessera/i18n';
import { validateSourceConfig } from './config-check';
import { maskConfig, sealConfig } from './secrets';
import { visibleItems } from '../tree/tree-ops';
import { findSource, SOURCE, sourceLifecycle, type SourceRow } from './source-tree';
import {
  createSourceInputSchema,
  type CheckSourceNameInput,
  type CreateSourceInput,
  type DeleteSourceInput,
  type MoveSourceInput,
  type OrgIdInput,
  type SourceIdInput,
  type UnarchiveSourceInput,
  type UpdateSourceInput,
} from './sources.schemas';

export { SOURCE };

export async function sourceView(row: SourceRow, opts: { withConfig: boolean }) {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    type: row.isFolder ? 'FOLDER' : row.type,
    description: row.description,
    parentId: row.parentId,
    isFolder: row.isFolder,
    index: row.index,
    status: row.status,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    /** Imported without its secret (issue 32): the password must be typed again before it connects. */
    needsPassword: row.needsPassword,
    config: opts.withConfig && !row.isFolder ? await maskConfig(row.type, row.config ?? {}) : null,
  };
}

/** A source or folder as every door answers it (secrets masked). */
export type SourceItem = Awaited<ReturnType<typeof sourceView>>;
export type SourceListItem = SourceItem & { can: Can };
export type SourceDetail = SourceListItem & { schemaUpdateDate: Date | null };

/** Loads an item and checks the caller's privilege on it (404 for ids of other organisations). */
export async function loadSource(ctx: Ctx, id: string, level: number): Promise<SourceRow> {
  const row = await findSource(ctx.deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', { entity: 'source' });
  await authorize(ctx, row.orgId, SOURCE, row.id, level);
  return row;
}

/** Active items the caller may use (secrets masked, as in the detail), plus the folders needed to show them in the tree. */
export async function listSources(
  ctx: Ctx,
  { orgId }: OrgIdInput,
  status: 'active' | 'archived' = 'active',
): Promise<SourceListItem[]> {
  const access = await requireModule(ctx, orgId, 'SOURCE');
  const rows = await ctx.deps.db
    .select()
    .from(sources)
    .where(eq(sources.orgId, orgId))
    .orderBy(asc(sources.index), asc(sources.name));
  const level = status === 'active' ? Level.READ : Level.MANAGE;
  const flags = treeFlags(access, SOURCE, rows);
  return Promise.all(
    visibleItems(access, SOURCE, rows, level, status).map(async (r) => ({
      ...(await sourceView(r, { withConfig: true })),
      can: flags(r),
    })),
  );
}

export async function getSource(ctx: Ctx, { id }: SourceIdInput): Promise<SourceDetail> {
  const row = await loadSource(ctx, id, Level.READ);
  const [schema] = await ctx.deps.db
    .select({ updatedAt: sourceSchemas.updatedAt })
    .from(sourceSchemas)
    .where(eq(sourceSchemas.sourceId, id));
  const can = await flagsFor(ctx, row.orgId, SOURCE, row.id);
  return {
    ...(await sourceView(row, { withConfig: true })),
    schemaUpdateDate: schema?.updatedAt ?? null,
    can,
  };
}

export async function checkSourceName(ctx: Ctx, input: CheckSourceNameInput): Promise<boolean> {
  return sourceLifecycle.checkName(ctx, input);
}

/** Creates a source or folder. Needs CREATE on the parent (or on all sources for the top level). */
export async function createSource(ctx: Ctx, input: CreateSourceInput): Promise<SourceItem> {
  const access = await sourceLifecycle.assertCanCreate(ctx, input);
  const isFolder = input.isFolder || input.type === 'FOLDER';
  const type = isFolder ? 'FOLDER' : input.type;
  const config = isFolder
    ? null
    : await sealConfig(ctx.deps.secrets.sources, type, validateSourceConfig(type, input.config));
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sources)
      .values({
        orgId: input.orgId,
        name: input.name,
        type,
        config,
        description: input.description ?? null,
        parentId: input.parentId ?? null,
        isFolder,
        index: await sourceLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    // Like Datart, a creator who is not an owner keeps full rights on what they made.
    if (!access.isOwner) {
      const roleId = await ensurePerUserRole(tx, input.orgId, access.userId);
      await tx.insert(permissions).values({
        orgId: input.orgId,
        roleId,
        resourceType: SOURCE,
        resourceId: created!.id,
        permission: Level.CREATE,
        createdBy: access.userId,
      });
    }
    return created!;
  });
  return sourceView(row, { withConfig: true });
}

export async function updateSource(ctx: Ctx, input: UpdateSourceInput): Promise<SourceItem> {
  const row = await loadSource(ctx, input.id, Level.MANAGE);
  if (row.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'source' });
  const parentId = input.parentId === undefined ? row.parentId : input.parentId;
  await sourceLifecycle.assertCanMove(ctx, row, parentId);
  await sourceLifecycle.ops.assertNameFree(ctx.deps.db, row.orgId, parentId, input.name, row.id);
  const patch: Partial<SourceRow> = {
    name: input.name,
    parentId,
    updatedBy: ctx.actor!.userId,
    updatedAt: ctx.deps.clock(),
  };
  if (input.description !== undefined) patch.description = input.description;
  if (input.index !== undefined && input.index !== null) patch.index = input.index;
  if (!row.isFolder && row.needsPassword) {
    // Saved with a typed password (a mask would be refused below): the source may connect again.
    patch.needsPassword = false;
  }
  if (!row.isFolder)
    patch.config = await sealConfig(
      ctx.deps.secrets.sources,
      row.type,
      validateSourceConfig(row.type, input.config, row.config ?? {}, row.id),
      { stored: row.config ?? {} },
    );
  const [updated] = await ctx.deps.db.update(sources).set(patch).where(eq(sources.id, row.id)).returning();
  await ctx.deps.query.evictSource(row.id);
  return sourceView(updated!, { withConfig: true });
}

/** Rename or move (drag and drop in the tree). */
export async function moveSource(ctx: Ctx, input: MoveSourceInput): Promise<SourceItem> {
  const row = await loadSource(ctx, input.id, Level.MANAGE);
  const updated = await sourceLifecycle.move(ctx, row, { ...input, parentId: input.parentId ?? null });
  return sourceView(updated, { withConfig: true });
}

/** Archive (recycle bin) or delete for good; a folder with active children is refused. */
export async function deleteSource(ctx: Ctx, input: DeleteSourceInput): Promise<boolean> {
  const row = await loadSource(ctx, input.id, Level.MANAGE);
  await sourceLifecycle.remove(ctx, row, input.archive);
  if (!input.archive || row.isFolder)
    await ctx.deps.files
      .remove(`resources/data/source/${row.id}`)
      .catch((err: unknown) =>
        ctx.deps.logger.warn({ err, path: `resources/data/source/${row.id}` }, 'leftover file not removed'),
      );
  await ctx.deps.query.evictSource(row.id);
  return true;
}

export async function listArchivedSources(ctx: Ctx, input: OrgIdInput): Promise<SourceListItem[]> {
  return listSources(ctx, input, 'archived');
}

export async function unarchiveSource(ctx: Ctx, input: UnarchiveSourceInput): Promise<SourceItem> {
  const row = await loadSource(ctx, input.id, Level.MANAGE);
  const updated = await sourceLifecycle.restore(ctx, row, input);
  return sourceView(updated, { withConfig: true });
}

const DEMO_NAME_TRIES = 50;

/** The current organisation's demo source in one click (the dataset is generated on first use). */
export async function addDemoSource(ctx: Ctx, { orgId }: OrgIdInput): Promise<SourceItem> {
  await loadAccess(ctx, orgId);
  const name = t(ctx.lang, 'fields:demoSourceName');
  let candidate: string | null = null;
  // Bounded: "Demo data", "Demo data 2", … up to a few dozen copies, then the usual duplicate-name error.
  for (let i = 1; i <= DEMO_NAME_TRIES && !candidate; i++) {
    const next = i === 1 ? name : `${name} ${i}`;
    try {
      await sourceLifecycle.ops.assertNameFree(ctx.deps.db, orgId, null, next);
      candidate = next;
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'NAME_EXISTS')) throw e;
    }
  }
  if (!candidate)
    throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });
  return createSource(
    ctx,
    parse(createSourceInputSchema, { orgId, name: candidate, type: 'DEMO', config: {} }),
  );
}
