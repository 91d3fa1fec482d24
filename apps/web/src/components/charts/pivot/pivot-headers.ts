import type { PivotLeaf, PivotModel } from '@tessera/charts';

export interface SpanCell {
  label: string;
  span: number;
  kind: PivotLeaf['kind'] | 'metric';
}

/** The label a leaf shows at header level `level`: its path value, or Subtotal / Total at its end. */
export function leafLabel(
  leaf: PivotLeaf,
  level: number,
  words: { subtotal: string; total: string },
): string {
  if (leaf.kind === 'total') return level === 0 ? words.total : '';
  if (level < leaf.path.length) return leaf.path[level] ?? '';
  return leaf.kind === 'subtotal' && level === leaf.path.length ? words.subtotal : '';
}

/**
 * Column header rows: one per column field (equal neighbours merged into one spanning cell), then one
 * row of metric names when there is more than one metric or no column field.
 */
export function columnHeaderRows(
  model: PivotModel,
  words: { subtotal: string; total: string },
): SpanCell[][] {
  const m = Math.max(model.metrics.length, 1);
  const rows: SpanCell[][] = [];
  for (let level = 0; level < model.columnFields.length; level += 1) {
    const row: SpanCell[] = [];
    model.columnLeaves.forEach((leaf, i) => {
      const label = leafLabel(leaf, level, words);
      const prev = model.columnLeaves[i - 1];
      const last = row[row.length - 1];
      const samePrefix =
        prev !== undefined &&
        prev.kind === 'leaf' &&
        leaf.kind === 'leaf' &&
        prev.path.slice(0, level + 1).join('\u0001') === leaf.path.slice(0, level + 1).join('\u0001');
      if (last && samePrefix) last.span += m;
      else row.push({ label, span: m, kind: leaf.kind });
    });
    rows.push(row);
  }
  if (model.metrics.length > 1 || model.columnFields.length === 0)
    rows.push(
      model.columnLeaves.flatMap((leaf) =>
        model.metrics.map((metric) => ({
          label: metric.name,
          span: 1,
          kind: leaf.kind === 'leaf' ? 'metric' : leaf.kind,
        })),
      ),
    );
  return rows;
}

/** Row header cells of body row `r`: a value is blanked when it repeats the row above (merged look). */
export function rowHeaderCells(
  model: PivotModel,
  r: number,
  words: { subtotal: string; total: string },
): string[] {
  const leaf = model.rowLeaves[r];
  if (!leaf) return [];
  const prev = model.rowLeaves[r - 1];
  return model.rowFields.map((_, level) => {
    const label = leafLabel(leaf, level, words);
    const repeats =
      leaf.kind === 'leaf' &&
      prev?.kind === 'leaf' &&
      prev.path.slice(0, level + 1).join('\u0001') === leaf.path.slice(0, level + 1).join('\u0001');
    return repeats ? '' : label;
  });
}
