import type { Cell } from '../../types';
import type { SectionField } from './fields';
import type { FrameReader } from './frame';
import { cellText, toNumber } from './frame';

export interface CategorySeries {
  name: string;
  metric: SectionField;
  /** The colour-field value this series stands for, when a colour field splits the series. */
  colorValue?: string;
  values: (number | null)[];
  raw: Cell[];
}

/**
 * Pivots a dataframe into categories (the dimension values, in row order; several dimension fields are
 * joined with "-", as after an expand drill) and one series per metric, or per colour value × metric
 * when a colour field is present.
 */
export function categorySeries(
  reader: FrameReader,
  dimensions: SectionField[],
  metrics: SectionField[],
  color?: SectionField,
): { categories: string[]; series: CategorySeries[] } {
  const dimIdx = dimensions.map((d) => reader.indexOfField(d)).filter((i) => i >= 0);
  const colorIdx = color ? reader.indexOfField(color) : -1;
  const categoryOf = (row: Cell[]) => (dimIdx.length ? dimIdx.map((i) => cellText(row[i])).join('-') : '');
  const categories: string[] = [];
  const seen = new Set<string>();
  for (const row of reader.rows) {
    const c = categoryOf(row);
    if (!seen.has(c)) {
      seen.add(c);
      categories.push(c);
    }
  }
  const position = new Map(categories.map((c, i) => [c, i]));
  const colorValues =
    colorIdx >= 0 ? [...new Set(reader.rows.map((r) => cellText(r[colorIdx])))] : [undefined];
  const series: CategorySeries[] = [];
  for (const colorValue of colorValues) {
    for (const metric of metrics) {
      const mi = reader.indexOfField(metric);
      const values: (number | null)[] = categories.map(() => null);
      const raw: Cell[] = categories.map(() => null);
      for (const row of reader.rows) {
        if (colorValue !== undefined && cellText(row[colorIdx]) !== colorValue) continue;
        const at = position.get(categoryOf(row)) ?? 0;
        const n = mi >= 0 ? toNumber(row[mi]) : null;
        if (n !== null) values[at] = (values[at] ?? 0) + n;
        raw[at] = values[at] ?? null;
      }
      const name =
        colorValue === undefined
          ? metric.name
          : metrics.length > 1
            ? `${colorValue}-${metric.name}`
            : colorValue;
      series.push({ name, metric, values, raw, ...(colorValue === undefined ? {} : { colorValue }) });
    }
  }
  return { categories, series };
}

/** Per-category shares in percent (for 100 % stacked charts). */
export function toPercentages(series: CategorySeries[], categories: string[]): (number | null)[][] {
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + Math.abs(s.values[i] ?? 0), 0));
  return series.map((s) =>
    s.values.map((v, i) => (v === null ? null : totals[i] ? (v / (totals[i] ?? 1)) * 100 : 0)),
  );
}
