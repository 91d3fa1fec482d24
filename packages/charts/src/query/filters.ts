import dayjs from 'dayjs';
import type { ChartField } from '../config/config.schemas';
import {
  TIME_FORMAT,
  inclusiveEnd,
  isRecommendKey,
  parseRelative,
  recommendedRange,
  relativeInstant,
} from '../dates/date-resolver';
import type { ExecuteRequest, FilterOperator, FilterValue, ValueType } from '../types';
import { filterOperators } from '../types';

type RequestFilter = ExecuteRequest['filters'][number];

/** Datart's condition type flags (frontend FilterConditionType). */
const RANGE_TIME = 64;
const RECOMMEND_TIME = 128;
const textOperators: string[] = [
  'EQ',
  'NE',
  'IN',
  'NOT_IN',
  'LIKE',
  'NOT_LIKE',
  'PREFIX_LIKE',
  'PREFIX_NOT_LIKE',
  'SUFFIX_LIKE',
  'SUFFIX_NOT_LIKE',
];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isFilterOperator = (op: unknown): op is FilterOperator =>
  (filterOperators as readonly unknown[]).includes(op);

function valueTypeOf(field: ChartField): ValueType {
  return field.type === 'NUMERIC' || field.type === 'DATE' || field.type === 'BOOLEAN'
    ? field.type
    : 'STRING';
}

/** A time value as Datart sends it (the field's `dateFormat`, else `YYYY-MM-DD HH:mm:ss`), or null. */
function dateValue(v: unknown, field: ChartField, now: Date): string | null {
  const format = typeof field.dateFormat === 'string' && field.dateFormat ? field.dateFormat : TIME_FORMAT;
  const relative = isObject(v) && 'unit' in v ? parseRelative(v) : null;
  if (relative)
    return relativeInstant(relative, now, isObject(v) && v.isStart ? 'start' : 'end').format(format);
  // Datart sends `Invalid date` here; an unreadable date leaves the condition out instead (D-date-3).
  if ((typeof v !== 'string' && typeof v !== 'number') || v === '' || !dayjs(v).isValid()) return null;
  return dayjs(v).format(format);
}

interface Values {
  values: FilterValue[];
  /** For a recommended range: the first instant after it, sent as the LT bound of a split range. */
  exclusiveEnd?: FilterValue;
  invalid?: boolean;
}

function toFilterValues(field: ChartField, now: Date): Values {
  const condition = field.filter?.condition;
  const raw = condition?.value;
  const valueType = valueTypeOf(field);
  // Datart reads the condition's visualType; configs that never stored one fall back to the field's type.
  const isDate =
    condition?.visualType === 'DATE' || (condition?.visualType === undefined && field.type === 'DATE');
  const recommended =
    isDate && (condition?.type === RECOMMEND_TIME || condition?.type === RANGE_TIME) && isRecommendKey(raw)
      ? recommendedRange(raw, now)
      : null;
  if (recommended) {
    const [start, end] = recommended;
    return {
      values: [start, inclusiveEnd(end)].map((d) => ({ value: d.format(TIME_FORMAT), valueType })),
      exclusiveEnd: { value: end.format(TIME_FORMAT), valueType },
    };
  }
  let invalid = false;
  const convert = (v: unknown): FilterValue['value'] => {
    if (isDate) {
      const d = dateValue(v, field, now);
      if (d === null) invalid = true;
      return d;
    }
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : v === null
        ? null
        : String(v);
  };
  if (Array.isArray(raw)) {
    const values = raw.flatMap((item): FilterValue[] => {
      // A list item `{key, isSelected}` counts only when selected; its key is sent as it is.
      if (isObject(item) && 'key' in item)
        return item.isSelected ? [{ value: item.key as FilterValue['value'], valueType }] : [];
      return [{ value: convert(item), valueType }];
    });
    return { values, invalid };
  }
  if (raw === undefined || raw === null || raw === '') return { values: [] };
  const values = [{ value: convert(raw), valueType }];
  return { values, invalid };
}

/**
 * Whether a filter field carries a usable condition, by Datart's rules (a list needs an item, a text-ish
 * operator a value). Unlike Datart, a number or `false` counts as a value (lodash's isEmpty dropped them).
 */
export function hasActiveCondition(field: ChartField): boolean {
  const condition = field.filter?.condition;
  if (!condition?.operator) return false;
  if (condition.operator === 'IS_NULL' || condition.operator === 'NOT_NULL') return true;
  if (Array.isArray(condition.value)) return condition.value.length > 0;
  if (textOperators.includes(condition.operator))
    return condition.value !== undefined && condition.value !== null && condition.value !== '';
  return true;
}

/** One filter field → its request filter (split later, with every other filter, by splitDateRanges). */
export function toRequestFilters(
  field: ChartField,
  column: string[],
  aggOperator: RequestFilter['aggOperator'],
  now: Date,
): RequestFilter[] {
  const operator = field.filter?.condition?.operator;
  if (!isFilterOperator(operator)) return [];
  const { values, exclusiveEnd, invalid } = toFilterValues(field, now);
  if (invalid) return [];
  if ((operator === 'IN' || operator === 'NOT_IN') && values.length === 0) return [];
  if (exclusiveEnd && operator === 'BETWEEN' && values[0]?.valueType === 'DATE') {
    const [start] = values as [FilterValue];
    return [
      { column, aggOperator, sqlOperator: 'GTE', values: [start] },
      { column, aggOperator, sqlOperator: 'LT', values: [exclusiveEnd] },
    ];
  }
  return [{ column, aggOperator, sqlOperator: operator, values }];
}

/**
 * Datart's splitRangerDateFilters, over every filter of a request: a BETWEEN whose first value is a DATE
 * becomes GTE start + LT end; one with a missing bound is left out.
 */
export function splitDateRanges(filters: RequestFilter[]): RequestFilter[] {
  return filters.flatMap((f): RequestFilter[] => {
    if (f.sqlOperator !== 'BETWEEN' || f.values[0]?.valueType !== 'DATE') return [f];
    const [start, end] = f.values;
    if (!start?.value || !end?.value) return [];
    return [
      { ...f, sqlOperator: 'GTE', values: [start] },
      { ...f, sqlOperator: 'LT', values: [end] },
    ];
  });
}
