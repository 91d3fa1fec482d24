import {
  boardViews,
  buildQuery,
  openingQueries,
  pageFilters,
  parseDatachartConfig,
  readBoard,
} from '@tessera/charts';
import { eq } from 'drizzle-orm';
import { STATUS, storyboards, storypages } from '@tessera/db';
import type { AuthedCtx } from '../context';
import type { DbOrTx } from '../orgs/create-org-record';
import { getDashboard } from '../dashboards/dashboards.service';
import { memberQuery, type DownloadQuery } from '../downloads/download-queries';
import { AppError } from '../errors';
import { findView } from '../views/view-tree';
import { authorize } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { findDatachart, VIZ } from '../viz/viz-tree';

type Json = Record<string, unknown>;

/** A chart's query as its config builds it (@tessera/charts' buildQuery), with its chart and view. */
export async function chartRequest(db: DbOrTx, chartId: string) {
  const chart = await findDatachart(db, chartId);
  if (!chart || chart.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'datachart' });
  const view = chart.viewId ? await findView(db, chart.viewId) : undefined;
  if (!view) throw new AppError('VIEW_UNAVAILABLE');
  const chartView = boardViews([{ id: view.id, model: view.model, config: view.config }]).get(view.id)!;
  const request = buildQuery(parseDatachartConfig(chart.config), chartView) as unknown as Json;
  return { chart, view, chartView, request };
}

/**
 * The queries of one item of a schedule's content, as its owner would open it: a chart's query built
 * from its config (@tessera/charts' buildQuery), a board's widgets as the board opens. Each is checked
 * as a download of the owner (DOWNLOAD on the chart or board, a view it uses), under their rules now.
 */
export async function contentQueries(
  ctx: AuthedCtx,
  item: { vizType: string; vizId: string },
): Promise<DownloadQuery[]> {
  if (item.vizType === 'DATACHART') {
    const { chart, view, request } = await chartRequest(ctx.deps.db, item.vizId);
    return [
      await memberQuery(ctx, {
        ...request,
        viewId: view.id,
        vizId: chart.id,
        vizType: 'DATACHART',
        vizName: chart.name,
      }),
    ];
  }
  if (item.vizType === 'DASHBOARD') {
    const detail = await getDashboard(ctx, { id: item.vizId });
    const board = readBoard(detail.widgets, detail.datacharts);
    const views = boardViews(detail.views);
    const chartName = new Map(detail.datacharts.map((c) => [c.id, c.name]));
    const widgetChart = new Map(detail.widgets.map((w) => [w.id, w.datachartId]));
    const out: DownloadQuery[] = [];
    for (const q of openingQueries(board, views, pageFilters(board, views, {}))) {
      const request = q.request as unknown as Json;
      out.push(
        await memberQuery(ctx, {
          ...request,
          vizId: detail.id,
          vizType: 'DASHBOARD',
          // the widget's own chart shapes its sheet (formats, grouped header)
          widgetId: q.widgetId,
          vizName: chartName.get(widgetChart.get(q.widgetId) ?? '') ?? detail.name,
        }),
      );
    }
    return out;
  }
  if (item.vizType === 'STORYBOARD') {
    // A storyboard's data is its pages' charts and boards, in order, each checked as its own download.
    const [board] = await ctx.deps.db.select().from(storyboards).where(eq(storyboards.id, item.vizId));
    if (!board || board.isFolder || board.status === STATUS.ARCHIVED)
      throw new AppError('NOT_FOUND', { entity: 'storyboard' });
    await authorize(ctx, board.orgId, VIZ, board.id, Level.DOWNLOAD);
    const pages = await ctx.deps.db
      .select({ relType: storypages.relType, relId: storypages.relId, config: storypages.config })
      .from(storypages)
      .where(eq(storypages.storyboardId, board.id));
    const order = (p: (typeof pages)[number]) => Number((p.config as { index?: unknown } | null)?.index ?? 0);
    pages.sort((a, b) => order(a) - order(b));
    const out: DownloadQuery[] = [];
    for (const page of pages)
      out.push(...(await contentQueries(ctx, { vizType: page.relType, vizId: page.relId })));
    return out;
  }
  throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'config.vizContents', message: 'invalid' }] });
}
