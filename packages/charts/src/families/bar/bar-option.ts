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
import { categorySeries, toPercentages } from '../common/category-series';
import { sectionFields } from '../common/fields';
import { referenceMarks } from '../common/reference';
import { palettes } from '../common/theme';
import { colorOfValue } from '../common/field-visuals';
import { valueColors } from '../common/series-colors';
import type { LineStyleValue } from '../common/context';

/** Column / bar charts: clustered, stacked and 100 % stacked, vertical or horizontal. */
export function barOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const { variant } = chart.meta;
  const config = chart.config;
  const s = styleOf(chart);
  const dims = sectionFields(config, { type: 'group' });
  const metrics = sectionFields(config, { type: 'aggregate' });
  const color = sectionFields(config, { type: 'color' })[0];
  const { categories, series } = categorySeries(reader, dims, metrics, color);
  const percents = variant.percentage ? toPercentages(series, categories) : null;
  const percentText = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(2)}%` : '');
  const first = metrics[0];
  const valueFormat = axisFmt(ctx, first?.field.format);
  const valueAxisKey = variant.horizontal ? 'xAxis' : 'yAxis';
  const border = s<LineStyleValue>('bar', 'borderStyle');
  const width = s<number>('bar', 'width');
  const byValue = color
    ? valueColors(
        series.map((x) => x.name),
        palettes[ctx.theme],
      )
    : null;

  const echartsSeries = series.map((item, index) => {
    const format = fmt(ctx, item.metric.field.format, item.metric.field);
    const data = percents ? percents[index] : item.values;
    return {
      type: 'bar',
      name: item.name,
      data,
      ...(variant.stack ? { stack: 'total' } : {}),
      barGap: `${Math.round((s<number>('bar', 'gap') ?? 0.1) * 100)}%`,
      ...(width ? { barWidth: width } : {}),
      itemStyle: {
        borderRadius: s<number>('bar', 'radius') ?? 0,
        borderWidth: border?.width ?? 0,
        borderType: border?.type ?? 'solid',
        borderColor: border?.color,
        ...(item.metric.field.color?.colors?.[0] && !item.colorValue
          ? { color: item.metric.field.color.colors[0].value }
          : {}),
        ...(item.colorValue !== undefined
          ? { color: colorOfValue(color?.field, item.colorValue) ?? byValue?.get(item.name) }
          : {}),
      },
      tooltip: { valueFormatter: percents ? percentText : (v: unknown) => format(v as number) },
      label: seriesLabel(
        chart,
        percents ? percentText : (v: unknown) => format(v as number),
        variant.stack ? 'inside' : 'top',
      ),
      ...referenceMarks(
        chart,
        { colName: item.metric.field.colName, isFirst: index === 0, values: item.values },
        valueAxisKey,
        (v) => format(v),
      ),
    };
  });

  const names = series.map((x) => x.name);
  const room = legendRoom(chart, names, ctx.width);
  const category = categoryAxis(
    chart,
    categories,
    'xAxis',
    variant.horizontal ? 0 : plotWidth(ctx.width, room),
  );
  const value = valueAxis(
    chart,
    'yAxis',
    metrics.length === 1 && first ? first.name : '',
    (v: number) => (percents ? `${v}%` : valueFormat(v)),
    percents
      ? [100]
      : stackedExtent(
          series.map((x) => x.values),
          !!variant.stack,
        ),
  );
  if (percents) Object.assign(value, { max: 100, min: 0 });
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legendOf(chart, names, ctx.width),
    grid: gridOf(chart, room, ctx.width),
    xAxis: variant.horizontal ? value : category,
    yAxis: variant.horizontal ? category : value,
    series: echartsSeries,
  };
}
