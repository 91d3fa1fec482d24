import { toBoolean, toDateString, toNumeric, toStringCell } from '../normalize';
import type { Cell, ColumnType } from '../../types';

// mysql2 column type codes (protocol constants).
const NUMERIC = new Set([0, 1, 2, 3, 4, 5, 8, 9, 13, 246]);
const DATE = new Set([7, 10, 12, 14]);

export function mysqlColumnType(code: number | undefined): ColumnType {
  if (code !== undefined && NUMERIC.has(code)) return 'NUMERIC';
  if (code !== undefined && DATE.has(code)) return 'DATE';
  return 'STRING';
}

export function mysqlCell(type: ColumnType, v: unknown): Cell {
  if (type === 'NUMERIC') return toNumeric(v);
  if (type === 'DATE') return toDateString(v);
  if (type === 'BOOLEAN') return toBoolean(v);
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return toStringCell(v);
}
