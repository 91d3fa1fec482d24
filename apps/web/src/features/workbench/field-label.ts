import { DATE_LEVEL_DELIMITER, type ChartField } from '@tessera/charts';
import type { TFunction } from 'i18next';

/** How a field in a section reads: its alias, else `SUM(amount)` or `order_date (Month)`. */
export function fieldLabel(t: TFunction, field: ChartField): string {
  if (field.alias?.name) return field.alias.name;
  const [base, level] = field.colName.split(DATE_LEVEL_DELIMITER);
  const name = level ? `${base} (${t(`vizs:dateLevels.${level}`)})` : field.colName;
  return field.aggregate && field.aggregate !== 'NONE'
    ? `${t(`vizs:aggregates.${field.aggregate}`)}(${name})`
    : name;
}
