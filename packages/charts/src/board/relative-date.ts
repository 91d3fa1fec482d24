import dayjs from 'dayjs';
import { recommendedRanges } from '../query/filters';

/**
 * Datart's time controllers keep a date either exact (`exactValue`) or relative to today
 * (`relativeValue: {amount, unit, direction}`, direction `-` past, `+` future, `+0` the current unit).
 * A relative date is resolved only when the query is built, so a board saved with "last 7 days" shows the
 * last 7 days on every later visit. Times are local to the clock given, as in chart filters.
 */

export const dateUnits = ['d', 'w', 'M', 'Q', 'y'] as const;
export type DateUnit = (typeof dateUnits)[number];
export interface RelativeDate {
  amount: number;
  unit: DateUnit;
  direction: '-' | '+' | '+0';
}
export interface DateBound {
  relativeOrExact: 'relative' | 'exact';
  relativeValue?: RelativeDate;
  exactValue?: string | null;
}

export const recommendTimeKeys = Object.keys(recommendedRanges);
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored `{amount, unit, direction}`, or null when it is not one. */
export function parseRelative(v: unknown): RelativeDate | null {
  if (!isObj(v)) return null;
  const unit = (dateUnits as readonly unknown[]).includes(v.unit) ? (v.unit as DateUnit) : null;
  const amount = Number(v.amount);
  if (!unit || !Number.isFinite(amount) || amount < 0) return null;
  const direction = v.direction === '+' || v.direction === '+0' ? v.direction : '-';
  return { amount: Math.floor(amount), unit, direction };
}

/** A stored start or end time (Datart's `controllerDate.startTime` / `endTime`), or null. */
export function parseDateBound(v: unknown): DateBound | null {
  if (!isObj(v)) return null;
  const relative = parseRelative(v.relativeValue);
  if (v.relativeOrExact === 'relative' && relative)
    return { relativeOrExact: 'relative', relativeValue: relative };
  const exact = typeof v.exactValue === 'string' && v.exactValue ? v.exactValue : null;
  return exact ? { relativeOrExact: 'exact', exactValue: exact } : null;
}

const dayjsUnit = (u: DateUnit): dayjs.OpUnitType => (u === 'Q' ? 'month' : (u as dayjs.OpUnitType));

/** The start (or the end, inclusive) of the unit `amount` units before or after `now`. */
export function resolveRelative(r: RelativeDate, now: Date, isStart: boolean): string {
  const n = dayjs(now);
  const sign = r.direction === '-' ? -1 : 1;
  const amount = r.direction === '+0' ? 0 : sign * r.amount;
  if (r.unit === 'Q') {
    const quarterStart = n.startOf('month').subtract(n.month() % 3, 'month');
    const moved = quarterStart.add(amount * 3, 'month');
    return (isStart ? moved : moved.add(3, 'month').subtract(1, 'second')).format(TIME_FORMAT);
  }
  const moved = n.add(
    amount,
    r.unit === 'M' ? 'month' : r.unit === 'w' ? 'week' : r.unit === 'y' ? 'year' : 'day',
  );
  const edge = isStart ? moved.startOf(dayjsUnit(r.unit)) : moved.endOf(dayjsUnit(r.unit));
  return edge.format(TIME_FORMAT);
}

/**
 * One value of a time controller as the query sends it: a relative date or a bound resolved against
 * `now`, an exact date kept as `YYYY-MM-DD HH:mm:ss`; an end given as a bare day covers the whole day.
 */
export function resolveDateValue(v: unknown, now: Date, isStart: boolean): string | null {
  const relative = parseRelative(v);
  if (relative) return resolveRelative(relative, now, isStart);
  const bound = parseDateBound(v);
  if (bound?.relativeValue) return resolveRelative(bound.relativeValue, now, isStart);
  const exact = bound?.exactValue ?? (typeof v === 'string' && v ? v : null);
  if (!exact || !dayjs(exact).isValid()) return null;
  const d = dayjs(exact);
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(exact);
  return (dayOnly && !isStart ? d.endOf('day') : d).format(TIME_FORMAT);
}

/** A recommended range (`last7Days`, `thisMonth`, …) as an inclusive [start, end], or null. */
export function resolveRecommended(key: unknown, now: Date): [string, string] | null {
  const range = typeof key === 'string' ? recommendedRanges[key] : undefined;
  if (!range) return null;
  const [start, end] = range(dayjs(now));
  return [start.format(TIME_FORMAT), end.subtract(1, 'second').format(TIME_FORMAT)];
}

/** "Last N units" as the pair of bounds a range picker stores (today included). */
export function lastN(amount: number, unit: DateUnit): [RelativeDate, RelativeDate] {
  const n = Math.max(1, Math.floor(amount));
  return [
    { amount: n - 1, unit, direction: '-' },
    { amount: 0, unit, direction: '+0' },
  ];
}
