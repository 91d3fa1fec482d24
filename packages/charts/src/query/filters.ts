import dayjs from 'dayjs';
import type { ChartField } from '../config/config.schemas';
import type { ExecuteRequest, FilterOperator, FilterValue, ValueType } from '../types';
import { filterOperators } from '../types';

type RequestFilter = ExecuteRequest['filters'][number];

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
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

/** `{unit, amount, direction, isStart}` → a point in time relative to `now` (Datart's relative dates). */
function relativeTime(value: Record<string, unknown>, now: Date): string {
  const unit = (typeof value.unit === 'string' ? value.unit : 'd') as dayjs.ManipulateType;
  const amount = Number(`${String(value.direction ?? '+')}${String(value.amount ?? 0)}`) || 0;
  const moved = dayjs(now).add(amount, unit);
  const edge =
    value.isStart === false ? moved.endOf(unit as dayjs.OpUnitType) : moved.startOf(unit as dayjs.OpUnitType);
  return edge.format(TIME_FORMAT);
}

/** Recommended ranges (`today`, `last7Days`, …) → [start, end) as time strings. */
export const recommendedRanges: Record<string, (now: dayjs.Dayjs) => [dayjs.Dayjs, dayjs.Dayjs]> = {
  today: (n) => [n.startOf('day'), n.startOf('day').add(1, 'day')],
  yesterday: (n) => [n.startOf('day').subtract(1, 'day'), n.startOf('day')],
  thisWeek: (n) => [n.startOf('week'), n.startOf('week').add(1, 'week')],
  last7Days: (n) => [n.startOf('day').subtract(6, 'day'), n.startOf('day').add(1, 'day')],
  last30Days: (n) => [n.startOf('day').subtract(29, 'day'), n.startOf('day').add(1, 'day')],
  last90Days: (n) => [n.startOf('day').subtract(89, 'day'), n.startOf('day').add(1, 'day')],
  last1Month: (n) => [n.startOf('month').subtract(1, 'month'), n.startOf('month')],
  last1Year: (n) => [n.startOf('year').subtract(1, 'year'), n.startOf('year')],
  thisMonth: (n) => [n.startOf('month'), n.startOf('month').add(1, 'month')],
  thisQuarter: (n) => [
    n.startOf('month').subtract(n.month() % 3, 'month'),
    n
      .startOf('month')
      .subtract(n.month() % 3, 'month')
      .add(3, 'month'),
  ],
  thisYear: (n) => [n.startOf('year'), n.startOf('year').add(1, 'year')],
};

function toFilterValues(field: ChartField, now: Date): FilterValue[] {
  const condition = field.filter?.condition;
  const raw = condition?.value;
  const valueType = valueTypeOf(field);
  const isDate = condition?.visualType === 'DATE' || field.type === 'DATE';
  const convert = (v: unknown): FilterValue['value'] => {
    if (isDate && isObject(v) && 'unit' in v) return relativeTime(v, now);
    if (isDate && (typeof v === 'string' || typeof v === 'number') && v !== '' && dayjs(v).isValid())
      return dayjs(v).format(TIME_FORMAT);
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : v === null
        ? null
        : String(v);
  };
  if (condition?.type === 128 && typeof raw === 'string' && recommendedRanges[raw]) {
    const [start, end] = recommendedRanges[raw](dayjs(now));
    return [start, end].map((d) => ({ value: d.format(TIME_FORMAT), valueType }));
  }
  if (Array.isArray(raw)) {
    return raw.flatMap((item): FilterValue[] => {
      if (isObject(item) && 'key' in item)
        return item.isSelected === false ? [] : [{ value: convert(item.key), valueType }];
      return [{ value: convert(item), valueType }];
    });
  }
  if (raw === undefined || raw === null || raw === '') return [];
  return [{ value: convert(raw), valueType }];
}

/** Whether a filter field carries a usable condition (Datart skips empty ones). */
export function hasActiveCondition(field: ChartField): boolean {
  const condition = field.filter?.condition;
  if (!condition?.operator) return false;
  if (condition.operator === 'IS_NULL' || condition.operator === 'NOT_NULL') return true;
  if (Array.isArray(condition.value)) return condition.value.length > 0;
  if (textOperators.includes(condition.operator))
    return condition.value !== undefined && condition.value !== null && condition.value !== '';
  return true;
}

/** One filter field → request filters; a date BETWEEN is split into GTE start + LT end as Datart does. */
export function toRequestFilters(
  field: ChartField,
  column: string[],
  aggOperator: RequestFilter['aggOperator'],
  now: Date,
): RequestFilter[] {
  const operator = field.filter?.condition?.operator;
  if (!isFilterOperator(operator)) return [];
  const values = toFilterValues(field, now);
  if ((operator === 'IN' || operator === 'NOT_IN') && values.length === 0) return [];
  const isDate = field.type === 'DATE' || field.filter?.condition?.visualType === 'DATE';
  if (operator === 'BETWEEN' && isDate && values.length === 2 && aggOperator === null) {
    const [start, end] = values as [FilterValue, FilterValue];
    return [
      { column, aggOperator, sqlOperator: 'GTE', values: [start] },
      { column, aggOperator, sqlOperator: 'LT', values: [end] },
    ];
  }
  return [{ column, aggOperator, sqlOperator: operator, values }];
}
