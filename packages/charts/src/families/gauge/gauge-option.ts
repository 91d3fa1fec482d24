import type { EChartsOption, FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { sectionFields } from '../common/fields';
import { toNumber } from '../common/frame';
import { palettes } from '../common/theme';

/** Gauge: the one metric against `gauge.max`, with prefix / suffix around the formatted value. */
export function gaugeOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const metric = sectionFields(chart.config, { type: 'aggregate' })[0];
  const value = metric ? toNumber(reader.rows[0]?.[reader.indexOfField(metric)]) : null;
  const format = fmt(ctx, metric?.field.format, metric?.field);
  const prefix = s<string>('gauge', 'prefix') ?? '';
  const suffix = s<string>('gauge', 'suffix') ?? '';
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'gauge',
        name: metric?.name ?? '',
        min: 0,
        max: s<number>('gauge', 'max') ?? 100,
        radius: s<string>('gauge', 'radius') ?? '75%',
        splitNumber: s<number>('gauge', 'splitNumber') ?? 10,
        startAngle: s<number>('gauge', 'startAngle') ?? 225,
        endAngle: s<number>('gauge', 'endAngle') ?? -45,
        data: [{ name: metric?.name ?? '', value }],
        title: { show: s<boolean>('title', 'showTitle') ?? true, ...textStyle(s<Font>('title', 'font')) },
        detail: {
          show: s<boolean>('data', 'showData') ?? true,
          formatter: (v: number) => `${prefix}${format(v)}${suffix}`,
          ...textStyle(s<Font>('data', 'font')),
        },
        pointer: {
          show: s<boolean>('pointer', 'showPointer') ?? true,
          length: s<string>('pointer', 'pointerLength') ?? '80%',
          width: s<number>('pointer', 'pointerWidth') ?? 8,
        },
        axisLine: {
          lineStyle: {
            width: s<number>('axis', 'axisLineSize') ?? 18,
            color: [[1, s<string>('axis', 'axisLineColor') ?? '#ced4da']],
          },
        },
        axisTick: { show: s<boolean>('axisTick', 'showAxisTick') ?? false },
        axisLabel: {
          show: s<boolean>('axisLabel', 'showAxisLabel') ?? false,
          distance: s<number>('axisLabel', 'distance') ?? 25,
        },
        splitLine: { show: s<boolean>('splitLine', 'showSplitLine') ?? false },
        progress: {
          show: s<boolean>('progress', 'showProgress') ?? true,
          roundCap: s<boolean>('progress', 'roundCap') ?? false,
          width: s<number>('axis', 'axisLineSize') ?? 18,
        },
      },
    ],
  };
}
