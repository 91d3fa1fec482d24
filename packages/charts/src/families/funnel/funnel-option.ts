import type { EChartsOption, FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { legendOf } from '../common/cartesian';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import { palettes } from '../common/theme';
import { valueColors } from '../common/series-colors';

/** Funnel: one stage per dimension value (or per metric without a dimension). */
export function funnelOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const dim = sectionFields(chart.config, { type: 'group' })[0];
  const metrics = sectionFields(chart.config, { type: 'aggregate' });
  const first = metrics[0];
  const format = fmt(ctx, first?.field.format, first?.field);
  const di = dim ? reader.indexOfField(dim) : -1;
  const data =
    di >= 0 && first
      ? reader.rows.map((r) => ({ name: cellText(r[di]), value: toNumber(r[reader.indexOfField(first)]) }))
      : metrics.map((m) => ({ name: m.name, value: toNumber(reader.rows[0]?.[reader.indexOfField(m)]) }));
  if (di >= 0) {
    const byValue = valueColors(
      data.map((d) => d.name),
      palettes[ctx.theme],
    );
    for (const d of data) Object.assign(d, { itemStyle: { color: byValue.get(d.name) } });
  }
  const showName = s<boolean>('label', 'showName') ?? true;
  const showValue = s<boolean>('label', 'showValue') ?? true;
  const showPercent = s<boolean>('label', 'showPercent') ?? false;
  const max = Math.max(0, ...data.map((d) => d.value ?? 0));
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'item' },
    legend: legendOf(
      chart,
      data.map((d) => d.name),
    ),
    series: [
      {
        type: 'funnel',
        name: first?.name ?? '',
        sort: s<string>('funnel', 'sort') ?? 'descending',
        gap: s<number>('funnel', 'gap') ?? 1,
        funnelAlign: s<string>('funnel', 'align') ?? 'center',
        min: 0,
        max,
        data,
        label: {
          show: s<boolean>('label', 'showLabel') ?? true,
          position: s<string>('label', 'position') ?? 'inside',
          formatter: (p: { name: string; value: number; percent: number }) =>
            [
              showName ? p.name : '',
              showValue ? format(p.value) : '',
              showPercent ? `${(p.percent ?? 0).toFixed(2)}%` : '',
            ]
              .filter(Boolean)
              .join(': '),
          ...textStyle(s<Font>('label', 'font')),
        },
      },
    ],
  };
}
