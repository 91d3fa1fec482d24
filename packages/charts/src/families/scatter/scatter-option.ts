import type { Cell } from '../../types';
import type { EChartsOption, FamilyInput } from '../common/context';
import { axisFmt, fmt, styleOf } from '../common/context';
import { gridOf, legendOf, legendRoom, seriesLabel, splitLineOf, valueAxis } from '../common/cartesian';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import { colorOfValue, sizeRangeOf, symbolSizeScale } from '../common/field-visuals';
import { palettes } from '../common/theme';
import { valueColors } from '../common/series-colors';

/** Scatter: the two metrics are x and y; the colour field splits series, the size field scales symbols. */
export function scatterOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const [mx, my] = sectionFields(chart.config, { type: 'aggregate' });
  const dims = sectionFields(chart.config, { type: 'group' });
  const color = sectionFields(chart.config, { type: 'color' })[0];
  const size = sectionFields(chart.config, { type: 'size' })[0];
  const xi = mx ? reader.indexOfField(mx) : -1;
  const yi = my ? reader.indexOfField(my) : -1;
  const ci = color ? reader.indexOfField(color) : -1;
  const si = size ? reader.indexOfField(size) : -1;
  const di = dims.map((d) => reader.indexOfField(d)).filter((i) => i >= 0);
  const scale =
    si >= 0
      ? symbolSizeScale(
          reader.rows.flatMap((r) => {
            const n = toNumber(r[si]);
            return n === null ? [] : [n];
          }),
          sizeRangeOf(size?.field),
        )
      : null;
  const ratio = s<number>('scatter', 'cycleRatio') ?? 10;
  const groups = new Map<string, unknown[][]>();
  for (const row of reader.rows) {
    const key = ci >= 0 ? cellText(row[ci]) : (my?.name ?? '');
    const point = [
      toNumber(row[xi]),
      toNumber(row[yi]),
      di.map((i) => cellText(row[i])).join('-'),
      si >= 0 ? toNumber(row[si]) : null,
    ];
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  const yFormat = fmt(ctx, my?.field.format, my?.field);
  const byValue = ci >= 0 ? valueColors(groups.keys(), palettes[ctx.theme]) : null;
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'item' },
    legend: legendOf(chart, [...groups.keys()], ctx.width),
    grid: gridOf(chart, legendRoom(chart, [...groups.keys()], ctx.width), ctx.width),
    xAxis: {
      ...valueAxis(chart, 'xAxis', mx?.name ?? '', axisFmt(ctx, mx?.field.format)),
      nameLocation: 'center',
      nameRotate: 0,
      splitLine: splitLineOf(chart, 'vertical'),
    },
    yAxis: valueAxis(chart, 'yAxis', my?.name ?? '', axisFmt(ctx, my?.field.format)),
    series: [...groups.entries()].map(([name, data]) => {
      const own = ci >= 0 ? (colorOfValue(color?.field, name) ?? byValue?.get(name)) : undefined;
      return {
        type: 'scatter',
        name,
        data,
        symbolSize: scale ? (value: unknown[]) => scale(toNumber(value[3] as Cell)) : ratio,
        ...(own ? { itemStyle: { color: own } } : {}),
        label: seriesLabel(chart, (v) => yFormat(v as number)),
      };
    }),
  };
}
