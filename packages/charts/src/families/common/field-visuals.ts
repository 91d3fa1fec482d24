import type { ChartField } from '../../config/config.schemas';

/** The colour a colour field's `color.colors` list gives one of its values (Datart's `{key, value}` pairs). */
export function colorOfValue(field: ChartField | undefined, value: string | undefined): string | undefined {
  if (!field || value === undefined) return undefined;
  return field.color?.colors?.find((c) => c.key === value)?.value;
}

export const DEFAULT_SYMBOL_SIZE = { min: 6, max: 30 };

/** The symbol size range of a size field: Datart's `size` is the largest symbol; `sizeMin` the smallest. */
export function sizeRangeOf(field: ChartField | undefined): { min: number; max: number } {
  const max = typeof field?.size === 'number' && field.size > 0 ? field.size : DEFAULT_SYMBOL_SIZE.max;
  const rawMin = (field as { sizeMin?: unknown } | undefined)?.sizeMin;
  const min =
    typeof rawMin === 'number' && rawMin >= 0
      ? Math.min(rawMin, max)
      : Math.min(DEFAULT_SYMBOL_SIZE.min, max);
  return { min, max };
}

/**
 * Symbol size by value: the smallest value in the data draws `min` pixels, the largest `max`, linearly
 * in between (all equal values draw `max`).
 */
export function symbolSizeScale(
  values: number[],
  range: { min: number; max: number },
): (value: number | null) => number {
  const finite = values.filter((v) => Number.isFinite(v));
  const lo = finite.length ? Math.min(...finite) : 0;
  const hi = finite.length ? Math.max(...finite) : 0;
  return (value) => {
    if (value === null || !Number.isFinite(value)) return range.min;
    if (hi === lo) return range.max;
    const t = (Math.min(Math.max(value, lo), hi) - lo) / (hi - lo);
    return range.min + t * (range.max - range.min);
  };
}
