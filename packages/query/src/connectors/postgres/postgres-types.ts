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
 * One converter per column, looked up once per result rather than once per cell. The driver's
 * row arrays (from `.values()`) are ours alone, so they are converted in place: a large result
 * is never held twice.
 */
export function pgRowConverter(types: ColumnType[]): (row: unknown[]) => Cell[] {
  const conv = types.map((t) => converters[t]);
  return (row) => {
    for (let i = 0; i < conv.length; i++) row[i] = (conv[i] as (v: unknown) => Cell)(row[i]);
    return row as Cell[];
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
