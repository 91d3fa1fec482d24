import dayjs from 'dayjs';

/**
 * The one date resolver: chart filters (workbench, shares, worker) and board controllers all turn
 * relative and recommended dates into times here. Ranges are half-open, [start, end): an end is the
 * first instant after the range, which is what Datart's relative ends already mean (its `getTime` moves
 * an end to the start of the next unit). Times are local to the clock given, formatted as Datart sends
 * them. See docs/decisions.md D-date-1..3 for where we part from Datart.
 */

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const dateUnits = ['d', 'w', 'M', 'Q', 'y'] as const;
export type DateUnit = (typeof dateUnits)[number];
export interface RelativeDate {
  amount: number;
  unit: DateUnit;
  /** `-` past, `+` future, `+0` the current unit (Datart's "current"). */
  direction: '-' | '+' | '+0';
}
export type Range = [dayjs.Dayjs, dayjs.Dayjs];

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function startOfUnit(d: dayjs.Dayjs, unit: DateUnit): dayjs.Dayjs {
  if (unit === 'Q') return d.startOf('month').subtract(d.month() % 3, 'month');
  return d.startOf(unit === 'd' ? 'day' : unit === 'w' ? 'week' : unit === 'M' ? 'month' : 'year');
}
function addUnits(d: dayjs.Dayjs, n: number, unit: DateUnit): dayjs.Dayjs {
  if (unit === 'Q') return d.add(n * 3, 'month');
  return d.add(n, unit === 'd' ? 'day' : unit === 'w' ? 'week' : unit === 'M' ? 'month' : 'year');
}

/** A stored `{amount, unit, direction}` (chart filters also keep `isStart`), or null when it is not one. */
export function parseRelative(v: unknown): RelativeDate | null {
  if (!isObj(v)) return null;
  const unit = (dateUnits as readonly unknown[]).includes(v.unit) ? (v.unit as DateUnit) : null;
  const amount = Number(v.amount ?? 0);
  if (!unit || !Number.isFinite(amount) || amount < 0) return null;
  const direction = v.direction === '+' || v.direction === '+0' ? v.direction : '-';
  return { amount: Math.floor(amount), unit, direction };
}

/**
 * Datart's `getTime`: a start is the start of the unit `amount` units away from now; an end is the start
 * of the unit after that one (so "1 day ago" as an end is today 00:00:00, as Datart sends it).
 */
export function relativeInstant(r: RelativeDate, now: Date, edge: 'start' | 'end'): dayjs.Dayjs {
  const signed = r.direction === '+0' ? 0 : r.direction === '-' ? -r.amount : r.amount;
  const moved = addUnits(dayjs(now), signed + (edge === 'end' ? 1 : 0), r.unit);
  return startOfUnit(moved, r.unit);
}

const day = (n: dayjs.Dayjs) => n.startOf('day');
const isoWeekStart = (n: dayjs.Dayjs) => day(n).subtract((n.day() + 6) % 7, 'day');
const quarterStart = (n: dayjs.Dayjs) => startOfUnit(n, 'Q');

/**
 * Recommended ranges as [start, end). Datart's spellings give the ranges its picker showed (D-date-2);
 * Tessera's earlier spellings keep the ranges they always had.
 */
const recommended: Record<string, (n: dayjs.Dayjs) => Range> = {
  // Datart's spellings (frontend RECOMMEND_TIME)
  today: (n) => [day(n), day(n).add(1, 'day')],
  yesterday: (n) => [day(n).subtract(1, 'day'), day(n)],
  this_week: (n) => [isoWeekStart(n), isoWeekStart(n).add(1, 'week')],
  last_7_days: (n) => [day(n).subtract(7, 'day'), day(n).add(1, 'day')],
  last_30_days: (n) => [day(n).subtract(30, 'day'), day(n).add(1, 'day')],
  last_90_days: (n) => [day(n).subtract(90, 'day'), day(n).add(1, 'day')],
  last_1_month: (n) => [n.startOf('month'), n.startOf('month').add(1, 'month')],
  last_1_year: (n) => [n.startOf('year'), n.startOf('year').add(1, 'year')],
  // Tessera's spellings, still read from stored configs and offered by its board controllers
  thisWeek: (n) => [n.startOf('week'), n.startOf('week').add(1, 'week')],
  last7Days: (n) => [day(n).subtract(6, 'day'), day(n).add(1, 'day')],
  last30Days: (n) => [day(n).subtract(29, 'day'), day(n).add(1, 'day')],
  last90Days: (n) => [day(n).subtract(89, 'day'), day(n).add(1, 'day')],
  last1Month: (n) => [n.startOf('month').subtract(1, 'month'), n.startOf('month')],
  last1Year: (n) => [n.startOf('year').subtract(1, 'year'), n.startOf('year')],
  thisMonth: (n) => [n.startOf('month'), n.startOf('month').add(1, 'month')],
  thisQuarter: (n) => [quarterStart(n), quarterStart(n).add(3, 'month')],
  thisYear: (n) => [n.startOf('year'), n.startOf('year').add(1, 'year')],
};

/** The keys Tessera's board controllers offer (labels in dashboards.controller.recommend). */
export const recommendTimeKeys = [
  'today',
  'yesterday',
  'thisWeek',
  'last7Days',
  'last30Days',
  'last90Days',
  'last1Month',
  'last1Year',
  'thisMonth',
  'thisQuarter',
  'thisYear',
];
/** Datart's spellings, as its chart filters store them. */
export const datartRecommendKeys = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_1_month',
  'last_1_year',
];

export const isRecommendKey = (key: unknown): key is string =>
  typeof key === 'string' && Object.hasOwn(recommended, key);

/** A recommended range (either spelling) as [start, end), or null for an unknown key. */
export function recommendedRange(key: unknown, now: Date): Range | null {
  return isRecommendKey(key) ? recommended[key]!(dayjs(now)) : null;
}

/** The last instant of a half-open range, as Datart writes an inclusive end (`23:59:59`). */
export const inclusiveEnd = (end: dayjs.Dayjs): dayjs.Dayjs => end.subtract(1, 'second');
