import { viewConfigSchema, viewModelSchema } from '@tessera/query';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { can, loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { descriptor } from '../sources/source-data.service';
import { findSource } from '../sources/source-tree';
import { withQueryErrors } from '../sources/query-errors';
import { parse } from '../validation';
import { allowedColumns, resolveVariables } from '../views/access-rules';
import { executeChartQuery, permissionFingerprint } from '../views/execute.service';
import { restrictModel } from '../views/model';
import { viewSql } from '../views/view-sql';
import { findView, VIEW, type ViewRow } from '../views/view-tree';
import { usableView } from './datacharts.service';
import { executeDatachartInputSchema } from './viz.schemas';
import { findDatachart, VIZ } from './viz-tree';

/**
 * Runs a saved chart's query (decision D-viz-1 in docs/decisions.md). The client names the chart; the
 * view is the one saved with the chart (a `viewId` in the request is overwritten). It needs READ on the
 * chart OR on its view. Row rules (permission variables) and column rules are those of the actor.
 */
export async function executeDatachart(ctx: Ctx, rawInput: unknown) {
  const input = parse(executeDatachartInputSchema, rawInput);
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
  const request = { ...input.request, viewId: view.id };
  // A reader of the view goes through the view's own execute service, unchanged.
  if (readsView) return executeChartQuery(ctx, request);
  return executeAsChartReader(ctx, view, request);
}

/**
 * The same steps as the view execute service for someone who reads the chart but not its view: the
 * actor's row and column rules, and never the SQL back (that needs MANAGE on the view).
 */
async function executeAsChartReader(ctx: Ctx, view: ViewRow, request: Record<string, unknown>) {
  if (!view.sourceId) throw new AppError('VIEW_UNAVAILABLE');
  const source = await findSource(ctx.deps.db, view.sourceId);
  if (!source || source.orgId !== view.orgId) throw new AppError('NOT_FOUND', { entity: 'source' });
  const access = await loadAccess(ctx, view.orgId);
  const variables = await resolveVariables(ctx, view, access);
  const columns = await allowedColumns(ctx, view, access);
  const model = viewModelSchema.safeParse(restrictModel(view.model ?? null, columns) ?? undefined);
  const config = viewConfigSchema.safeParse(view.config ?? {});
  const src = await descriptor(ctx, source);
  const sql = await viewSql(ctx, view, src);
  const result = await withQueryErrors(async () =>
    ctx.deps.query.executeQuery({
      source: src,
      view: {
        sql,
        model: model.success ? model.data : undefined,
        variables,
        config: config.success ? config.data : undefined,
      },
      request: { ...request, script: false },
      actor: { permissionFingerprint: permissionFingerprint({ variables, columns }) },
      includeScript: false,
    }),
  );
  return { ...result.dataframe, script: null, warnings: result.warnings };
}
