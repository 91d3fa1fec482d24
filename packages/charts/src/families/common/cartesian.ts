import type { ResolvedChart } from '../../config/resolved-chart';
import type { LineStyleValue, Font } from './context';
import { lineStyle, styleOf, textStyle } from './context';

/** Where a shown legend sits and the pixels it takes there (a scroll legend never takes more). */
export interface LegendRoom {
  side: 'top' | 'bottom' | 'left' | 'right';
  px: number;
}

const LEGEND_ROW = 32;
/** A legend beside the chart takes the longest name's width (about 7px a character) up to 30 % of the width. */
const legendTextWidth = (names: string[], width: number) =>
  Math.min(Math.max(...names.map((n) => n.length), 4) * 7, Math.max(80, width * 0.3 - 40));

/** The room the legend group's legend needs, or null when none is shown. */
export function legendRoom(chart: ResolvedChart, names: string[], width: number): LegendRoom | null {
  const s = styleOf(chart);
  if (!((s<boolean>('legend', 'showLegend') ?? true) && names.length > 1)) return null;
  const side = (s<string>('legend', 'position') ?? 'right') as LegendRoom['side'];
  const beside = side === 'left' || side === 'right';
  // icon (25) + gap (5) + text + padding either side (2 × 8)
  return { side, px: beside ? legendTextWidth(names, width) + 46 : LEGEND_ROW };
}

/**
 * `grid` from the margin group, with room kept for the legend on its side so it is never drawn over the
 * plot, and for the value axis's name on the left (`containLabel` keeps the tick labels inside).
 */
export function gridOf(
  chart: ResolvedChart,
  room: LegendRoom | null = null,
  width = 0,
): Record<string, unknown> {
  const s = styleOf(chart);
  const margin = (key: string, side: LegendRoom['side']) => {
    const styled = s<string>('margin', key) ?? '5%';
    const percent = /^\d+(\.\d+)?%$/.test(styled)
      ? (Number.parseFloat(styled) / 100) * width
      : Number(styled);
    const base = Number.isFinite(percent) && width > 0 ? percent : 0;
    const extra = room?.side === side ? room.px : 0;
    // An axis name left of the ticks needs ~30px beyond containLabel's box.
    const floor = side === 'left' ? 36 : 12;
    return width > 0 ? Math.round(Math.max(base, floor) + extra) : extra ? extra + 12 : styled;
  };
  return {
    containLabel: s<boolean>('margin', 'containLabel') ?? true,
    top: margin('marginTop', 'top'),
    bottom: margin('marginBottom', 'bottom'),
    left: margin('marginLeft', 'left'),
    right: margin('marginRight', 'right'),
  };
}

/** The plot's width once the legend beside it and the margins are taken (0 when the width is unknown). */
export function plotWidth(width: number, room: LegendRoom | null): number {
  if (width <= 0) return 0;
  const beside = room && (room.side === 'left' || room.side === 'right') ? room.px : 0;
  return Math.max(0, width * 0.9 - beside - 60);
}

/** Each series' values, or each category's stacked sums and the largest single value when stacked. */
export function stackedExtent(series: (number | null)[][], stacked: boolean): (number | null)[] {
  const flat = series.flat();
  if (!stacked) return flat;
  const sums = (series[0] ?? []).map((_, i) => series.reduce((sum, values) => sum + (values[i] ?? 0), 0));
  return [...flat, ...sums];
}

/** Legend from the legend group; `names` are the series names. Long names are cut, their tooltip shows them. */
export function legendOf(chart: ResolvedChart, names: string[], width = 0): Record<string, unknown> {
  const s = styleOf(chart);
  const position = s<string>('legend', 'position') ?? 'right';
  const vertical = position === 'left' || position === 'right';
  const selectAll = s<boolean>('legend', 'selectAll') ?? true;
  return {
    show: (s<boolean>('legend', 'showLegend') ?? true) && names.length > 1,
    type: s<string>('legend', 'type') ?? 'scroll',
    orient: vertical ? 'vertical' : 'horizontal',
    [position]: vertical ? 8 : 4,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    data: names,
    selected: Object.fromEntries(names.map((n) => [n, selectAll])),
    tooltip: { show: true },
    textStyle: {
      ...(vertical ? { width: legendTextWidth(names, width), overflow: 'truncate' } : {}),
      ...textStyle(s<Font>('legend', 'font')),
    },
  };
}

/** Category axis (the dimension) from the xAxis group. */
export function categoryAxis(
  chart: ResolvedChart,
  data: string[],
  key = 'xAxis',
  /** The axis's length in pixels when it runs horizontally: labels that do not fit side by side rotate. */
  across = 0,
): Record<string, unknown> {
  const s = styleOf(chart);
  const showInterval = s<boolean>(key, 'showInterval') ?? false;
  const styledRotate = s<number>(key, 'rotate') ?? 0;
  const longest = Math.max(0, ...data.map((d) => d.length)) * 7 + 8;
  const crowded = across > 0 && data.length * longest > across * 0.85;
  return {
    type: 'category',
    data,
    show: s<boolean>(key, 'showAxis') ?? true,
    inverse: s<boolean>(key, 'inverseAxis') ?? false,
    axisLine: { show: true, lineStyle: lineStyle(s<LineStyleValue>(key, 'lineStyle')) },
    axisLabel: {
      show: s<boolean>(key, 'showLabel') ?? true,
      // Every label that fits is drawn: crowded labels turn 45° and only those that would still overlap hide.
      rotate: styledRotate || (crowded ? 45 : 0),
      interval: showInterval ? (s<number>(key, 'interval') ?? 0) : 0,
      hideOverlap: !showInterval,
      ...textStyle(s<Font>(key, 'font')),
    },
    splitLine: splitLineOf(chart, 'vertical'),
  };
}

/** Value axis from a yAxis-like group; `formatter` formats tick labels. */
export function valueAxis(
  chart: ResolvedChart,
  key: string,
  name: string,
  formatter: (v: number) => string,
  /** The values drawn on the axis: the name keeps clear of the widest tick label they give. */
  values: (number | null)[] = [],
): Record<string, unknown> {
  const s = styleOf(chart);
  const showTitle = s<boolean>(key, 'showTitleAndUnit') ?? true;
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const ticks = finite.length
    ? [Math.min(0, ...finite), Math.max(0, ...finite)].map((v) => formatter(v))
    : [];
  const tickWidth = Math.max(0, ...ticks.map((t) => t.length)) * 7 + 14;
  const min = s<number | null>(key, 'min');
  const max = s<number | null>(key, 'max');
  return {
    type: 'value',
    show: s<boolean>(key, 'showAxis') ?? true,
    inverse: s<boolean>(key, 'inverseAxis') ?? false,
    name: showTitle ? name : undefined,
    nameLocation: s<string>(key, 'nameLocation') ?? 'center',
    nameGap: Math.max(s<number>(key, 'nameGap') ?? 40, tickWidth),
    nameRotate: s<number>(key, 'nameRotate') ?? 90,
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
    axisLine: { show: true, lineStyle: lineStyle(s<LineStyleValue>(key, 'lineStyle')) },
    axisLabel: { show: s<boolean>(key, 'showLabel') ?? true, formatter, ...textStyle(s<Font>(key, 'font')) },
    splitLine: splitLineOf(chart, 'horizontal'),
  };
}

/** Split lines: horizontal lines belong to the value axis of a column chart, vertical ones to the category axis. */
export function splitLineOf(
  chart: ResolvedChart,
  direction: 'horizontal' | 'vertical',
): Record<string, unknown> {
  const s = styleOf(chart);
  const h = direction === 'horizontal';
  return {
    show: s<boolean>('splitLine', h ? 'showHorizonLine' : 'showVerticalLine') ?? h,
    lineStyle: lineStyle(s<LineStyleValue>('splitLine', h ? 'horizonLineStyle' : 'verticalLineStyle')),
  };
}

/** Series label from the label group with a value formatter. */
export function seriesLabel(
  chart: ResolvedChart,
  formatter: (v: unknown) => string,
  fallbackPosition = 'top',
): Record<string, unknown> {
  const s = styleOf(chart);
  return {
    show: s<boolean>('label', 'showLabel') ?? false,
    position: s<string>('label', 'position') ?? fallbackPosition,
    formatter: (params: unknown) => formatter(paramValue(params)),
    ...textStyle(s<Font>('label', 'font')),
  };
}

/** ECharts hands formatters either a value or `{ value }` params (value may be an [x, y] pair). */
export function paramValue(params: unknown): unknown {
  if (typeof params === 'object' && params !== null && 'value' in params) {
    const value = (params as { value: unknown }).value;
    return Array.isArray(value) ? value[value.length - 1] : value;
  }
  return params;
}
