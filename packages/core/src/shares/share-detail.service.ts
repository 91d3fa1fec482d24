import { and, eq, inArray } from 'drizzle-orm';
import { datacharts, STATUS, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { runOnView } from '../views/execute.service';
import { findView } from '../views/view-tree';
import { usableView } from '../viz/datacharts.service';
import type { ShareRow } from './share-access';
import { checkShareReach } from './share-reach';
import { vizSession, type SharedQueryAnswer } from './share-visit.service';
import type { ShareDetailInput } from './shares.schemas';

/** The boards whose widgets a share shows: the shared board, or the board pages of a shared storyboard. */
async function sharedBoards(ctx: Ctx, share: ShareRow): Promise<string[]> {
  if (share.vizType === 'DASHBOARD') return [share.vizId];
  if (share.vizType !== 'STORYBOARD') return [];
  const pages = await ctx.deps.db
    .select({ relId: storypages.relId })
    .from(storypages)
    .where(and(eq(storypages.storyboardId, share.vizId), eq(storypages.relType, 'DASHBOARD')));
  return pages.map((p) => p.relId);
}

/** The view a widget's query runs on, from what the server stored (never from the request). */
async function widgetViewId(ctx: Ctx, widget: typeof widgets.$inferSelect, asked: unknown) {
  if (widget.datachartId) {
    const [chart] = await ctx.deps.db
      .select({ viewId: datacharts.viewId, status: datacharts.status })
      .from(datacharts)
      .where(eq(datacharts.id, widget.datachartId));
    return chart && chart.status !== STATUS.ARCHIVED ? chart.viewId : null;
  }
  return typeof asked === 'string' && widget.viewIds.includes(asked) ? asked : (widget.viewIds[0] ?? null);
}

/**
 * "View detail" from a share page: the rows behind one chart widget of the shared board (or of a board
 * page of a shared storyboard), with the page's conditions. Like execute, the share is re-checked on every
 * call (expiry, revocation, the creator's SHARE, the visitor for VISITOR rights); the widget must belong to
 * the shared viz, its view is the one stored for it, the request may not group or aggregate, and the rows
 * follow the share subject's row and column rules (the creator's, or the visitor's).
 */
export async function shareDetail(ctx: Ctx, input: ShareDetailInput): Promise<SharedQueryAnswer> {
  const { share, subject } = await vizSession(ctx, input.shareToken);
  const boards = await sharedBoards(ctx, share);
  const [widget] = boards.length
    ? await ctx.deps.db
        .select()
        .from(widgets)
        .where(and(eq(widgets.id, input.widgetId), inArray(widgets.dashboardId, boards)))
    : [];
  if (!widget) throw new AppError('NOT_FOUND', { entity: 'widget' });
  const viewId = await widgetViewId(ctx, widget, input.request.viewId);
  const view = viewId ? await findView(ctx.deps.db, viewId) : undefined;
  if (!usableView(view, share.orgId)) throw new AppError('VIEW_UNAVAILABLE');
  await checkShareReach(ctx, share, view, input.request);
  return runOnView(subject, view, { ...input.request, viewId: view.id }, false);
}
