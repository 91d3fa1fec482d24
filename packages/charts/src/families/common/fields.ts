import type { ChartField, DatachartConfig, SectionType } from '../../config/config.schemas';
import { aliasOf } from '../../query/field-usage';

/**
 * The alias a field's values come back under: Datart's, `SUM(amount)` for a field with an aggregate and
 * the name otherwise, in every section and with aggregation on or off (as buildQuery names them).
 */
export function resultAlias(field: ChartField): string {
  return aliasOf(field);
}

/** What a user reads for a field: its alias, else `SUM(amount)` / `amount`. */
export function displayName(field: ChartField): string {
  return field.alias?.name || resultAlias(field);
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
        alias: resultAlias(field),
        name: displayName(field),
      })),
    );
}
