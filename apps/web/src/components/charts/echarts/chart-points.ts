/**
 * The clickable points of an ECharts option, for the keyboard layer over a canvas chart (a canvas has
 * no focusable parts): one entry per data item with what a click on it reports, and, where the point's
 * place on the canvas is unambiguous, its pixel position (so the focused button sits on the point).
 */
export interface ChartPoint {
  seriesIndex: number;
  dataIndex: number;
  seriesName?: string;
  /** The category / item name a click on the point reports. */
  name?: string;
  value: number | null;
  /** Pixels from the chart box's top left; absent when the point has no single place (clustered bars, pies…). */
  x?: number;
  y?: number;
}

/** ECharts' `convertToPixel({ seriesIndex }, coord)` (kept abstract so the maths is testable without a canvas). */
export type ToPixel = (seriesIndex: number, coord: (number | string)[]) => number[] | null;

interface SeriesLike {
  type?: unknown;
  name?: unknown;
  data?: unknown;
  stack?: unknown;
}
interface AxisLike {
  type?: unknown;
  data?: unknown;
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** An item's value (a number, `{value}`, or `[x, y]` on a value/value plane) and its own name. */
function itemOf(raw: unknown): { value: unknown; name?: string } {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const o = raw as { value?: unknown; name?: unknown };
    return { value: o.value, ...(typeof o.name === 'string' ? { name: o.name } : {}) };
  }
  return { value: raw };
}

const categoriesOf = (axis: AxisLike | undefined): string[] | null =>
  axis?.type === 'category' && Array.isArray(axis.data)
    ? axis.data.map((c) => String(typeof c === 'object' && c !== null ? (c as { value?: unknown }).value : c))
    : null;

export function chartPoints(option: Record<string, unknown>, toPixel?: ToPixel): ChartPoint[] {
  const series = asArray(option.series as SeriesLike | SeriesLike[] | undefined);
  const xCats = categoriesOf(asArray(option.xAxis as AxisLike | AxisLike[] | undefined)[0]);
  const yCats = categoriesOf(asArray(option.yAxis as AxisLike | AxisLike[] | undefined)[0]);
  const categories = xCats ?? yCats;
  const horizontal = !xCats && Boolean(yCats);
  const bars = series.filter((s) => s.type === 'bar');
  // Side-by-side bars share a category's centre, so only stacked or single bars have one place each.
  const barsPlaced =
    bars.length <= 1 || bars.every((s) => typeof s.stack === 'string' && s.stack === bars[0]!.stack);
  // Where each stacked bar starts: the sum of the series below it in the same stack, per category.
  const stackBase = new Map<string, number[]>();
  const out: ChartPoint[] = [];
  series.forEach((s, seriesIndex) => {
    const seriesName = typeof s.name === 'string' ? s.name : undefined;
    const cartesian = (s.type === 'bar' || s.type === 'line' || s.type === 'scatter') && toPixel;
    const base = s.type === 'bar' && typeof s.stack === 'string' ? (stackBase.get(s.stack) ?? []) : null;
    asArray(s.data as unknown[] | undefined).forEach((raw, dataIndex) => {
      const item = itemOf(raw);
      const pair = Array.isArray(item.value) ? item.value : null;
      const value = numberOf(pair ? pair[1] : item.value);
      const name = item.name ?? (categories ? categories[dataIndex] : undefined);
      const point: ChartPoint = {
        seriesIndex,
        dataIndex,
        value,
        ...(seriesName !== undefined ? { seriesName } : {}),
        ...(name !== undefined ? { name } : {}),
      };
      let coord: (number | string)[] | null = null;
      if (cartesian && pair) coord = pair.map((p) => (typeof p === 'number' ? p : String(p)));
      else if (cartesian && categories && value !== null && (s.type !== 'bar' || barsPlaced)) {
        const start = base?.[dataIndex] ?? 0;
        // A bar is hit anywhere along it: aim at its middle; a line or scatter point at the point.
        const along = s.type === 'bar' ? start + value / 2 : value;
        coord = horizontal ? [along, dataIndex] : [dataIndex, along];
        if (base) base[dataIndex] = start + value;
      }
      const pixel = coord && toPixel ? toPixel(seriesIndex, coord) : null;
      if (pixel && Number.isFinite(pixel[0]) && Number.isFinite(pixel[1])) {
        point.x = Math.round(pixel[0]!);
        point.y = Math.round(pixel[1]!);
      }
      out.push(point);
    });
    if (base && typeof s.stack === 'string') stackBase.set(s.stack, base);
  });
  return out;
}
