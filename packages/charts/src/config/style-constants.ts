/**
 * The style choices of spec §9 (Datart's `FONT_SIZES`, `FONT_LINE_HEIGHT`, `FONT_WEIGHT` and line styles),
 * offered by the workbench's style panel. Where Tessera differs on purpose, see D-spec-1.
 */

/** Font sizes, in pixels. */
export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96, 128] as const;

/** Line heights, as multiples of the font size: 1 to 10 in steps of 0.5. */
export const LINE_HEIGHTS: readonly number[] = Array.from({ length: 19 }, (_, i) => 1 + i * 0.5);

/** Font weights: the CSS keywords, then the numeric weights 100 to 900. */
export const FONT_WEIGHTS = [
  'normal',
  'bold',
  'bolder',
  'lighter',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

/** Line styles of axes, split lines and reference lines. */
export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;

/**
 * The font sizes a select offers for a stored size: the §9 list, with a stored size that is not on it
 * (an imported chart's 10 or 11) kept in its place so that opening the panel does not change the chart.
 */
export function fontSizeChoices(current: unknown): number[] {
  const sizes: number[] = [...FONT_SIZES];
  const n = typeof current === 'string' ? Number(current) : current;
  if (typeof n === 'number' && Number.isFinite(n) && n > 0 && !sizes.includes(n))
    return [...sizes, n].sort((a, b) => a - b);
  return sizes;
}

/** The same for a stored weight (a weight outside the list, e.g. `'450'`, is kept as a choice). */
export function fontWeightChoices(current: unknown): string[] {
  const weights: string[] = [...FONT_WEIGHTS];
  const w = typeof current === 'number' ? String(current) : current;
  if (typeof w === 'string' && w && !weights.includes(w)) return [...weights, w];
  return weights;
}
