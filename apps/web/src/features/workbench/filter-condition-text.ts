import { parseRelative, type ChartField } from '@tessera/charts';
import type { TFunction } from 'i18next';

const SHOWN_VALUES = 3;
const SYMBOLS: Record<string, string> = { EQ: 'eq', NE: 'ne', GT: 'gt', GTE: 'gte', LT: 'lt', LTE: 'lte' };
const WORDS: Record<string, string> = {
  LIKE: 'like',
  NOT_LIKE: 'notLike',
  PREFIX_LIKE: 'prefixLike',
  PREFIX_NOT_LIKE: 'prefixNotLike',
  SUFFIX_LIKE: 'suffixLike',
  SUFFIX_NOT_LIKE: 'suffixNotLike',
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One value as a person reads it: numbers with the locale's separators, relative dates in words. */
function valueText(t: TFunction, v: unknown, language: string): string {
  if (typeof v === 'number') return v.toLocaleString(language);
  const relative = isObject(v) && 'unit' in v ? parseRelative(v) : null;
  if (relative) {
    if (relative.direction === '+0') return t(`vizs:filterChip.relative.current.${relative.unit}`);
    const unit = t(`vizs:filterChip.units.${relative.unit}`);
    return t(relative.direction === '-' ? 'vizs:filterChip.relative.ago' : 'vizs:filterChip.relative.ahead', {
      amount: relative.amount,
      unit,
    });
  }
  return String(v);
}

/** The values of a list condition: the selected ones, the first few named and the rest counted. */
function listText(t: TFunction, value: unknown, language: string): string | null {
  const items = (Array.isArray(value) ? value : [value]).flatMap((item): unknown[] =>
    isObject(item) && 'key' in item ? (item.isSelected ? [item.key] : []) : [item],
  );
  if (items.length === 0) return null;
  const shown = items.slice(0, SHOWN_VALUES).map((v) => valueText(t, v, language));
  const list = shown.join(t('vizs:filterChip.separator'));
  const rest = items.length - shown.length;
  return rest > 0 ? `${list} ${t('vizs:filterChip.more', { count: rest })}` : list;
}

/**
 * A chart filter as its chip says it: "region = East, West", "amount > 100", "order_date: Last 7 days".
 * Null when the field carries no condition a query would apply.
 */
export function filterConditionText(
  t: TFunction,
  language: string,
  field: ChartField,
  name: string,
): string | null {
  const condition = field.filter?.condition;
  const operator = condition?.operator;
  if (!operator) return null;
  const value = condition.value;
  const isDate =
    condition.visualType === 'DATE' || (condition.visualType === undefined && field.type === 'DATE');
  const opts = { name, interpolation: { escapeValue: false } };
  // A recommended range ("last_7_days") is named, whatever operator it was stored with.
  if (isDate && typeof value === 'string' && t(`vizs:filterChip.ranges.${value}`, { defaultValue: '' }))
    return t('vizs:filterChip.range', { ...opts, range: t(`vizs:filterChip.ranges.${value}`) });
  if (operator === 'IS_NULL' || operator === 'NOT_NULL')
    return t(`vizs:filterChip.${operator === 'IS_NULL' ? 'isNull' : 'notNull'}`, opts);
  if (operator === 'IN' || operator === 'NOT_IN') {
    const values = listText(t, value, language);
    return values === null
      ? null
      : t(`vizs:filterChip.${operator === 'IN' ? 'in' : 'notIn'}`, { ...opts, values });
  }
  if (operator === 'BETWEEN' || operator === 'NOT_BETWEEN') {
    const [from, to] = Array.isArray(value) ? value : [];
    if (from === undefined || from === null || from === '' || to === undefined || to === null || to === '')
      return null;
    return t(`vizs:filterChip.${operator === 'BETWEEN' ? 'between' : 'notBetween'}`, {
      ...opts,
      from: valueText(t, from, language),
      to: valueText(t, to, language),
    });
  }
  const key = SYMBOLS[operator] ?? WORDS[operator];
  if (!key || value === undefined || value === null || value === '' || Array.isArray(value)) return null;
  return t(`vizs:filterChip.${key}`, { ...opts, value: valueText(t, value, language) });
}
