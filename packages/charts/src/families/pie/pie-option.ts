import type { EChartsOption, FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { legendOf } from '../common/cartesian';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import { palettes } from '../common/theme';
import { valueColors } from '../common/series-colors';

/**
 * Pie, doughnut and rose. With a dimension, one slice per dimension value (one ring per metric);
 * without one, one slice per metric.
 */
export function pieOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const { variant } = chart.meta;
  const s = styleOf(chart);
  const dim = sectionFields(chart.config, { type: 'group' })[0];
  const metrics = sectionFields(chart.config, { type: 'aggregate' });
  const di = dim ? reader.indexOfField(dim) : -1;
  const showName = s<boolean>('label', 'showName') ?? true;
  const showValue = s<boolean>('label', 'showValue') ?? false;
  const showPercent = s<boolean>('label', 'showPercent') ?? true;
  const labelFor = (format: (v: number) => string) => (p: { name: string; value: number; percent: number }) =>
    [
      showName ? p.name : '',
      showValue ? format(p.value) : '',
      showPercent ? `${(p.percent ?? 0).toFixed(2)}%` : '',
    ]
      .filter(Boolean)
      .join(': ');
  const label = (format: (v: number) => string) => ({
    show: s<boolean>('label', 'showLabel') ?? true,
    position: s<string>('label', 'position') ?? 'outside',
    formatter: labelFor(format),
    ...textStyle(s<Font>('label', 'font')),
  });
  const radius = (i: number, n: number): [string, string] => {
    const outer = 70;
    const inner = variant.doughnut ? 40 : 0;
    const band = (outer - inner) / n;
    return [`${inner + band * i}%`, `${inner + band * (i + 1)}%`];
  };
  const common = { ...(variant.rose ? { roseType: 'radius' } : {}), avoidLabelOverlap: true };
  if (di < 0) {
    const row = reader.rows[0] ?? [];
    const data = metrics.map((m) => ({ name: m.name, value: toNumber(row[reader.indexOfField(m)]) }));
    const format = fmt(ctx, metrics[0]?.field.format, metrics[0]?.field);
    return {
      color: palettes[ctx.theme],
      tooltip: { trigger: 'item' },
      legend: legendOf(
        chart,
        data.map((d) => d.name),
      ),
      series: [
        { type: 'pie', name: '', radius: radius(0, 1), data, label: label((v) => format(v)), ...common },
      ],
    };
  }
  const names = reader.rows.map((r) => cellText(r[di]));
  const byValue = valueColors(names, palettes[ctx.theme]);
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'item' },
    legend: legendOf(chart, [...new Set(names)]),
    series: metrics.map((m, i) => {
      const mi = reader.indexOfField(m);
      const format = fmt(ctx, m.field.format, m.field);
      return {
        type: 'pie',
        name: m.name,
        radius: radius(i, metrics.length),
        data: reader.rows.map((r, j) => ({
          name: names[j],
          value: toNumber(r[mi]),
          itemStyle: { color: byValue.get(names[j] ?? '') },
        })),
        label: label((v) => format(v)),
        ...common,
      };
    }),
  };
}
