import type { ChartField, DataSection } from '../config/config.schemas';
import type { AggregateOperator, ExecuteRequest } from '../types';
import type { DrillState } from './drill';
import { currentGroupFields } from './drill';
import type { FieldUsage } from './field-usage';
import { aggregateOf, aliasOf } from './field-usage';

/**
 * Columns, groups, aggregators and orders from the data sections, by the rules of Datart's
 * ChartDataRequestBuilder (datart-facts §13; decisions D-query-1):
 * - aggregation on: aggregate, size and info fields, and the NUMERIC fields of a mixed section, are
 *   aggregators with their own aggregate (none → the bare column); colour fields, the shown group levels
 *   and the DATE / STRING fields of a mixed section are groups. Aggregators are unique by column and
 *   operator, groups by column.
 * - aggregation off: every field of the colour, aggregate, size, info, mixed and (shown) group sections is
 *   a column, repeats kept, so the column positions are the ones Datart's client reads.
 * - orders: the ASC / DESC fields of the aggregate, mixed and shown group sections.
 * Sections of other types (filter, or none) add nothing here.
 */

const valueSections = new Set(['aggregate', 'size', 'info']);
const columnSections = new Set(['color', 'aggregate', 'size', 'info', 'mixed']);
const orderSections = new Set(['aggregate', 'mixed', 'group']);

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function rowsOf(section: DataSection, drill: DrillState | undefined): ChartField[] {
  return section.type === 'group' ? currentGroupFields(section, drill) : (section.rows ?? []);
}

function aggregatorFields(section: DataSection): ChartField[] {
  if (valueSections.has(section.type ?? '')) return section.rows ?? [];
  if (section.type === 'mixed') return (section.rows ?? []).filter((r) => r.type === 'NUMERIC');
  return [];
}

function groupFields(section: DataSection, drill: DrillState | undefined): ChartField[] {
  if (section.type === 'color') return section.rows ?? [];
  if (section.type === 'group') return currentGroupFields(section, drill);
  if (section.type === 'mixed')
    return (section.rows ?? []).filter((r) => r.type === 'DATE' || r.type === 'STRING');
  return [];
}

export function selectParts(
  sections: DataSection[],
  usage: FieldUsage,
  aggregation: boolean,
  drill: DrillState | undefined,
) {
  const columns: ExecuteRequest['columns'] = [];
  const groups: ExecuteRequest['groups'] = [];
  const aggregators: ExecuteRequest['aggregators'] = [];
  if (!aggregation) {
    for (const section of sections) {
      if (section.type !== 'group' && !columnSections.has(section.type ?? '')) continue;
      for (const field of rowsOf(section, drill))
        columns.push({ column: usage.use(field).path, alias: aliasOf(field) });
    }
    return { columns, groups, aggregators };
  }
  for (const section of sections) {
    for (const field of aggregatorFields(section)) {
      const resolved = usage.use(field);
      const agg = aggregateOf(field, resolved);
      usage.checkAggregate(field, resolved, agg);
      if (aggregators.some((a) => same(a.column, resolved.path) && a.sqlOperator === agg)) continue;
      aggregators.push({ column: resolved.path, sqlOperator: agg, alias: aliasOf(field) });
    }
  }
  for (const section of sections) {
    for (const field of groupFields(section, drill)) {
      const resolved = usage.use(field);
      if (groups.some((g) => same(g.column, resolved.path))) continue;
      groups.push({ column: resolved.path, alias: aliasOf(field) });
    }
  }
  return { columns, groups, aggregators };
}

/** The fields a chart sorts by, in Datart's order, with the aggregate each is sorted with. */
export function sortFields(
  sections: DataSection[],
  usage: FieldUsage,
  aggregation: boolean,
  drill: DrillState | undefined,
): ExecuteRequest['orders'] {
  return sections.flatMap((section) => {
    if (!orderSections.has(section.type ?? '')) return [];
    return rowsOf(section, drill).flatMap((field) => {
      const type = field.sort?.type;
      if (type !== 'ASC' && type !== 'DESC') return [];
      const resolved = usage.use(field);
      // Without aggregation there is no GROUP BY, so an aggregate in ORDER BY would fold the rows (D-query-2).
      const agg: AggregateOperator | null = aggregation ? aggregateOf(field, resolved) : null;
      return [{ column: resolved.path, operator: type, aggOperator: agg }];
    });
  });
}

/**
 * "View data" (Datart's buildDetails): every field of every section once (by name), the shown levels of a
 * drillable section, aggregated computed fields left out; no groups, aggregators or orders.
 */
export function detailColumns(sections: DataSection[], usage: FieldUsage, drill: DrillState | undefined) {
  const columns: ExecuteRequest['columns'] = [];
  const seen = new Set<string>();
  for (const section of sections) {
    const rows = section.drillable ? currentGroupFields(section, drill) : (section.rows ?? []);
    for (const field of rows) {
      if (field.category === 'aggregateComputedField' || seen.has(field.colName)) continue;
      seen.add(field.colName);
      columns.push({ column: usage.use(field).path, alias: aliasOf(field) });
    }
  }
  return { columns };
}
