import type { DatachartConfig } from '../config/config.schemas';
import { styleValue } from '../config/style-tree';
import { getChartMeta } from '../registry/registry';
import type { AggregateOperator, ChartView, ExecuteRequest } from '../types';
import type { RuntimeFilter } from './collect-filters';
import { collectFilters } from './collect-filters';
import type { DrillState } from './drill';
import type { FieldUsage } from './field-usage';
import { createFieldUsage } from './field-usage';
import { detailColumns, selectParts, sortFields } from './select-parts';

export { aliasOf } from './field-usage';
export const DEFAULT_PAGE_SIZE = 1000;

export interface BuildQueryExtra {
  pageNo?: number;
  pageSize?: number;
  drill?: DrillState;
  /** Controller / cross-filter conditions from dashboards, by field name. */
  runtimeFilters?: RuntimeFilter[];
  /** Sorting chosen at run time (table header clicks); replaces the config's sorting when given. */
  orders?: { column: string; operator: 'ASC' | 'DESC'; aggOperator?: AggregateOperator | null }[];
  params?: Record<string, string[]>;
  keywords?: ExecuteRequest['keywords'];
  script?: boolean;
  /** "View data": the rows behind the chart, plain columns plus the non-aggregate filters. */
  detail?: boolean;
  vizId?: string;
  vizName?: string;
  /** Clock for relative date filters (tests pass a fixed one). */
  now?: Date;
}

function buildOrders(
  usage: FieldUsage,
  sections: DatachartConfig['chartConfig']['datas'],
  extra: BuildQueryExtra,
  aggregation: boolean,
): ExecuteRequest['orders'] {
  // Sorting chosen at run time replaces the config's, as Datart's extra sorters do.
  if (extra.orders?.length) {
    return extra.orders.map((order) => ({
      column: usage.use({ colName: order.column }).path,
      operator: order.operator,
      aggOperator: aggregation ? (order.aggOperator ?? null) : null,
    }));
  }
  // CUSTOMIZE orders cannot be expressed in SQL; applyCustomSort reorders the rows after the query.
  return sortFields(sections, usage, aggregation, extra.drill);
}

function pageInfo(config: DatachartConfig, extra: BuildQueryExtra): ExecuteRequest['pageInfo'] {
  const defaults = getChartMeta(config.chartGraphId).settings;
  const settings = config.chartConfig.settings;
  const read = <T>(key: string) =>
    styleValue<T>(settings, ['paging', key]) ?? styleValue<T>(defaults, ['paging', key]);
  return {
    pageNo: Math.max(1, extra.pageNo ?? 1),
    pageSize: extra.pageSize ?? (read<number>('pageSize') || DEFAULT_PAGE_SIZE),
    countTotal: Boolean(read<boolean>('enablePaging')),
  };
}

/** The view config keys Datart copies into every request; `cacheExpires: ''` (Datart's empty form) is no value. */
function viewConfigKeys(view: ChartView): Partial<ExecuteRequest> {
  const config = (view.config ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof config.cache === 'boolean') out.cache = config.cache;
  const expires = config.cacheExpires;
  if (
    typeof expires === 'number' ||
    (typeof expires === 'string' && expires.trim() !== '' && Number.isFinite(Number(expires)))
  )
    out.cacheExpires = Number(expires);
  if (typeof config.concurrencyControl === 'boolean') out.concurrencyControl = config.concurrencyControl;
  if (typeof config.concurrencyControlMode === 'string')
    out.concurrencyControlMode = config.concurrencyControlMode;
  return out;
}

/**
 * A chart config → the execute request of datart-facts §3.1. This is the one place where a chart becomes
 * a query (workbench, dashboards, shares, downloads and schedules all call it). Fields are checked
 * against the view model (CHART_FIELD_NOT_IN_VIEW names the field) and SUM / AVG over a non-numeric
 * field fails with CHART_AGGREGATE_NOT_NUMERIC.
 */
export function buildQuery(
  config: DatachartConfig,
  view: ChartView,
  extra: BuildQueryExtra = {},
): ExecuteRequest {
  const usage = createFieldUsage(config, view);
  const sections = config.chartConfig.datas;
  const aggregation = config.aggregation !== false && !extra.detail;
  const { columns, groups, aggregators } = extra.detail
    ? { ...detailColumns(sections, usage, extra.drill), groups: [], aggregators: [] }
    : selectParts(sections, usage, aggregation, extra.drill);
  const filters = collectFilters(sections, usage, {
    drill: extra.drill,
    runtime: extra.runtimeFilters,
    detail: extra.detail,
    now: extra.now ?? new Date(),
  });
  const request: ExecuteRequest = {
    viewId: view.id,
    vizType: 'dataChart',
    columns,
    aggregators,
    groups,
    filters,
    orders: extra.detail ? [] : buildOrders(usage, sections, extra, aggregation),
    functionColumns: usage.functionColumns(sections),
    pageInfo: pageInfo(config, extra),
  };
  if (extra.vizId) request.vizId = extra.vizId;
  if (extra.vizName) request.vizName = extra.vizName;
  if (extra.keywords?.length) request.keywords = extra.keywords;
  if (extra.params) request.params = extra.params;
  if (extra.script) request.script = true;
  return { ...request, ...viewConfigKeys(view) };
}
