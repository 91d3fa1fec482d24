import type { ResolvedChart } from '../../config/parse-config';
import type { LineStyleValue, Font } from './context';
import { lineStyle, styleOf, textStyle } from './context';

/** `grid` from the margin group. */
export function gridOf(chart: ResolvedChart): Record<string, unknown> {
  const s = styleOf(chart);
  return {
    containLabel: s<boolean>('margin', 'containLabel') ?? true,
    top: s<string>('margin', 'marginTop') ?? '5%',
    bottom: s<string>('margin', 'marginBottom') ?? '5%',
    left: s<string>('margin', 'marginLeft') ?? '5%',
    right: s<string>('margin', 'marginRight') ?? '5%',
  };
}

/** Legend from the legend group; `names` are the series names. */
export function legendOf(chart: ResolvedChart, names: string[]): Record<string, unknown> {
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
    textStyle: textStyle(s<Font>('legend', 'font')),
  };
}

/** Category axis (the dimension) from the xAxis group. */
export function categoryAxis(chart: ResolvedChart, data: string[], key = 'xAxis'): Record<string, unknown> {
  const s = styleOf(chart);
  const showInterval = s<boolean>(key, 'showInterval') ?? false;
  return {
    type: 'category',
    data,
    show: s<boolean>(key, 'showAxis') ?? true,
    inverse: s<boolean>(key, 'inverseAxis') ?? false,
    axisLine: { show: true, lineStyle: lineStyle(s<LineStyleValue>(key, 'lineStyle')) },
    axisLabel: {
      show: s<boolean>(key, 'showLabel') ?? true,
      rotate: s<number>(key, 'rotate') ?? 0,
      interval: showInterval ? (s<number>(key, 'interval') ?? 0) : 'auto',
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
): Record<string, unknown> {
  const s = styleOf(chart);
  const showTitle = s<boolean>(key, 'showTitleAndUnit') ?? true;
  const min = s<number | null>(key, 'min');
  const max = s<number | null>(key, 'max');
  return {
    type: 'value',
    show: s<boolean>(key, 'showAxis') ?? true,
    inverse: s<boolean>(key, 'inverseAxis') ?? false,
    name: showTitle ? name : undefined,
    nameLocation: s<string>(key, 'nameLocation') ?? 'center',
    nameGap: s<number>(key, 'nameGap') ?? 40,
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
