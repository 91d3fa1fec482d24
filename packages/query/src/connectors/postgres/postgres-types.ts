import { toBoolean, toDateString, toNumeric, toStringCell } from '../normalize';
import type { Cell, ColumnType } from '../../types';

const NUMERIC_OIDS = new Set([20, 21, 23, 26, 700, 701, 790, 1700]);
const DATE_OIDS = new Set([1082, 1114, 1184]);

export function pgColumnType(oid: number): ColumnType {
  if (NUMERIC_OIDS.has(oid)) return 'NUMERIC';
  if (DATE_OIDS.has(oid)) return 'DATE';
  if (oid === 16) return 'BOOLEAN';
  return 'STRING';
}

const converters: Record<ColumnType, (v: unknown) => Cell> = {
  NUMERIC: toNumeric,
  DATE: toDateString,
  BOOLEAN: toBoolean,
  STRING: toStringCell,
};

export function pgCell(type: ColumnType, v: unknown): Cell {
  return converters[type](v);
}

/**
 * Columns whose driver value is already the cell, so they are not visited at all: postgres.js reads
 * int2, int4, oid, float4 and float8 as numbers and bool as booleans (toNumeric and toBoolean answer
 * those unchanged), and has no parser for the text types, which come as strings (as toStringCell
 * answers them).
 */
const AS_READ_OIDS = new Set([16, 21, 23, 26, 700, 701, 18, 19, 25, 1042, 1043]);

/**
 * The conversion a result's rows need, worked out once per result from its column types: only the
 * columns whose driver value differs from the cell are visited, each by its own converter (a direct
 * call per kind rather than one call site for all). The driver's row arrays (from `.values()`) are
 * ours alone, so they are converted in place: a large result is never held twice. `null` when no
 * column needs converting.
 */
export function pgRowConverter(oids: readonly number[]): ((row: unknown[]) => void) | null {
  const numeric: number[] = [];
  const dates: number[] = [];
  const others: [number, (v: unknown) => Cell][] = [];
  oids.forEach((oid, i) => {
    if (AS_READ_OIDS.has(oid)) return;
    const type = pgColumnType(oid);
    if (type === 'NUMERIC') numeric.push(i);
    else if (type === 'DATE') dates.push(i);
    else others.push([i, converters[type]]);
  });
  if (numeric.length + dates.length + others.length === 0) return null;
  return (row) => {
    for (const i of numeric) row[i] = toNumeric(row[i]);
    for (const i of dates) row[i] = toDateString(row[i]);
    for (const [i, convert] of others) row[i] = convert(row[i]);
  };
}

/**
 * postgres.js parsers: keep numbers and dates as the server's text so that big integers and
 * timestamps are not mangled by JavaScript Date/Number before we normalise them.
 */
export const pgRawTypes = {
  rawNumbers: { to: 1700, from: [20, 1700], serialize: (x: unknown) => String(x), parse: (x: string) => x },
  rawDates: {
    to: 1114,
    from: [1082, 1114, 1184],
    serialize: (x: unknown) => String(x),
    parse: (x: string) => x,
  },
};
