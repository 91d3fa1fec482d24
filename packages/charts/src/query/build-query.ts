import type { AggregateAction, ChartField, DatachartConfig, DataSection } from '../config/config.schemas';
import { styleValue } from '../config/style-tree';
import { ChartError } from '../errors';
import { getChartMeta } from '../registry/registry';
import type { AggregateOperator, ChartView, ExecuteRequest } from '../types';
import type { DrillState } from './drill';
import { currentGroupFields, drillConditions } from './drill';
import { hasActiveCondition, toRequestFilters } from './filters';
import type { ResolvedField } from './view-fields';
import { createFieldResolver } from './view-fields';

export const DEFAULT_PAGE_SIZE = 1000;

export interface BuildQueryExtra {
  pageNo?: number;
  pageSize?: number;
  drill?: DrillState;
  /** Controller / cross-filter conditions from dashboards, by field name. */
  runtimeFilters?: {
    column: string;
    sqlOperator: ExecuteRequest['filters'][number]['sqlOperator'];
    values: ExecuteRequest['filters'][number]['values'];
  }[];
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

const NUMERIC_ONLY: AggregateAction[] = ['SUM', 'AVG'];
const valueSections = new Set(['aggregate', 'size', 'info']);

const aggOf = (field: ChartField, resolved: ResolvedField): AggregateOperator | null => {
  if (resolved.aggregatedExpression) return null;
  const agg = field.aggregate;
  if (agg && agg !== 'NONE') return agg;
  if (agg === 'NONE') return null;
  return resolved.type === 'NUMERIC' ? 'SUM' : 'COUNT';
};

/** `SUM(amount)` for aggregated fields, the field name otherwise (Datart's alias convention). */
export const aliasOf = (colName: string, agg: AggregateOperator | null): string =>
  agg ? `${agg}(${colName})` : colName;

const isAggregatedInMixed = (field: ChartField) =>
  field.aggregate !== undefined && field.aggregate !== 'NONE';

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
  const meta = getChartMeta(config.chartGraphId);
  const resolve = createFieldResolver(config, view);
  const now = extra.now ?? new Date();
  const sections = config.chartConfig.datas;
  const aggregation = config.aggregation !== false && !extra.detail;
  const used = new Map<string, ResolvedField>();
  const use = (field: ChartField) => {
    const resolved = resolve(field);
    used.set(field.colName, resolved);
    return resolved;
  };
  const checkAggregate = (field: ChartField, resolved: ResolvedField, agg: AggregateOperator | null) => {
    if (agg && NUMERIC_ONLY.includes(agg) && resolved.type !== 'NUMERIC') {
      throw new ChartError('CHART_AGGREGATE_NOT_NUMERIC', { field: field.colName, aggregate: agg });
    }
  };

  const columns: ExecuteRequest['columns'] = [];
  const groups: ExecuteRequest['groups'] = [];
  const aggregators: ExecuteRequest['aggregators'] = [];
  const orders: ExecuteRequest['orders'] = [];
  const sortable: { field: ChartField; resolved: ResolvedField; agg: AggregateOperator | null }[] = [];

  const pushUnique = <T extends { alias: string }>(list: T[], item: T) => {
    if (!list.some((x) => x.alias === item.alias)) list.push(item);
  };
  const visibleFields = (section: DataSection): ChartField[] =>
    section.type === 'group' ? currentGroupFields(section, extra.drill) : (section.rows ?? []);

  for (const section of sections) {
    if (section.type === 'filter') continue;
    for (const field of visibleFields(section)) {
      const resolved = use(field);
      if (!aggregation) {
        pushUnique(columns, { column: resolved.path, alias: field.colName });
        if (section.type !== 'color') sortable.push({ field, resolved, agg: null });
        continue;
      }
      const isValue =
        valueSections.has(section.type) || (section.type === 'mixed' && isAggregatedInMixed(field));
      if (isValue) {
        const agg = aggOf(field, resolved);
        checkAggregate(field, resolved, agg);
        pushUnique(aggregators, {
          column: resolved.path,
          sqlOperator: agg,
          alias: aliasOf(field.colName, agg),
        });
        if (section.type !== 'info' && section.type !== 'size') sortable.push({ field, resolved, agg });
      } else {
        pushUnique(groups, { column: resolved.path, alias: field.colName });
        if (section.type !== 'color') sortable.push({ field, resolved, agg: null });
      }
    }
  }

  const filters: ExecuteRequest['filters'] = [];
  for (const section of sections.filter((s) => s.type === 'filter')) {
    for (const field of (section.rows ?? []).filter(hasActiveCondition)) {
      const resolved = use(field);
      const agg = field.aggregate && field.aggregate !== 'NONE' ? field.aggregate : null;
      if (agg && extra.detail) continue;
      checkAggregate(field, resolved, agg);
      filters.push(...toRequestFilters(field, resolved.path, agg, now));
    }
  }
  for (const section of sections.filter((s) => s.type === 'group')) {
    for (const { field, value } of drillConditions(section, extra.drill)) {
      filters.push({
        column: use(field).path,
        aggOperator: null,
        sqlOperator: 'EQ',
        values: [{ value, valueType: 'STRING' }],
      });
    }
  }
  for (const runtime of extra.runtimeFilters ?? []) {
    const resolved = use({ colName: runtime.column });
    filters.push({
      column: resolved.path,
      aggOperator: null,
      sqlOperator: runtime.sqlOperator,
      values: runtime.values,
    });
  }

  if (extra.orders?.length) {
    for (const order of extra.orders) {
      orders.push({
        column: use({ colName: order.column }).path,
        operator: order.operator,
        aggOperator: aggregation ? (order.aggOperator ?? null) : null,
      });
    }
  } else {
    for (const { field, resolved, agg } of sortable) {
      const type = field.sort?.type;
      if (type === 'ASC' || type === 'DESC')
        orders.push({ column: resolved.path, operator: type, aggOperator: agg });
    }
  }

  const settings = config.chartConfig.settings;
  const defaultPageSize = styleValue<number>(meta.settings, ['paging', 'pageSize']);
  const pageSize =
    extra.pageSize ??
    styleValue<number>(settings, ['paging', 'pageSize']) ??
    defaultPageSize ??
    DEFAULT_PAGE_SIZE;
  const enablePaging =
    styleValue<boolean>(settings, ['paging', 'enablePaging']) ??
    styleValue<boolean>(meta.settings, ['paging', 'enablePaging']);

  const functionColumns = [...used.values()].flatMap((r) => (r.functionColumn ? [r.functionColumn] : []));
  const viewConfig = view.config ?? {};
  const request: ExecuteRequest = {
    viewId: view.id,
    vizType: 'dataChart',
    columns,
    aggregators,
    groups,
    filters,
    orders,
    functionColumns: functionColumns.filter(
      (f, i) => functionColumns.findIndex((g) => g.alias === f.alias) === i,
    ),
    pageInfo: { pageNo: Math.max(1, extra.pageNo ?? 1), pageSize, countTotal: Boolean(enablePaging) },
  };
  if (extra.vizId) request.vizId = extra.vizId;
  if (extra.vizName) request.vizName = extra.vizName;
  if (extra.keywords?.length) request.keywords = extra.keywords;
  if (extra.params) request.params = extra.params;
  if (extra.script) request.script = true;
  for (const key of ['cache', 'cacheExpires', 'concurrencyControl', 'concurrencyControlMode'] as const) {
    if (viewConfig[key] !== undefined) Object.assign(request, { [key]: viewConfig[key] });
  }
  return request;
}
