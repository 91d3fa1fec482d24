import { eq } from 'drizzle-orm';
import { STATUS, storypages } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { removeReplacedImage, storeImage } from '../files/images';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { loadStoryboard } from '../storyboards/storyboards.service';
import { findNode, VIZ } from './viz-tree';

export type VizImageOwner = 'DATACHART' | 'DASHBOARD';

/**
 * `POST /files/viz/image?ownerType&ownerId` (Datart): a picture for a dashboard's image widget or a
 * chart, stored under `resources/image/<type>/<id>/`. Only those who may change that viz may add one.
 */
export async function uploadVizImage(
  ctx: Ctx,
  owner: { ownerType: VizImageOwner; ownerId: string },
  data: Uint8Array,
): Promise<string> {
  const node = await findNode(ctx.deps.db, owner.ownerId);
  if (!node || node.relType !== owner.ownerType || node.status === STATUS.ARCHIVED)
    throw new AppError('NOT_FOUND', { entity: owner.ownerType.toLowerCase() });
  await authorize(ctx, node.orgId, VIZ, node.id, Level.MANAGE);
  return storeImage(ctx.deps, `resources/image/${owner.ownerType.toLowerCase()}/${node.id}`, data);
}

/** The thumbnail a page keeps in its config (Datart's `storypage.config.thumbnail`), if it is one of ours. */
export function storedThumbnail(config: unknown): string | undefined {
  const t = (config as { thumbnail?: unknown } | null)?.thumbnail;
  return typeof t === 'string' && t.startsWith('resources/image/storyboard/') ? t : undefined;
}

/**
 * A story page's thumbnail, made by the editor from the rendered page. The server owns the field: it
 * is set here only, and page saves keep it (a client cannot point it elsewhere).
 */
export async function setStorypageThumbnail(ctx: Ctx, pageId: string, data: Uint8Array): Promise<string> {
  const [page] = await ctx.deps.db.select().from(storypages).where(eq(storypages.id, pageId));
  if (!page) throw new AppError('NOT_FOUND', { entity: 'storypage' });
  const board = await loadStoryboard(ctx, page.storyboardId, Level.MANAGE);
  const folder = `resources/image/storyboard/${board.id}`;
  const relPath = await storeImage(ctx.deps, folder, data);
  // The page is read again under a row lock: a save (new order, transitions) that landed while the image
  // was written must not be undone by the config read before it.
  const replaced = await ctx.deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ config: storypages.config })
      .from(storypages)
      .where(eq(storypages.id, page.id))
      .for('update');
    if (!current) return relPath; // deleted meanwhile: the new image is the one to remove
    const config = (current.config ?? {}) as Record<string, unknown>;
    await tx
      .update(storypages)
      .set({ config: { ...config, thumbnail: relPath }, updatedAt: ctx.deps.clock() })
      .where(eq(storypages.id, page.id));
    return storedThumbnail(current.config);
  });
  await removeReplacedImage(ctx.deps, folder, replaced);
  if (replaced === relPath) throw new AppError('NOT_FOUND', { entity: 'storypage' });
  return relPath;
}
