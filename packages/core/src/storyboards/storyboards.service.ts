import { assertShown, shownTo } from '../viz/drafts';
import { asc, eq } from 'drizzle-orm';
import { STATUS, storyboards, storypages } from '@tessera/db';
import { cached } from '../cache/cached';
import { writesViz } from '../cache/metadata-cache';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize, loadAccess, requireModule } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { recordVersion } from '../versions/record-version';
import { grantCreator } from '../viz/viz.service';
import {
  chainsOf,
  STORY_ROOT,
  storyLifecycle,
  VIZ,
  vizAncestors,
  vizCan,
  type StoryboardRow,
  type VizCan,
} from '../viz/viz-tree';
import {
  type CreateStoryboardInput,
  type ListStoryboardsInput,
  type RemoveStoryboardInput,
  type StoryboardIdInput,
  type UpdateStoryboardInput,
} from './storyboards.schemas';

export type { StoryboardRow };
export type StorypageRow = typeof storypages.$inferSelect;
export type StoryboardNode = StoryboardRow & { can: VizCan };

export async function findStoryboard(ctx: Ctx, id: string): Promise<StoryboardRow | undefined> {
  const [row] = await ctx.deps.db.select().from(storyboards).where(eq(storyboards.id, id));
  return row;
}

/** A storyboard and what the actor may do with it (the engine's answer, folders and root inherited). */
async function withCan(ctx: Ctx, row: StoryboardRow): Promise<StoryboardNode> {
  const access = await loadAccess(ctx, row.orgId);
  const above = (await vizAncestors(ctx.deps.db, row.orgId, row.id)) ?? [];
  return { ...row, can: vizCan(access, [row.id, ...above], STORY_ROOT) };
}

/** Loads a storyboard with `level` on it; archived ones only for those who may restore them. */
export async function loadStoryboard(ctx: Ctx, id: string, level: number): Promise<StoryboardNode> {
  const row = await findStoryboard(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  await authorize(ctx, row.orgId, VIZ, row.id, row.status === STATUS.ARCHIVED ? Level.MANAGE : level);
  return withCan(ctx, row);
}

/** `GET /viz/storyboards?orgId`: the storyboards (and their folders) the actor may read. */
export async function listStoryboards(ctx: Ctx, { orgId }: ListStoryboardsInput): Promise<StoryboardNode[]> {
  const access = await requireModule(ctx, orgId, 'VIZ');
  // From the metadata cache (decision D-dash-7): shared, never changed here.
  const rows = await cached(ctx, orgId, 'storyboards', () =>
    ctx.deps.db
      .select()
      .from(storyboards)
      .where(eq(storyboards.orgId, orgId))
      .orderBy(asc(storyboards.index), asc(storyboards.name)),
  );
  const active = rows.filter((r) => r.status !== STATUS.ARCHIVED);
  const chainOf = chainsOf(active);
  return active
    .map((r) => ({ ...r, can: vizCan(access, [...chainOf(r), STORY_ROOT], STORY_ROOT) }))
    .filter((r) => r.can.read && shownTo(r, r.can));
}

/** `GET /viz/storyboards/{id}`: the storyboard with its pages (in `config.index` order) and `download`. */
/** A storyboard with its pages in play order and whether the reader may download. */
export type StoryboardDetail = StoryboardNode & { storypages: StorypageRow[]; download: boolean };

export async function getStoryboard(ctx: Ctx, { id }: StoryboardIdInput): Promise<StoryboardDetail> {
  const node = await loadStoryboard(ctx, id, Level.READ);
  assertShown(node, node.can);
  const pages = await ctx.deps.db.select().from(storypages).where(eq(storypages.storyboardId, id));
  const order = (p: StorypageRow) => Number((p.config as { index?: unknown } | null)?.index ?? 0);
  return { ...node, storypages: pages.sort((a, b) => order(a) - order(b)), download: node.can.download };
}

/** `POST /viz/storyboards`: CREATE on the parent (or the storyboard root). */
export async function createStoryboard(ctx: Ctx, input: CreateStoryboardInput): Promise<StoryboardNode> {
  writesViz(ctx);
  const access = await storyLifecycle.assertCanCreate(ctx, input);
  const row = await storyLifecycle.nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(storyboards)
        .values({
          orgId: input.orgId,
          name: input.name,
          config: input.config ?? { version: '1.0.0', autoPlay: { auto: false, delay: 5 } },
          parentId: input.parentId ?? null,
          isFolder: input.isFolder ?? false,
          index: await storyLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      await grantCreator(tx, access, input.orgId, created!.id);
      await recordVersion(tx, ctx, 'STORYBOARD', created!.id);
      return created!;
    }),
  );
  return withCan(ctx, row);
}

/** `PUT /viz/storyboards/{id}` (and Datart's `PUT /viz/{id}/base`): rename, move, new config; MANAGE. */
export async function updateStoryboard(ctx: Ctx, input: UpdateStoryboardInput): Promise<StoryboardNode> {
  writesViz(ctx);
  const node = await loadStoryboard(ctx, input.id, Level.MANAGE);
  if (node.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  const row = await storyLifecycle.move(ctx, node, input, {
    patch: input.config !== undefined ? { config: input.config } : {},
    after: (tx) => recordVersion(tx, ctx, 'STORYBOARD', node.id),
  });
  return withCan(ctx, row);
}

/** Archive (recycle bin) or delete a storyboard with its pages and grants; MANAGE. */
export async function removeStoryboard(ctx: Ctx, input: RemoveStoryboardInput): Promise<boolean> {
  writesViz(ctx);
  const node = await loadStoryboard(ctx, input.id, Level.MANAGE);
  await storyLifecycle.remove(ctx, node, input.archive);
  return true;
}
