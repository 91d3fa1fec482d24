import type { TableModel } from '@tessera/charts';
import type { Column } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import { ROW_NUMBER_WIDTH } from './column-widths';

/** Sticky offset of a fixed column (TanStack's pinning positions), after the row-number column. */
export function pinStyle(column: Column<TableModel['rows'][number]>, rowNumbers: boolean): CSSProperties {
  const side = column.getIsPinned();
  if (!side) return {};
  const offset =
    side === 'left'
      ? column.getStart('left') + (rowNumbers ? ROW_NUMBER_WIDTH : 0)
      : column.getAfter('right');
  return { position: 'sticky', [side]: offset, zIndex: 1 };
}
