import { and, eq, inArray } from 'drizzle-orm';
import { parseDatachartConfig, readBoard, type DatachartConfig } from '@tessera/charts';
import { datacharts, STATUS, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { readableDashboard } from '../dashboards/dashboards.service';
import { findStoryboard } from '../storyboards/storyboards.service';
import { AppError } from '../errors';
import { authorize, can } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { liveShare, shareViewIds, type ShareRow } from '../shares/share-access';
import { checkShareReach } from '../shares/share-reach';
import { openShareToken, type ShareClaims } from '../shares/share-token';
import { findView, type ViewRow } from '../views/view-tree';
import { usableView } from '../viz/datacharts.service';
import { findDatachart, VIZ } from '../viz/viz-tree';

type Json = Record<string, unknown>;

/**
 * One query of a download, checked: the view it runs on, the request as asked, the sheet's name, and the
 * chart it belongs to when known (its number formats and a table's header groups shape an Excel sheet).
 */
export interface DownloadQuery {
  view: ViewRow;
  request: Json;
  sheet: string;
  chart?: DatachartConfig | null;
}

/** A stored chart config, or null when it does not parse (the sheet is then written unformatted). */
function configOf(raw: unknown): DatachartConfig | null {
  if (raw === null || raw === undefined) return null;
  try {
    return parseDatachartConfig(typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw);
  } catch {
    return null;
  }
}

/**
 * The chart of a board's query: the widget it names (`widgetId`, sent by Tessera's board), which must be
 * one of this board's, else the only chart widget of the board on that view named as the query's
 * `vizName` (Datart's client names the widget only); null when none or several fit.
 */
async function widgetChart(
  ctx: Ctx,
  boardId: string,
  p: Json,
  viewId: string,
): Promise<DatachartConfig | null> {
  const db = ctx.deps.db;
  const asked = typeof p.widgetId === 'string' ? p.widgetId : null;
  const rows = await db
    .select()
    .from(widgets)
    .where(
      asked ? and(eq(widgets.dashboardId, boardId), eq(widgets.id, asked)) : eq(widgets.dashboardId, boardId),
    );
  if (asked && !rows.length) throw new AppError('NOT_FOUND', { entity: 'widget' });
  const chartIds = rows.map((w) => w.datachartId).filter((x): x is string => !!x);
  const charts = chartIds.length
    ? await db
        .select({ id: datacharts.id, viewId: datacharts.viewId, config: datacharts.config })
        .from(datacharts)
        .where(inArray(datacharts.id, chartIds))
    : [];
  const board = readBoard(rows, charts).filter((w) => w.kind === 'chart' && w.chart?.config);
  const fits = asked
    ? board
    : board.filter(
        (w) => w.chart!.viewId === viewId && typeof p.vizName === 'string' && w.name === p.vizName,
      );
  return fits.length === 1 ? fits[0]!.chart!.config : null;
}

async function usable(ctx: Ctx, viewId: string, orgId: string): Promise<ViewRow> {
  const view = await findView(ctx.deps.db, viewId);
  if (!usableView(view, orgId)) throw new AppError('VIEW_UNAVAILABLE');
  return view;
}

/** The views a board's widgets query: those saved with each widget, and each linked chart's current one. */
async function boardViewIds(ctx: Ctx, boardId: string): Promise<string[]> {
  const rows = await ctx.deps.db.select().from(widgets).where(eq(widgets.dashboardId, boardId));
  const chartIds = rows.map((w) => w.datachartId).filter((x): x is string => !!x);
  const charts = chartIds.length
    ? await ctx.deps.db
        .select({ viewId: datacharts.viewId })
        .from(datacharts)
        .where(inArray(datacharts.id, chartIds))
    : [];
  return [
    ...new Set([...rows.flatMap((w) => w.viewIds), ...charts.flatMap((c) => (c.viewId ? [c.viewId] : []))]),
  ];
}

/**
 * A member's query (Datart's ViewExecuteParam with its viz): DOWNLOAD on the chart or board it belongs
 * to, and a view that chart or board really uses; the rows are then the member's own (their rules).
 */
export async function memberQuery(ctx: Ctx, p: Json): Promise<DownloadQuery & { orgId: string }> {
  const vizId = String(p.vizId);
  const viewId = String(p.viewId);
  if (p.vizType === 'DATACHART') {
    const chart = await findDatachart(ctx.deps.db, vizId);
    if (!chart || chart.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'datachart' });
    await authorize(ctx, chart.orgId, VIZ, chart.id, Level.DOWNLOAD);
    const view = await usable(ctx, chart.viewId ?? '', chart.orgId);
    return {
      orgId: chart.orgId,
      view,
      request: p,
      sheet: typeof p.vizName === 'string' ? p.vizName : chart.name,
      chart: configOf(chart.config),
    };
  }
  const { board } = await readableDashboard(ctx, vizId);
  await authorize(ctx, board.orgId, VIZ, board.id, Level.DOWNLOAD);
  if (!(await boardViewIds(ctx, board.id)).includes(viewId))
    throw new AppError('FORBIDDEN', { entity: 'view' });
  const view = await usable(ctx, viewId, board.orgId);
  return {
    orgId: board.orgId,
    view,
    request: p,
    sheet: typeof p.vizName === 'string' ? p.vizName : board.name,
    chart: await widgetChart(ctx, board.id, p, viewId),
  };
}

/**
 * A storyboard page to render (Datart's download from a story page): DOWNLOAD on a live storyboard, and
 * a page that is one of its pages. Answers the storyboard's organisation and the page.
 */
export async function storyPageTarget(ctx: Ctx, p: Json): Promise<{ orgId: string; pageId: string }> {
  const board = await findStoryboard(ctx, String(p.vizId));
  if (!board || board.isFolder || board.status === STATUS.ARCHIVED)
    throw new AppError('NOT_FOUND', { entity: 'storyboard' });
  await authorize(ctx, board.orgId, VIZ, board.id, Level.DOWNLOAD);
  const pageId = String(p.storyPageId);
  const [page] = await ctx.deps.db
    .select({ id: storypages.id })
    .from(storypages)
    .where(and(eq(storypages.id, pageId), eq(storypages.storyboardId, board.id)));
  if (!page)
    throw new AppError(
      'DOWNLOAD_STORY_PAGE_NOT_IN_STORYBOARD',
      {},
      {
        fields: [{ path: 'downloadParams.0.storyPageId', message: 'invalid' }],
      },
    );
  return { orgId: board.orgId, pageId };
}

/**
 * The share a download belongs to, re-checked (deleted, expired, creator gone or without SHARE → refused)
 * and allowed to download: its creator must hold DOWNLOAD on the shared viz.
 */
export async function downloadableShare(ctx: Ctx, shareId: string) {
  const live = await liveShare(ctx, shareId);
  if (!(await can(live.creator, live.share.orgId, VIZ, live.share.vizId, Level.DOWNLOAD)))
    throw new AppError('FORBIDDEN', { entity: 'download' });
  return live;
}

/** A share query: a view the shared viz uses, named by a token of this share for that very view. */
export async function shareQuery(ctx: Ctx, share: ShareRow, p: Json): Promise<DownloadQuery> {
  const viewId = String(p.viewId);
  if (!(await shareViewIds(ctx, share)).includes(viewId)) throw new AppError('FORBIDDEN', { entity: 'view' });
  const view = await usable(ctx, viewId, share.orgId);
  await checkShareReach(ctx, share, view, p);
  let chart: DatachartConfig | null = null;
  if (share.vizType === 'DATACHART')
    chart = configOf((await findDatachart(ctx.deps.db, share.vizId))?.config);
  else if (share.vizType === 'DASHBOARD') chart = await widgetChart(ctx, share.vizId, p, viewId);
  return { view, request: p, sheet: typeof p.vizName === 'string' ? p.vizName : view.name, chart };
}

/**
 * The page session named by a page's execute tokens: every token of one opening of one share (same share,
 * visitor, session, version and run-as), each for its view.
 */
export async function claimsOfTokens(
  ctx: Ctx,
  tokens: Record<string, { authorizedToken: string }>,
  viewIds: string[],
): Promise<ShareClaims> {
  let found: ShareClaims | null = null;
  for (const viewId of viewIds) {
    const token = tokens[viewId]?.authorizedToken;
    if (!token) throw new AppError('SHARE_TOKEN_INVALID');
    const claims = await openShareToken(ctx, token);
    if (
      claims.v !== viewId ||
      (found &&
        (found.s !== claims.s ||
          found.u !== claims.u ||
          found.n !== claims.n ||
          found.k !== claims.k ||
          found.r !== claims.r))
    )
      throw new AppError('SHARE_TOKEN_INVALID');
    found = claims;
  }
  if (!found) throw new AppError('SHARE_TOKEN_INVALID');
  return found;
}
