import { boardViews, openingQueries, pageFilters, readBoard } from '@tessera/charts';
import { and, eq, inArray } from 'drizzle-orm';
import { poolSizeOf } from '@tessera/query';
import { datacharts, STATUS, widgets } from '@tessera/db';
import { cachedSource, cachedViewRow } from '../cache/execute-metadata';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { runOnView } from '../views/execute.service';
import { usableView } from '../viz/datacharts.service';
import { type DashboardDataInput } from './dashboards.schemas';
import { getDashboard, readableDashboard, type DashboardDetail } from './dashboards.service';

type Frame = Awaited<ReturnType<typeof runOnView>>;
/** One line of a board's data answer: a widget's rows, or why that widget alone has none. */
export type WidgetData = { widgetId: string; data: Frame } | { widgetId: string; error: unknown };
type Query = { widgetId: string; request: Record<string, unknown> };

/**
 * A board's opening queries as the web board plans them on its first render (`openingQueries` of
 * @tessera/charts, from the detail the reader gets from `dashboard.byId`), for a page with `params`.
 */
function openingPlan(detail: DashboardDetail, params: Record<string, string[]>): Query[] {
  const board = readBoard(detail.widgets, detail.datacharts);
  const views = boardViews(detail.views);
  return openingQueries(board, views, pageFilters(board, views, params)).map((q) => ({
    widgetId: q.widgetId,
    request: q.request as unknown as Record<string, unknown>,
  }));
}

/** A per-source gate: at most `limit` queries of one source run at once; the rest wait their turn. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Opens a board's data request (decision D-dash-1 in docs/decisions.md). Everything that refuses the
 * whole request (no such board, no READ) is checked before this returns; after that, each widget's
 * query runs on its own and its line is yielded as soon as it is ready, a failure included.
 *
 * READ on the board lets a reader run its widgets' queries, as READ on a chart does for the chart. The
 * view of each widget comes from what the server stored (a linked chart's current view, or the views
 * the widget was saved with), never from the request; row and column rules are those of the actor.
 */
export async function openDashboardData(
  ctx: Ctx,
  input: DashboardDataInput,
): Promise<{ queries: Query[]; lines: AsyncIterable<WidgetData> }> {
  let board: { id: string; orgId: string };
  let queries: Query[];
  let rows: { id: string; datachartId: string | null; viewIds: string[] }[];
  let charts: { id: string; viewId: string | null; status: number }[];
  if (input.opening) {
    // The detail checks READ as `dashboard.byId` does, and holds the widgets and charts the lines need.
    const detail = await getDashboard(ctx, { id: input.id });
    board = detail;
    queries = openingPlan(detail, input.opening.params);
    rows = detail.widgets;
    charts = detail.datacharts;
  } else {
    board = (await readableDashboard(ctx, input.id)).board;
    queries = input.queries ?? [];
    const ids = [...new Set(queries.map((q) => q.widgetId))];
    rows = await ctx.deps.db
      .select()
      .from(widgets)
      .where(and(eq(widgets.dashboardId, board.id), inArray(widgets.id, ids)));
    const chartIds = rows.map((w) => w.datachartId).filter((x): x is string => !!x);
    charts = chartIds.length
      ? await ctx.deps.db
          .select({ id: datacharts.id, viewId: datacharts.viewId, status: datacharts.status })
          .from(datacharts)
          .where(inArray(datacharts.id, chartIds))
      : [];
  }
  const byId = new Map(rows.map((w) => [w.id, w]));
  const chartView = new Map(charts.filter((c) => c.status !== STATUS.ARCHIVED).map((c) => [c.id, c.viewId]));
  const gates = new Map<string, Gate>();

  const runOne = async (widgetId: string, request: Record<string, unknown>): Promise<WidgetData> => {
    try {
      const widget = byId.get(widgetId);
      if (!widget) throw new AppError('NOT_FOUND', { entity: 'widget' });
      // The chart itself was archived or deleted: say so, not that its view was (issue 35, spec item 4).
      if (widget.datachartId && !chartView.has(widget.datachartId)) throw new AppError('CHART_UNAVAILABLE');
      const allowed = widget.datachartId
        ? [chartView.get(widget.datachartId)].filter(Boolean)
        : widget.viewIds;
      const asked = typeof request.viewId === 'string' ? request.viewId : undefined;
      const viewId = asked && allowed.includes(asked) ? asked : allowed[0];
      // From the metadata cache: a board's widgets mostly share a few views (24 charts, one view).
      const view = viewId ? await cachedViewRow(ctx, viewId) : undefined;
      if (!usableView(view, board.orgId)) throw new AppError('VIEW_UNAVAILABLE');
      const source = view.sourceId ? await cachedSource(ctx, board.orgId, view.sourceId) : undefined;
      if (!source) throw new AppError('NOT_FOUND', { entity: 'source' });
      let gate = gates.get(source.id);
      if (!gate) gates.set(source.id, (gate = new Gate(poolSizeOf(source.config))));
      const data = await gate.run(() => runOnView(ctx, view, { ...request, viewId: view.id }, false));
      return { widgetId, data };
    } catch (error) {
      return { widgetId, error };
    }
  };

  async function* lines(): AsyncGenerator<WidgetData> {
    const pending = new Map<number, Promise<{ i: number; line: WidgetData }>>();
    queries.forEach((q, i) =>
      pending.set(
        i,
        runOne(q.widgetId, q.request).then((line) => ({ i, line })),
      ),
    );
    while (pending.size) {
      const { i, line } = await Promise.race(pending.values());
      pending.delete(i);
      yield line;
    }
  }
  return { queries, lines: lines() };
}
