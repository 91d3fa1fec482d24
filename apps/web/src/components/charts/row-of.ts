import type { Dataframe } from '@tessera/charts';

/** Column label of a dataframe column: the last element of its name path. */
export const columnLabel = (name: string[]): string => name[name.length - 1] ?? '';

/** A dataframe row as a plain object keyed by column label. */
export function rowObject(frame: Dataframe, index: number): Record<string, unknown> | null {
  const row = frame.rows[index];
  if (!row) return null;
  return Object.fromEntries(frame.columns.map((c, i) => [columnLabel(c.name), row[i] ?? null]));
}

/**
 * The dataframe row behind a click on a category-based chart: the first row one of whose text cells
 * reads as the clicked name (a series' dataIndex counts within that series, not within the frame, once
 * a colour field splits rows into series). Falls back to the data index when no name matches.
 */
export function rowIndexOf(frame: Dataframe, click: { name?: string; dataIndex?: number }): number | null {
  if (click.name !== undefined && click.name !== '') {
    const textColumns = frame.columns.flatMap((c, i) => (c.type === 'NUMERIC' ? [] : [i]));
    const found = frame.rows.findIndex((r) => textColumns.some((i) => String(r[i] ?? '') === click.name));
    if (found >= 0) return found;
  }
  return click.dataIndex !== undefined && click.dataIndex < frame.rows.length ? click.dataIndex : null;
}
