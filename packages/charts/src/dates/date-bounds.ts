import dayjs from 'dayjs';
import type { PickerType } from './picker-types';
import type { DateUnit, RelativeDate } from './date-resolver';
import { TIME_FORMAT, inclusiveEnd, parseRelative, recommendedRange, relativeInstant } from './date-resolver';

/**
 * Board time controllers keep a date either exact (`exactValue`) or relative to today
 * (`relativeValue: {amount, unit, direction}`). A relative date is resolved only when the query is built,
 * so a board saved with "last 7 days" shows the last 7 days on every later visit. Resolution is the one
 * resolver's (date-resolver.ts); this file reads the stored shapes and picks the edge.
 */

export interface DateBound {
  relativeOrExact: 'relative' | 'exact';
  relativeValue?: RelativeDate;
  exactValue?: string | null;
}
type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored start or end time (Datart's `controllerDate.startTime` / `endTime`), or null. */
export function parseDateBound(v: unknown): DateBound | null {
  if (!isObj(v)) return null;
  const relative = parseRelative(v.relativeValue);
  if (v.relativeOrExact === 'relative' && relative)
    return { relativeOrExact: 'relative', relativeValue: relative };
  const exact = typeof v.exactValue === 'string' && v.exactValue ? v.exactValue : null;
  return exact ? { relativeOrExact: 'exact', exactValue: exact } : null;
}

const pickerUnit: Partial<Record<PickerType, dayjs.ManipulateType>> = {
  date: 'day',
  week: 'week',
  month: 'month',
  quarter: 'month',
  year: 'year',
};

/** Datart's end of an exact date: the start of the next picked unit (a `dateTime` end is kept). */
function exactEnd(d: dayjs.Dayjs, picker: PickerType): dayjs.Dayjs {
  const unit = pickerUnit[picker];
  if (!unit) return d;
  if (picker === 'quarter') {
    const q = d.startOf('month').subtract(d.month() % 3, 'month');
    return q.add(3, 'month');
  }
  return d.add(1, unit).startOf(unit as dayjs.OpUnitType);
}

/**
 * One stored controller value as the query sends it: a start, or an end as the first instant after the
 * range (Datart's execute-time values; the range is then sent as GTE start and LT end).
 */
export function queryDateValue(
  v: unknown,
  now: Date,
  edge: 'start' | 'end',
  picker: PickerType = 'date',
): string | null {
  const relative = parseRelative(v) ?? parseDateBound(v)?.relativeValue ?? null;
  if (relative) return relativeInstant(relative, now, edge).format(TIME_FORMAT);
  const exact = parseDateBound(v)?.exactValue ?? (typeof v === 'string' && v ? v : null);
  if (!exact || !dayjs(exact).isValid()) return null;
  const d = dayjs(exact);
  const dayOnly = /^\d{4}-\d{2}(-\d{2})?$/.test(exact);
  const picked = picker === 'dateTime' && dayOnly ? 'date' : picker;
  return (edge === 'end' ? exactEnd(d, picked) : d).format(TIME_FORMAT);
}

/** What a date input shows for a stored value: a start, or the last instant of the range for an end. */
export function resolveDateValue(v: unknown, now: Date, isStart: boolean): string | null {
  const sent = queryDateValue(v, now, isStart ? 'start' : 'end');
  if (!sent || isStart) return sent;
  return inclusiveEnd(dayjs(sent)).format(TIME_FORMAT);
}

/** A relative date as a start, or as the last instant of its unit for an end (for display). */
export function resolveRelative(r: RelativeDate, now: Date, isStart: boolean): string {
  const t = relativeInstant(r, now, isStart ? 'start' : 'end');
  return (isStart ? t : inclusiveEnd(t)).format(TIME_FORMAT);
}

/** A recommended range as an inclusive [start, end] for display, or null. */
export function resolveRecommended(key: unknown, now: Date): [string, string] | null {
  const range = recommendedRange(key, now);
  return range ? [range[0].format(TIME_FORMAT), inclusiveEnd(range[1]).format(TIME_FORMAT)] : null;
}

/** A recommended range as the query sends it: [start, first instant after], or null. */
export function queryRecommended(key: unknown, now: Date): [string, string] | null {
  const range = recommendedRange(key, now);
  return range ? [range[0].format(TIME_FORMAT), range[1].format(TIME_FORMAT)] : null;
}

/** "Last N units" as the pair of bounds a range picker stores (today included). */
export function lastN(amount: number, unit: DateUnit): [RelativeDate, RelativeDate] {
  const n = Math.max(1, Math.floor(amount));
  return [
    { amount: n - 1, unit, direction: '-' },
    { amount: 0, unit, direction: '+0' },
  ];
}
