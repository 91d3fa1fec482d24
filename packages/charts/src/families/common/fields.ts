import type { ChartField, DatachartConfig, SectionType } from '../../config/config.schemas';
import type { AggregateOperator } from '../../types';

/** The aggregate a value field is queried with (mirrors buildQuery's rule). */
export function valueAggregate(field: ChartField): AggregateOperator | null {
  if (field.category === 'aggregateComputedField') return null;
  if (field.aggregate === 'NONE') return null;
  if (field.aggregate) return field.aggregate;
  return field.type === 'NUMERIC' ? 'SUM' : 'COUNT';
}

/** The alias a field's values come back under, given its section and the aggregation switch. */
export function resultAlias(field: ChartField, sectionType: SectionType, aggregation: boolean): string {
  if (!aggregation) return field.colName;
  const isValue =
    sectionType === 'aggregate' ||
    sectionType === 'size' ||
    sectionType === 'info' ||
    (sectionType === 'mixed' && field.aggregate !== undefined && field.aggregate !== 'NONE');
  if (!isValue) return field.colName;
  const agg = valueAggregate(field);
  return agg ? `${agg}(${field.colName})` : field.colName;
}

/** What a user reads for a field: its alias, else `SUM(amount)` / `amount`. */
export function displayName(field: ChartField, sectionType: SectionType, aggregation: boolean): string {
  return field.alias?.name || resultAlias(field, sectionType, aggregation);
}

export interface SectionField {
  field: ChartField;
  sectionType: SectionType;
  alias: string;
  name: string;
}

/** Fields of the sections of one type (or one key), with their result alias and display name. */
export function sectionFields(
  config: DatachartConfig,
  select: { type?: SectionType; key?: string },
): SectionField[] {
  const aggregation = config.aggregation !== false;
  return config.chartConfig.datas
    .filter(
      (s) =>
        (select.type === undefined || s.type === select.type) &&
        (select.key === undefined || s.key === select.key),
    )
    .flatMap((s) =>
      (s.rows ?? []).map((field) => ({
        field,
        sectionType: s.type,
        alias: resultAlias(field, s.type, aggregation),
        name: displayName(field, s.type, aggregation),
      })),
    );
}
