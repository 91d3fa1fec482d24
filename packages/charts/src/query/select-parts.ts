import type { ChartField, DataSection } from '../config/config.schemas';
import type { AggregateOperator, ExecuteRequest } from '../types';
import type { DrillState } from './drill';
import { currentGroupFields } from './drill';
import type { FieldUsage } from './field-usage';
import { aggregateOf, aliasOf } from './field-usage';
import type { ResolvedField } from './view-fields';

export interface SortCandidate {
  field: ChartField;
  resolved: ResolvedField;
  agg: AggregateOperator | null;
}

const valueSections = new Set(['aggregate', 'size', 'info']);
const isAggregatedInMixed = (field: ChartField) =>
  field.aggregate !== undefined && field.aggregate !== 'NONE';

function pushUnique<T extends { alias: string }>(list: T[], item: T): void {
  if (!list.some((x) => x.alias === item.alias)) list.push(item);
}

/**
 * Columns, groups and aggregators from the non-filter sections. With aggregation off every field is a
 * plain column; otherwise value sections (and aggregated mixed fields) are aggregators and the rest are
 * groups. Drillable group sections contribute only the levels the drill state shows.
 */
export function selectParts(
  sections: DataSection[],
  usage: FieldUsage,
  aggregation: boolean,
  drill: DrillState | undefined,
) {
  const columns: ExecuteRequest['columns'] = [];
  const groups: ExecuteRequest['groups'] = [];
  const aggregators: ExecuteRequest['aggregators'] = [];
  const sortable: SortCandidate[] = [];
  for (const section of sections) {
    if (section.type === 'filter') continue;
    const fields = section.type === 'group' ? currentGroupFields(section, drill) : (section.rows ?? []);
    for (const field of fields) {
      const resolved = usage.use(field);
      const isValue =
        valueSections.has(section.type) || (section.type === 'mixed' && isAggregatedInMixed(field));
      if (!aggregation) {
        pushUnique(columns, { column: resolved.path, alias: field.colName });
      } else if (isValue) {
        const agg = aggregateOf(field, resolved);
        usage.checkAggregate(field, resolved, agg);
        pushUnique(aggregators, {
          column: resolved.path,
          sqlOperator: agg,
          alias: aliasOf(field.colName, agg),
        });
        if (section.type !== 'info' && section.type !== 'size') sortable.push({ field, resolved, agg });
        continue;
      } else {
        pushUnique(groups, { column: resolved.path, alias: field.colName });
      }
      if (section.type !== 'color') sortable.push({ field, resolved, agg: null });
    }
  }
  return { columns, groups, aggregators, sortable };
}
