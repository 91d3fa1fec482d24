import type { ExecuteRequest } from '@tessera/query/contract';
import type { Ctx } from '../context';
import { AppError, isAppError } from '../errors';
import { can, loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { executeChartQuery, runOnView, streamChartQuery, streamPageOnView } from '../views/execute.service';
import { findView, VIEW, type ViewRow } from '../views/view-tree';
import { usableView } from './datacharts.service';
import { executeDatachartInputSchema, type ExecuteDatachartInput } from './viz.schemas';
import { parse } from '../validation';
import { findDatachart, VIZ } from './viz-tree';

/**
 * Runs a saved chart's query (decision D-viz-1 in docs/decisions.md). The client names the chart; the
 * view is the one saved with the chart (a `viewId` in the request is overwritten). It needs READ on the
 * chart OR on its view. Row rules (permission variables) and column rules are those of the actor.
 */
export async function executeDatachart(ctx: Ctx, input: ExecuteDatachartInput) {
  const { view, request, includeScript } = await chartQuery(ctx, input);
  return runOnView(ctx, view, request, includeScript);
}

/** `executeDatachart` for large pages: rows in batches, as `streamChartQuery` answers them. */
export async function streamDatachart(ctx: Ctx, input: ExecuteDatachartInput) {
  const { view, request, includeScript } = await chartQuery(ctx, input);
  return streamPageOnView(ctx, view, request, includeScript);
}

/**
 * A chart query as Datart's client sends it (REST `POST /data-provider/execute`, tRPC `data.execute`):
 * READ on the view; or, when the request names the chart it draws (`vizType: DATACHART` + `vizId`), a
 * reader of that chart who may not read the view gets the chart's own query (D-viz-1). Everyone else
 * keeps the view's FORBIDDEN. Both doors call this, so they answer alike.
 */
export function executeDataQuery(ctx: Ctx, request: ExecuteRequest) {
  return orChart(request, executeChartQuery(ctx, request), (input) => executeDatachart(ctx, input));
}

/** `executeDataQuery` for large pages (tRPC `data.executeStream`), with the same chart rule. */
export function streamDataQuery(ctx: Ctx, request: ExecuteRequest) {
  return orChart(request, streamChartQuery(ctx, request), (input) => streamDatachart(ctx, input));
}

function orChart<T>(
  request: ExecuteRequest,
  onView: Promise<T>,
  onChart: (input: ExecuteDatachartInput) => Promise<T>,
) {
  const chartId = request.vizType === 'DATACHART' ? request.vizId : undefined;
  return onView.catch((e: unknown) => {
    if (!chartId || !isAppError(e) || e.code !== 'FORBIDDEN') throw e;
    // The chart named in the request is an input built here: checked with the chart door's schema.
    return onChart(parse(executeDatachartInputSchema, { id: chartId, request }));
  });
}

async function chartQuery(
  ctx: Ctx,
  input: ExecuteDatachartInput,
): Promise<{ view: ViewRow; request: Record<string, unknown>; includeScript: boolean }> {
  const chart = await findDatachart(ctx.deps.db, input.id);
  if (!chart) throw new AppError('NOT_FOUND', { entity: 'datachart' });
  const chartLevel = chart.status === 0 ? Level.MANAGE : Level.READ;
  const readsChart = await can(ctx, chart.orgId, VIZ, chart.id, chartLevel);
  const view = chart.viewId ? await findView(ctx.deps.db, chart.viewId) : undefined;
  const readsView = usableView(view, chart.orgId) && (await can(ctx, chart.orgId, VIEW, view.id, Level.READ));
  if (!readsChart && !readsView) {
    // Same answer for "no such chart here" and "not yours", so ids cannot be probed across organisations.
    const access = await loadAccess(ctx, chart.orgId);
    throw new AppError(access.isMember ? 'FORBIDDEN' : 'NOT_FOUND', { entity: 'datachart' });
  }
  if (!usableView(view, chart.orgId)) throw new AppError('VIEW_UNAVAILABLE');
  const request: Record<string, unknown> = { ...input.request, viewId: view.id };
  // Whether READ came from the chart or from the view, the query runs under the actor's own rules;
  // the SQL comes back only to managers of the view.
  const includeScript =
    request.script === true && readsView && (await can(ctx, chart.orgId, VIEW, view.id, Level.MANAGE));
  return { view, request, includeScript };
}
