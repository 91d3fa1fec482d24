import type { EChartsOption, FamilyInput } from '../common/context';
import { fmt, styleOf } from '../common/context';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import { palettes } from '../common/theme';

/** Word cloud for the echarts-wordcloud extension (series type `wordCloud`). */
export function wordCloudOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const dim = sectionFields(chart.config, { type: 'group' })[0];
  const metric = sectionFields(chart.config, { type: 'aggregate' })[0];
  const di = dim ? reader.indexOfField(dim) : -1;
  const mi = metric ? reader.indexOfField(metric) : -1;
  const format = fmt(ctx, metric?.field.format, metric?.field);
  const palette = palettes[ctx.theme];
  return {
    tooltip: {
      show: true,
      formatter: (p: { name: string; value: number }) => `${p.name}: ${format(p.value)}`,
    },
    series: [
      {
        type: 'wordCloud',
        shape: s<string>('wordCloud', 'shape') ?? 'circle',
        drawOutOfBound: s<boolean>('wordCloud', 'drawOutOfBound') ?? false,
        width: s<string>('wordCloud', 'width') ?? '100%',
        height: s<string>('wordCloud', 'height') ?? '100%',
        left: 'center',
        top: 'center',
        sizeRange: [s<number>('label', 'minFontSize') ?? 12, s<number>('label', 'maxFontSize') ?? 72],
        rotationRange: [
          s<number>('label', 'rotationRangeStart') ?? 0,
          s<number>('label', 'rotationRangeEnd') ?? 0,
        ],
        rotationStep: s<number>('label', 'rotationStep') ?? 0,
        gridSize: s<number>('label', 'gridSize') ?? 8,
        textStyle: {
          fontFamily: s<string>('label', 'fontFamily'),
          fontWeight: s<string>('label', 'fontWeight'),
        },
        data: reader.rows.map((r, i) => ({
          name: di >= 0 ? cellText(r[di]) : '',
          value: mi >= 0 ? toNumber(r[mi]) : null,
          textStyle: { color: palette[i % palette.length] },
        })),
      },
    ],
  };
}
