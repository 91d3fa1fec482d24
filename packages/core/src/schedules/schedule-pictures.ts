import { eq } from 'drizzle-orm';
import { storyboards } from '@tessera/db';
import type { AuthedCtx } from '../context';
import { renderPicture, type PictureTarget } from '../downloads/picture';
import { AppError } from '../errors';
import type { JobRow } from '../jobs/queue';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { findNode, VIZ } from '../viz/viz-tree';

/** One rendered picture or PDF of a schedule's content item. */
export interface RenderedViz {
  name: string;
  format: 'png' | 'pdf';
  content: Uint8Array;
}

const VIZ_TYPES = new Set(['DATACHART', 'DASHBOARD', 'STORYBOARD']);

/** The item's name, checked: live in the schedule's organisation, and the owner may download it. */
async function itemName(ctx: AuthedCtx, orgId: string, vizType: string, vizId: string): Promise<string> {
  if (!VIZ_TYPES.has(vizType))
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'config.vizContents', message: 'invalid' }] });
  const [found] =
    vizType === 'STORYBOARD'
      ? await ctx.deps.db
          .select({ name: storyboards.name, orgId: storyboards.orgId })
          .from(storyboards)
          .where(eq(storyboards.id, vizId))
      : [await findNode(ctx.deps.db, vizId)].filter((n) => n?.relType === vizType);
  if (!found || found.orgId !== orgId) throw new AppError('NOT_FOUND', { entity: vizType.toLowerCase() });
  await authorize(ctx, orgId, VIZ, vizId, Level.DOWNLOAD);
  return found.name;
}

/**
 * Each content item as a picture and/or a PDF, rendered by the worker's Chromium as the schedule's owner
 * sees it now (their rules, on a render link bound to this run's job): Datart's IMAGE and PDF.
 */
export async function renderContent(
  ctx: AuthedCtx,
  orgId: string,
  items: { vizType: string; vizId: string }[],
  formats: ('png' | 'pdf')[],
  job: Pick<JobRow, 'id' | 'attempts'>,
  width: number | null | undefined,
): Promise<RenderedViz[]> {
  const out: RenderedViz[] = [];
  if (!formats.length) return out;
  for (const item of items) {
    const name = await itemName(ctx, orgId, item.vizType, item.vizId);
    const target: PictureTarget = {
      orgId,
      vizType: item.vizType as PictureTarget['vizType'],
      vizId: item.vizId,
      userId: ctx.actor.userId,
      width,
    };
    for (const format of formats)
      out.push({ name, format, content: await renderPicture(ctx.deps, job, target, format) });
  }
  return out;
}
