import type { Ctx } from './context';
import {
  archivedStoryboards,
  setStoryboardPublished,
  unarchiveStoryboard,
} from './storyboards/story-lifecycle.service';
import { AppError } from './errors';
import type { VizCan } from './viz/viz-tree';
import { Level } from './permissions/levels';
import {
  type ArchivedListInput,
  type DeleteVizInput,
  type OrgIdInput,
  type PublishInput,
  type RestoreNodeInput,
  type UnarchiveVizInput,
} from './viz/viz.schemas';
import {
  deleteFolder,
  listArchived,
  loadNode,
  removeVizItem,
  setPublished,
  unarchiveViz,
} from './viz/viz.service';

// The `vizType`-dispatched lifecycle doors (/viz/publish, /viz/unarchive, /viz/archived/...): charts and
// dashboards live in the viz tree, storyboards in their own.

export async function publish(ctx: Ctx, input: PublishInput): Promise<boolean> {
  return input.vizType === 'STORYBOARD'
    ? setStoryboardPublished(ctx, input.id, input.publish)
    : setPublished(ctx, input);
}

export async function unarchive(ctx: Ctx, input: UnarchiveVizInput): Promise<{ id: string }> {
  return input.vizType === 'STORYBOARD' ? unarchiveStoryboard(ctx, input) : unarchiveViz(ctx, input);
}

/** The recycle bin of one `vizType`: charts and dashboards from the viz tree, storyboards from theirs. */
export type ArchivedAnswer =
  | { kind: 'viz'; rows: Awaited<ReturnType<typeof listArchived>> }
  | { kind: 'storyboard'; rows: Awaited<ReturnType<typeof archivedStoryboards>> };

export async function archived(ctx: Ctx, input: ArchivedListInput): Promise<ArchivedAnswer> {
  if (input.vizType !== 'STORYBOARD') return { kind: 'viz' as const, rows: await listArchived(ctx, input) };
  return { kind: 'storyboard' as const, rows: await archivedStoryboards(ctx, input.orgId) };
}

// The web tree knows a node by its id alone: these doors find out whether it is a folder, a chart or a
// dashboard and take the matching path (each checks the actor itself).

/** Archives or deletes a chart or dashboard, or deletes an empty folder. */
export async function removeNode(ctx: Ctx, input: DeleteVizInput): Promise<boolean> {
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  if (node.isFolder) return deleteFolder(ctx, input);
  if (node.relType === 'DATACHART' || node.relType === 'DASHBOARD')
    return removeVizItem(ctx, node.relType, input);
  throw new AppError('NOT_FOUND', { entity: 'viz' });
}

/** Restores an archived chart or dashboard into a chosen folder under a free name. */
export async function restoreNode(ctx: Ctx, input: RestoreNodeInput): Promise<{ id: string }> {
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  if (node.relType !== 'DATACHART' && node.relType !== 'DASHBOARD')
    throw new AppError('NOT_FOUND', { entity: 'viz' });
  return unarchiveViz(ctx, { ...input, vizType: node.relType, newName: input.name });
}

/** The tree's recycle bin: archived charts and dashboards the actor may manage, newest first. */
/** One entry of the web tree's recycle bin. */
export interface RecycleBinItem {
  id: string;
  name: string;
  parentId: string | null;
  index: number;
  isFolder: false;
  relType: 'DATACHART' | 'DASHBOARD';
  updatedAt: Date;
  can: VizCan;
}

export async function recycleBin(ctx: Ctx, { orgId }: OrgIdInput): Promise<RecycleBinItem[]> {
  const [charts, boards] = await Promise.all([
    listArchived(ctx, { orgId, vizType: 'DATACHART' }),
    listArchived(ctx, { orgId, vizType: 'DASHBOARD' }),
  ]);
  return [...charts, ...boards]
    .map((r) => ({
      id: r.id,
      name: r.name,
      parentId: r.parentId,
      index: r.index,
      isFolder: false as const,
      relType: r.vizType,
      updatedAt: r.updatedAt,
      can: r.can,
    }))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
