import type { DataSection } from '../config/config.schemas';
import { ChartError } from '../errors';
import type { ExecuteRequest } from '../types';
import type { DrillState } from './drill';
import { drillConditions } from './drill';
import type { FieldUsage } from './field-usage';
import { hasActiveCondition, isFilterOperator, splitDateRanges, toRequestFilters } from './filters';

type RequestFilter = ExecuteRequest['filters'][number];
export type RuntimeFilter = {
  column: string;
  sqlOperator: RequestFilter['sqlOperator'];
  values: RequestFilter['values'];
};

/**
 * WHERE / HAVING conditions: the filter sections (HAVING when the field is aggregated; left out for
 * "view data"), the drill path, and run-time filters from dashboard controllers. Date ranges of all of
 * them are split as Datart's board does (GTE start, LT end).
 */
export function collectFilters(
  sections: DataSection[],
  usage: FieldUsage,
  options: { drill?: DrillState; runtime?: RuntimeFilter[]; detail?: boolean; now: Date },
): RequestFilter[] {
  const filters: RequestFilter[] = [];
  for (const section of sections.filter((s) => s.type === 'filter')) {
    for (const field of (section.rows ?? []).filter(hasActiveCondition)) {
      const resolved = usage.use(field);
      const agg = field.aggregate && field.aggregate !== 'NONE' ? field.aggregate : null;
      if (agg && options.detail) continue;
      usage.checkAggregate(field, resolved, agg);
      filters.push(...toRequestFilters(field, resolved.path, agg, options.now));
    }
  }
  for (const section of sections.filter((s) => s.type === 'group')) {
    for (const { field, value } of drillConditions(section, options.drill)) {
      filters.push({
        column: usage.use(field).path,
        aggOperator: null,
        sqlOperator: 'EQ',
        values: [{ value, valueType: 'STRING' }],
      });
    }
  }
  for (const runtime of options.runtime ?? []) {
    if (!isFilterOperator(runtime.sqlOperator)) {
      throw new ChartError('CHART_CONFIG_INVALID', {
        path: 'runtimeFilters.sqlOperator',
        reason: String(runtime.sqlOperator),
      });
    }
    const resolved = usage.use({ colName: runtime.column });
    filters.push({
      column: resolved.path,
      aggOperator: null,
      sqlOperator: runtime.sqlOperator,
      values: runtime.values,
    });
  }
  return splitDateRanges(filters);
}
