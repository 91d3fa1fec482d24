import { eq } from 'drizzle-orm';
import { STATUS, storypages } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { storedThumbnail } from '../viz/viz-images';
import { findNode, VIZ } from '../viz/viz-tree';
import { recordVersion } from '../versions/record-version';
import { loadStoryboard, type StorypageRow } from './storyboards.service';
import {
  type CreateStorypageInput,
  type StorypageIdInput,
  type UpdateStorypageInput,
} from './storyboards.schemas';

/**
 * What a page may show: an active chart or dashboard of the storyboard's organisation that the editor
 * can READ (so a storyboard never becomes a way round a missing right).
 */
export async function assertShowable(ctx: Ctx, orgId: string, relType: string, relId: string) {
  const node = await findNode(ctx.deps.db, relId);
  if (!node || node.orgId !== orgId || node.relType !== relType || node.status === STATUS.ARCHIVED)
    throw new AppError(
      'NOT_FOUND',
      { entity: relType.toLowerCase() },
      { fields: [{ path: 'relId', message: 'invalid' }] },
    );
  await authorize(ctx, orgId, VIZ, node.id, Level.READ);
}

/** A page's config as sent, with the thumbnail the server stored for it (the client's is never taken). */
function withStoredThumbnail(config: Record<string, unknown>, stored: unknown): Record<string, unknown> {
  const { thumbnail: _sent, ...rest } = config;
  const kept = storedThumbnail(stored);
  return kept ? { ...rest, thumbnail: kept } : rest;
}

/** `POST /viz/storypages`: MANAGE on the storyboard, READ on what the page shows. */
export async function createStorypage(ctx: Ctx, input: CreateStorypageInput): Promise<StorypageRow> {
  const board = await loadStoryboard(ctx, input.storyboardId, Level.MANAGE);
  if (board.isFolder || board.status === STATUS.ARCHIVED)
    throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  await assertShowable(ctx, board.orgId, input.relType, input.relId);
  return ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storypages)
      .values({
        storyboardId: board.id,
        relType: input.relType,
        relId: input.relId,
        config: input.config ? withStoredThumbnail(input.config, null) : null,
        createdBy: ctx.actor!.userId,
        updatedBy: ctx.actor!.userId,
      })
      .returning();
    await recordVersion(tx, ctx, 'STORYBOARD', board.id);
    return row!;
  });
}

async function loadPage(ctx: Ctx, id: string) {
  const [page] = await ctx.deps.db.select().from(storypages).where(eq(storypages.id, id));
  if (!page) throw new AppError('NOT_FOUND', { entity: 'storypage' });
  const board = await loadStoryboard(ctx, page.storyboardId, Level.MANAGE);
  return { page, board };
}

/** `PUT /viz/storypages/{id}`: new target, order or transitions; the page stays in its storyboard. */
export async function updateStorypage(ctx: Ctx, input: UpdateStorypageInput): Promise<boolean> {
  const { page, board } = await loadPage(ctx, input.id);
  if (input.storyboardId !== page.storyboardId) throw new AppError('NOT_FOUND', { entity: 'storypage' });
  if (input.relType !== page.relType || input.relId !== page.relId)
    await assertShowable(ctx, board.orgId, input.relType, input.relId);
  await ctx.deps.db.transaction(async (tx) => {
    // The stored thumbnail is read under a row lock: one written since loadPage is kept, not dropped.
    const [current] = await tx
      .select({ config: storypages.config })
      .from(storypages)
      .where(eq(storypages.id, page.id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', { entity: 'storypage' });
    await tx
      .update(storypages)
      .set({
        relType: input.relType,
        relId: input.relId,
        ...(input.config !== undefined
          ? { config: input.config && withStoredThumbnail(input.config, current.config) }
          : {}),
        updatedBy: ctx.actor!.userId,
        updatedAt: ctx.deps.clock(),
      })
      .where(eq(storypages.id, page.id));
    await recordVersion(tx, ctx, 'STORYBOARD', page.storyboardId);
  });
  return true;
}

/** `DELETE /viz/storypages/{id}`. */
export async function deleteStorypage(ctx: Ctx, { id }: StorypageIdInput): Promise<boolean> {
  const { page } = await loadPage(ctx, id);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.delete(storypages).where(eq(storypages.id, page.id));
    await recordVersion(tx, ctx, 'STORYBOARD', page.storyboardId);
  });
  return true;
}
