import type { DatachartConfig } from '../../config/config.schemas';
import type { Dataframe } from '../../types';
import { sectionFields } from './fields';
import { FrameReader, cellText } from './frame';

/**
 * Applies CUSTOMIZE sorting (a user-given value order, kept in `sort.value`), which the query cannot
 * express: rows are reordered by the first group field that has one; unknown values go last, in their
 * original order.
 */
export function applyCustomSort(config: DatachartConfig, frame: Dataframe): Dataframe {
  const reader = new FrameReader(frame);
  const target = sectionFields(config, {}).find(
    (f) => f.field.sort?.type === 'CUSTOMIZE' && Array.isArray(f.field.sort.value),
  );
  if (!target) return frame;
  const index = reader.indexOfField(target);
  if (index < 0) return frame;
  const order = new Map((target.field.sort?.value as unknown[]).map((v, i) => [cellText(v as string), i]));
  const rank = (row: Dataframe['rows'][number]) => order.get(cellText(row[index])) ?? Number.MAX_SAFE_INTEGER;
  const rows = frame.rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
    .map((x) => x.row);
  return { ...frame, rows };
}
