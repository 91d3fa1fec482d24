import type { EChartsOption, FamilyInput } from '../common/context';
import { axisFmt, fmt, styleOf } from '../common/context';
import {
  categoryAxis,
  gridOf,
  legendOf,
  legendRoom,
  plotWidth,
  seriesLabel,
  stackedExtent,
  valueAxis,
} from '../common/cartesian';
import { categorySeries } from '../common/category-series';
import { sectionFields } from '../common/fields';
import { referenceMarks } from '../common/reference';
import { colorOfValue } from '../common/field-visuals';
import { palettes } from '../common/theme';
import { valueColors } from '../common/series-colors';

/** Line, area and stacked area charts. */
export function lineOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const { variant } = chart.meta;
  const s = styleOf(chart);
  const dims = sectionFields(chart.config, { type: 'group' });
  const metrics = sectionFields(chart.config, { type: 'aggregate' });
  const color = sectionFields(chart.config, { type: 'color' })[0];
  const { categories, series } = categorySeries(reader, dims, metrics, color);
  const first = metrics[0];
  const axisFormat = axisFmt(ctx, first?.field.format);
  const names = series.map((x) => x.name);
  const room = legendRoom(chart, names, ctx.width);
  const byValue = color
    ? valueColors(
        series.map((x) => x.name),
        palettes[ctx.theme],
      )
    : null;
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'axis' },
    legend: legendOf(chart, names, ctx.width),
    grid: gridOf(chart, room, ctx.width),
    xAxis: { ...categoryAxis(chart, categories, 'xAxis', plotWidth(ctx.width, room)), boundaryGap: false },
    yAxis: valueAxis(
      chart,
      'yAxis',
      metrics.length === 1 && first ? first.name : '',
      (v: number) => axisFormat(v),
      stackedExtent(
        series.map((x) => x.values),
        !!variant.stack,
      ),
    ),
    series: series.map((item, index) => {
      const format = fmt(ctx, item.metric.field.format, item.metric.field);
      const own =
        item.colorValue === undefined
          ? undefined
          : (colorOfValue(color?.field, item.colorValue) ?? byValue?.get(item.name));
      return {
        ...(own ? { itemStyle: { color: own }, lineStyle: { color: own } } : {}),
        type: 'line',
        name: item.name,
        data: item.values,
        smooth: s<boolean>('graph', 'smooth') ?? false,
        step: s<boolean>('graph', 'step') ? 'middle' : false,
        showSymbol: s<boolean>('graph', 'symbol') ?? true,
        ...(variant.area ? { areaStyle: { opacity: variant.stack ? 0.7 : 0.35 } } : {}),
        ...(variant.stack ? { stack: 'total' } : {}),
        tooltip: { valueFormatter: (v: unknown) => format(v as number) },
        label: seriesLabel(chart, (v) => format(v as number)),
        ...referenceMarks(
          chart,
          { colName: item.metric.field.colName, isFirst: index === 0, values: item.values },
          'yAxis',
          (v) => format(v),
        ),
      };
    }),
  };
}
