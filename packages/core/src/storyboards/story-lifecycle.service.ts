import { eq } from 'drizzle-orm';
import { STATUS, storyboards } from '@tessera/db';
import { writesViz } from '../cache/metadata-cache';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { Level } from '../permissions/levels';
import { chainsOf, STORY_ROOT, storyLifecycle, vizCan } from '../viz/viz-tree';
import { loadStoryboard, type StoryboardNode } from './storyboards.service';

// Publish, restore and the recycle bin for storyboards (the `vizType=STORYBOARD` side of /viz/publish,
// /viz/unarchive and /viz/archived/storyboard).

export async function setStoryboardPublished(ctx: Ctx, id: string, publish: boolean): Promise<boolean> {
  writesViz(ctx);
  const node = await loadStoryboard(ctx, id, Level.MANAGE);
  if (node.status === STATUS.ARCHIVED || node.isFolder)
    throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  await ctx.deps.db
    .update(storyboards)
    .set({
      status: publish ? STATUS.PUBLISHED : STATUS.ACTIVE,
      updatedBy: ctx.actor!.userId,
      updatedAt: ctx.deps.clock(),
    })
    .where(eq(storyboards.id, node.id));
  return true;
}

export async function unarchiveStoryboard(
  ctx: Ctx,
  input: { id: string; newName: string; parentId?: string | null; index?: number | null },
): Promise<StoryboardNode> {
  writesViz(ctx);
  const node = await loadStoryboard(ctx, input.id, Level.MANAGE);
  await storyLifecycle.restore(ctx, node, { ...input, name: input.newName });
  return loadStoryboard(ctx, node.id, Level.READ);
}

/** Archived storyboards the actor may manage, newest first. */
export async function archivedStoryboards(ctx: Ctx, orgId: string) {
  const { access, rows, all } = await storyLifecycle.listArchived(ctx, orgId);
  const chainOf = chainsOf(all);
  return rows
    .map((r) => ({
      ...r,
      can: vizCan(access, [...chainOf(r), STORY_ROOT], STORY_ROOT),
      vizType: 'STORYBOARD' as const,
    }))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
