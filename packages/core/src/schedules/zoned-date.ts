import { AppError } from '../errors';

const WALL = /^(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d)(?::(\d\d))?)?$/;

/** The zone's offset from UTC at an instant, in ms (its wall clock minus UTC), read through Intl. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone (`2027-01-04 09:00` in Asia/Shanghai → 01:00 UTC). A
 * time skipped by a DST change moves forward by the change, as Quartz reads it.
 */
export function wallTimeIn(timeZone: string, wall: number[]): Date {
  const [y = 1970, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wall;
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/**
 * A schedule's start or end as sent: Datart's `yyyy-MM-dd HH:mm:ss` (or the form's `yyyy-MM-ddTHH:mm`)
 * is a wall-clock time in the organisation's zone; an ISO string with `Z` or an offset is that instant.
 */
export function readScheduleDate(
  value: string | Date | null | undefined,
  timeZone: string,
  field: 'startDate' | 'endDate',
): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (value instanceof Date) return value;
  const wall = WALL.exec(value.trim());
  const date = wall
    ? wallTimeIn(
        timeZone,
        wall.slice(1).map((p) => (p === undefined ? 0 : Number(p))),
      )
    : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: field, message: 'invalid' }] });
  return date;
}

/** An instant as an ISO time in a zone, with that zone's offset: `2027-01-04T09:00:00+08:00`. */
export function zonedIso(date: Date, timeZone: string): string {
  const offset = offsetAt(date.getTime(), timeZone);
  const wall = new Date(Math.floor(date.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}
