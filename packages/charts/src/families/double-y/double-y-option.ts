import type { EChartsOption, FamilyInput } from '../common/context';
import { axisFmt, fmt, styleOf } from '../common/context';
import {
  categoryAxis,
  gridOf,
  legendOf,
  legendRoom,
  plotWidth,
  seriesLabel,
  valueAxis,
} from '../common/cartesian';
import { categorySeries } from '../common/category-series';
import { sectionFields } from '../common/fields';
import { referenceMarks } from '../common/reference';
import { palettes } from '../common/theme';

/** Dual axis: `metricsL` on the left value axis, `metricsR` on the right, each drawn as bars or lines. */
export function doubleYOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const dims = sectionFields(chart.config, { type: 'group' });
  const left = sectionFields(chart.config, { key: 'metricsL' });
  const right = sectionFields(chart.config, { key: 'metricsR' });
  const { categories, series } = categorySeries(reader, dims, [...left, ...right]);
  const leftFormat = axisFmt(ctx, left[0]?.field.format);
  const rightFormat = axisFmt(ctx, right[0]?.field.format);
  const names = series.map((x) => x.name);
  const room = legendRoom(chart, names, ctx.width);
  const onLeft = (alias: string) => left.some((l) => l.alias === alias);
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'axis' },
    legend: legendOf(chart, names, ctx.width),
    grid: gridOf(chart, room, ctx.width),
    xAxis: categoryAxis(chart, categories, 'xAxis', plotWidth(ctx.width, room)),
    yAxis: [
      {
        ...valueAxis(chart, 'leftY', left.map((m) => m.name).join(' / '), (v: number) => leftFormat(v)),
        position: 'left',
      },
      {
        ...valueAxis(chart, 'rightY', right.map((m) => m.name).join(' / '), (v: number) => rightFormat(v)),
        position: 'right',
        nameRotate: -90,
      },
    ],
    series: series.map((item, index) => {
      const side = onLeft(item.metric.alias) ? 'leftSeries' : 'rightSeries';
      const graphType = s<string>(side, 'graphType') ?? (side === 'leftSeries' ? 'bar' : 'line');
      const format = fmt(ctx, item.metric.field.format, item.metric.field);
      const label = seriesLabel(chart, (v) => format(v as number));
      return {
        type: graphType,
        name: item.name,
        yAxisIndex: side === 'leftSeries' ? 0 : 1,
        data: item.values,
        ...(graphType === 'line' ? { smooth: s<boolean>(side, 'smooth') ?? false } : {}),
        tooltip: { valueFormatter: (v: unknown) => format(v as number) },
        label: { ...label, show: s<boolean>(side, 'showLabel') ?? false },
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
