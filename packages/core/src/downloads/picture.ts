import type { ServiceDeps } from '../context';
import { AppError } from '../errors';
import type { JobRow } from '../jobs/queue';
import { DEFAULT_IMAGE_WIDTH } from '../render/renderer';
import { sealRenderToken, type RenderClaims } from '../render/render-token';

/** The share page that shows each kind of viz: an internal render link opens there (decision D-render-2). */
const PAGE: Record<RenderClaims['t'], string> = {
  DATACHART: 'shareChart',
  DASHBOARD: 'shareDashboard',
  STORYBOARD: 'shareStoryPlayer',
};

export interface PictureTarget {
  orgId: string;
  vizType: RenderClaims['t'];
  vizId: string;
  /** Whose rules the page's queries use: the download's member, the schedule's owner. */
  userId: string;
  width?: number | null;
  /** A storyboard's page to show (the player opens on it) rather than its first. */
  storyPageId?: string | null;
}

/** A sane page width: Datart's default when none is given, within what Chromium captures well. */
export const pictureWidth = (width: number | null | undefined) =>
  width && Number.isFinite(width) ? Math.min(Math.max(Math.round(width), 320), 4096) : DEFAULT_IMAGE_WIDTH;

/**
 * A picture (full-page PNG) or Chromium's vector PDF of a chart, board or storyboard (its first page, or
 * the one asked for: the story player's `page` parameter), rendered by the
 * worker's Chromium on an internal render link bound to this very job attempt: the link dies when the
 * job ends, fails or is retried, and within five minutes whatever happens (decision D-render-1).
 */
export async function renderPicture(
  deps: ServiceDeps,
  job: Pick<JobRow, 'id' | 'attempts'>,
  target: PictureTarget,
  format: 'png' | 'pdf',
): Promise<Uint8Array> {
  if (!deps.renderer) throw new AppError('RENDER_UNAVAILABLE');
  const token = await sealRenderToken(deps, {
    j: job.id,
    a: job.attempts,
    o: target.orgId,
    t: target.vizType,
    i: target.vizId,
    u: target.userId,
  });
  const page =
    target.vizType === 'STORYBOARD' && target.storyPageId
      ? `?page=${encodeURIComponent(target.storyPageId)}`
      : '';
  return deps.renderer.render({
    path: `/${PAGE[target.vizType]}/${token}${page}`,
    format,
    width: pictureWidth(target.width),
  });
}
