/**
 * A DATE filter value as the engines read it. Full dates and instants pass as they are. Datart's board
 * controllers format a range bound by their picker type (`YYYY`, `YYYY-MM`, `YYYY-Q`, `YYYY-WW`) and its
 * server passed that text on to the database, which does not read it as a date (decision D-date-4):
 * the bound keeps its meaning, the first instant of that year, month or quarter. A week (`YYYY-WW`) has
 * the month's shape and cannot be told apart from it; it is read as the month.
 */
const FULL = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?$/;
const YEAR = /^(\d{4})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-([1-4])$/;

/** The value's date text, or null when it is not a date. */
export function dateValueText(value: string): string | null {
  const v = value.trim();
  if (FULL.test(v)) return Number.isNaN(Date.parse(v.replace(' ', 'T'))) ? null : v.replace('T', ' ');
  let m = YEAR.exec(v);
  if (m) return `${m[1]}-01-01 00:00:00`;
  m = MONTH.exec(v);
  if (m) return `${m[1]}-${m[2]}-01 00:00:00`;
  m = QUARTER.exec(v);
  if (m) return `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}-01 00:00:00`;
  return null;
}
