import { DATE_LEVEL_DELIMITER } from '../config/migrate';
import type { DatachartConfig } from '../config/config.schemas';
import type { ChartView } from '../types';
import type { RuntimeFilter } from './collect-filters';
import { urlFilters } from './url-filters';

/**
 * The conditions that select the rows behind one clicked point ("view detail"): each dimension of the
 * chart — a field of a group, mixed or colour section without an aggregate — equal to the clicked row's value.
 * Date levels and empty values add no condition (the rows shown are then a superset, never fewer). Values
 * are bound as parameters by the engine like every other filter.
 */
export function pointFilters(
  config: DatachartConfig,
  view: ChartView,
  row: Record<string, unknown> | null,
): RuntimeFilter[] {
  if (!row) return [];
  const params: Record<string, string[]> = {};
  for (const section of config.chartConfig.datas) {
    if (section.type !== 'group' && section.type !== 'mixed' && section.type !== 'color') continue;
    for (const field of section.rows ?? []) {
      if ((field.aggregate && field.aggregate !== 'NONE') || field.colName.includes(DATE_LEVEL_DELIMITER))
        continue;
      const value = row[field.colName.split('.').at(-1) ?? field.colName] ?? row[field.colName];
      if (value !== null && value !== undefined && value !== '') params[field.colName] = [String(value)];
    }
  }
  return urlFilters(view, params);
}
