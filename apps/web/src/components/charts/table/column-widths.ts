import type { TableColumn } from '@tessera/charts';

export const DEFAULT_COLUMN_WIDTH = 140;
export const ROW_NUMBER_WIDTH = 56;

/**
 * Pixel widths of the columns: a column's configured width or the default, stretched proportionally
 * when they do not fill the box (a table never leaves a blank band on the right).
 */
export function columnWidths(columns: TableColumn[], available: number, rowNumbers: boolean): number[] {
  const base = columns.map((c) => c.width ?? DEFAULT_COLUMN_WIDTH);
  const used = base.reduce((a, b) => a + b, 0) + (rowNumbers ? ROW_NUMBER_WIDTH : 0);
  const room = available - used;
  if (room <= 0 || used === 0) return base;
  const total = base.reduce((a, b) => a + b, 0);
  return base.map((w) => Math.floor(w + (room * w) / total));
}

/** Row height per the table's `style.size` (Datart's antd sizes). */
export function rowHeightOf(size: string): number {
  if (size === 'small') return 30;
  if (size === 'large' || size === 'default') return 44;
  return 36;
}
