import {
  boardViews,
  buildQuery,
  openingQueries,
  pageFilters,
  parseDatachartConfig,
  readBoard,
} from '@tessera/charts';
import { STATUS } from '@tessera/db';
import type { AuthedCtx } from '../context';
import { getDashboard } from '../dashboards/dashboards.service';
import { memberQuery, type DownloadQuery } from '../downloads/download-queries';
import { AppError } from '../errors';
import { findView } from '../views/view-tree';
import { findDatachart } from '../viz/viz-tree';

type Json = Record<string, unknown>;

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
    const chart = await findDatachart(ctx.deps.db, item.vizId);
    if (!chart || chart.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'datachart' });
    const view = chart.viewId ? await findView(ctx.deps.db, chart.viewId) : undefined;
    if (!view) throw new AppError('VIEW_UNAVAILABLE');
    const chartView = boardViews([{ id: view.id, model: view.model, config: view.config }]).get(view.id)!;
    const request = buildQuery(parseDatachartConfig(chart.config), chartView) as unknown as Json;
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
          vizName: chartName.get(widgetChart.get(q.widgetId) ?? '') ?? detail.name,
        }),
      );
    }
    return out;
  }
  throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'config.vizContents', message: 'invalid' }] });
}
