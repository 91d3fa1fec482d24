import { eq, inArray } from 'drizzle-orm';
import {
  boardViews,
  buildQuery,
  parseDatachartConfig,
  readBoard,
  type DatachartConfig,
} from '@tessera/charts';
import { datacharts, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { ViewRow } from '../views/view-tree';
import { oncePerRequest, type ShareRow } from './share-access';

type SharedVizRef = Pick<ShareRow, 'vizType' | 'vizId'>;

type Json = Record<string, unknown>;
interface Condition {
  column: string;
  sqlOperator: string;
  values: string[];
}

/** The saved chart configs of a shared viz that read `viewId` (a board's linked and own charts, a story's pages'). */
async function chartConfigsOn(ctx: Ctx, vizType: string, vizId: string, viewId: string): Promise<unknown[]> {
  const db = ctx.deps.db;
  if (vizType === 'DATACHART') {
    const [c] = await db
      .select({ viewId: datacharts.viewId, config: datacharts.config })
      .from(datacharts)
      .where(eq(datacharts.id, vizId));
    return c && c.viewId === viewId ? [c.config] : [];
  }
  if (vizType === 'DASHBOARD') {
    const rows = await db.select().from(widgets).where(eq(widgets.dashboardId, vizId));
    const chartIds = rows.map((w) => w.datachartId).filter((x): x is string => !!x);
    const charts = chartIds.length
      ? await db
          .select({
            id: datacharts.id,
            viewId: datacharts.viewId,
            config: datacharts.config,
            status: datacharts.status,
          })
          .from(datacharts)
          .where(inArray(datacharts.id, chartIds))
      : [];
    return readBoard(rows, charts)
      .filter((w) => w.kind === 'chart' && w.chart?.config && w.chart.viewId === viewId)
      .map((w) => w.chart!.config);
  }
  if (vizType === 'STORYBOARD') {
    const pages = await db
      .select({ relType: storypages.relType, relId: storypages.relId })
      .from(storypages)
      .where(eq(storypages.storyboardId, vizId));
    const out: unknown[] = [];
    for (const p of pages) out.push(...(await chartConfigsOn(ctx, p.relType, p.relId, viewId)));
    return out;
  }
  return [];
}

const valueText = (v: unknown) => {
  const { value, valueType } = (v ?? {}) as Json;
  return `${String(valueType)}:${String(value)}`;
};

function conditionOf(f: unknown): Condition | null {
  const { column, sqlOperator, values, aggOperator } = (f ?? {}) as Json;
  if (!Array.isArray(column) || typeof sqlOperator !== 'string' || !Array.isArray(values)) return null;
  if (aggOperator) return null;
  return { column: column.join('.'), sqlOperator, values: values.map(valueText).sort() };
}

const sameCondition = (a: Condition, b: Condition) =>
  a.column === b.column && a.sqlOperator === b.sqlOperator && a.values.join('\n') === b.values.join('\n');

/**
 * The chart with only the filters its viewer cannot change: Datart lets a filter row be shown to the
 * viewer (`visibility: 'show'` or `'condition'`), who may then pick its value.
 */
function hiddenFiltersOnly(config: DatachartConfig): DatachartConfig {
  const datas = config.chartConfig.datas.map((s) =>
    s.type === 'filter'
      ? {
          ...s,
          rows: (s.rows ?? []).filter((r) => {
            const visibility = (r.filter as { visibility?: unknown } | undefined)?.visibility;
            return visibility === undefined || visibility === null || visibility === 'hide';
          }),
        }
      : s,
  );
  return { ...config, chartConfig: { ...config.chartConfig, datas } };
}

/**
 * The conditions each chart on the view always runs with (decision D-share-16): its filter section's
 * row conditions, as its query builds them. Conditions on aggregates (HAVING; left out of "view data")
 * and on dates (resolved against the asker's clock, so they cannot be compared) are not required.
 */
async function fixedConditions(ctx: Ctx, share: SharedVizRef, view: ViewRow): Promise<Condition[][]> {
  return oncePerRequest(ctx, `fixed:${share.vizType}:${share.vizId}:${view.id}`, async () => {
    const chartView = boardViews([{ id: view.id, model: view.model, config: view.config }]).get(view.id)!;
    const out: Condition[][] = [];
    for (const config of await chartConfigsOn(ctx, share.vizType, share.vizId, view.id)) {
      let filters: unknown[];
      try {
        const parsed = parseDatachartConfig(config);
        filters = buildQuery(hiddenFiltersOnly(parsed), chartView, { now: ctx.deps.clock() }).filters;
      } catch {
        // a chart that no longer builds runs nothing: it cannot widen what is asked
        continue;
      }
      out.push(
        filters
          .map(conditionOf)
          .filter((c): c is Condition => c !== null && !c.values.some((v) => v.startsWith('DATE:'))),
      );
    }
    return out;
  });
}

/**
 * Refuses a share query that leaves out the conditions of every chart on its view (SHARE_FILTER_REQUIRED):
 * a visitor may add filters and use the page's controllers, but may not drop a chart's own filter to see
 * rows its owner kept out. A controller's list of options (plain columns of the fields the page's
 * controllers filter on, nothing aggregated) is what the page offers and needs no chart's conditions.
 */
export async function checkFixedFilters(
  ctx: Ctx,
  share: SharedVizRef,
  view: ViewRow,
  request: Json,
  controlFields: ReadonlySet<string>,
): Promise<void> {
  const charts = await fixedConditions(ctx, share, view);
  if (!charts.length || charts.some((c) => c.length === 0)) return;
  const list = (k: string) => (Array.isArray(request[k]) ? (request[k] as unknown[]) : []);
  const named = [...list('columns'), ...list('groups')].map((c) =>
    Array.isArray((c as Json)?.column) ? ((c as Json).column as string[]).join('.') : '',
  );
  const optionsOnly =
    list('aggregators').length === 0 && named.length > 0 && named.every((n) => controlFields.has(n));
  if (optionsOnly) return;
  const asked = list('filters')
    .map(conditionOf)
    .filter((c): c is Condition => c !== null);
  const kept = charts.some((conditions) => conditions.every((c) => asked.some((a) => sameCondition(a, c))));
  if (!kept) throw new AppError('SHARE_FILTER_REQUIRED');
}
