import type { Rect } from '@tessera/charts';

/** The auto board's width in grid columns (Datart's react-grid-layout at PC widths). */
export const GRID_COLUMNS = 12;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a new `width` × `height` widget goes on the auto board: the first place, reading row by row
 * from the top and left to right across all the columns, where it overlaps no widget. A board with a
 * half-width chart gets the next one beside it, not under it; with no gap it goes below everything.
 */
export function firstFreeSpot(rects: Rect[], width: number, height: number, columns = GRID_COLUMNS): Rect {
  const w = Math.min(Math.max(1, width), columns);
  const bottom = rects.reduce((max, r) => Math.max(max, r.y + r.height), 0);
  for (let y = 0; y < bottom; y++)
    for (let x = 0; x + w <= columns; x++) {
      const spot = { x, y, width: w, height };
      if (!rects.some((r) => overlaps(r, spot))) return spot;
    }
  return { x: 0, y: bottom, width: w, height };
}
