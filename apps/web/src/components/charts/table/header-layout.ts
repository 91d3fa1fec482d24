import type { HeaderCell } from '@tessera/charts';

/**
 * Column keys in the left-to-right order the header rows place them (the HTML table algorithm: each
 * cell takes the next free slot of its row; a cell spanning rows occupies the slots below it). Grouped
 * headers may reorder columns, and the body must follow the header.
 */
export function leafOrder(headerRows: HeaderCell[][]): string[] {
  const taken: boolean[][] = headerRows.map(() => []);
  const order: string[] = [];
  headerRows.forEach((row, r) => {
    let slot = 0;
    for (const cell of row) {
      while (taken[r]?.[slot]) slot += 1;
      for (let dr = 0; dr < cell.rowSpan; dr += 1)
        for (let dc = 0; dc < cell.colSpan; dc += 1) {
          const line = taken[r + dr];
          if (line) line[slot + dc] = true;
        }
      if (cell.columnKey) order[slot] = cell.columnKey;
      slot += cell.colSpan;
    }
  });
  return order.filter((k): k is string => typeof k === 'string');
}
