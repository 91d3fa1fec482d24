import type { ChartField, DatachartConfig, SectionType } from '../../config/config.schemas';
import { aliasOf } from '../../query/field-usage';
import type { AggregateOperator } from '../../types';

/** The aggregate a field is queried with (buildQuery's rule: its own, none for NONE). */
export function valueAggregate(field: ChartField): AggregateOperator | null {
  if (field.category === 'aggregateComputedField') return null;
  return field.aggregate && field.aggregate !== 'NONE' ? field.aggregate : null;
}

/**
 * The alias a field's values come back under: Datart's, `SUM(amount)` for a field with an aggregate and
 * the name otherwise, in every section and with aggregation on or off (as buildQuery names them).
 */
export function resultAlias(field: ChartField, _sectionType?: string, _aggregation?: boolean): string {
  return aliasOf(field);
}

/** What a user reads for a field: its alias, else `SUM(amount)` / `amount`. */
export function displayName(field: ChartField, sectionType?: string, aggregation?: boolean): string {
  return field.alias?.name || resultAlias(field, sectionType, aggregation);
}

export interface SectionField {
  field: ChartField;
  sectionType: string | undefined;
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
