import type { ChartField } from '../config/config.schemas';
import { buildQuery } from '../query/build-query';
import type { RuntimeFilter } from '../query/collect-filters';
import type { ChartView, ExecuteRequest } from '../types';
import { newChartConfig } from './config-ops';

/**
 * The distinct values of a field, sorted, for filter pickers (workbench filters, dashboard controllers).
 * Built through buildQuery so that computed and date-level fields resolve as they do in charts.
 */
export function fieldValuesQuery(
  view: ChartView,
  field: ChartField,
  pageSize = 500,
  /** Conditions on the values offered (a cascading controller's parents). */
  runtimeFilters: RuntimeFilter[] = [],
): ExecuteRequest {
  const base = newChartConfig('mingxi-table');
  const row: ChartField = {
    uid: 'values',
    colName: field.colName,
    type: field.type,
    category: field.category,
    sort: { type: 'ASC' },
  };
  if (field.expression) row.expression = field.expression;
  if (field.path) row.path = field.path;
  const config = {
    ...base,
    aggregation: false,
    chartConfig: {
      ...base.chartConfig,
      datas: base.chartConfig.datas.map((s) => (s.key === 'mixed' ? { ...s, rows: [row] } : s)),
    },
  };
  return buildQuery(config, view, {
    keywords: ['DISTINCT'],
    pageSize,
    ...(runtimeFilters.length ? { runtimeFilters } : {}),
  });
}
