import type { EChartsOption, FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { legendOf, legendRoom } from '../common/cartesian';
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
  const outside =
    (s<boolean>('label', 'showLabel') ?? true) && (s<string>('label', 'position') ?? 'outside') === 'outside';
  /**
   * The pie sits in what the legend leaves and, with labels outside, leaves room around it for them, so
   * neither the legend nor the labels cover it or get cut (D-chart-ux-4).
   */
  const place = (legendNames: string[]) => {
    const room = legendRoom(chart, legendNames, ctx.width);
    if (ctx.width <= 0 || ctx.height <= 0) return { scale: outside ? 0.6 : 0.7, center: ['50%', '50%'] };
    const w = ctx.width - (room && (room.side === 'left' || room.side === 'right') ? room.px : 0);
    const h = ctx.height - (room && (room.side === 'top' || room.side === 'bottom') ? room.px : 0);
    const x = room?.side === 'left' ? room.px + w / 2 : w / 2;
    const y = room?.side === 'top' ? room.px + h / 2 : h / 2;
    // Outside labels need about a line and a label's width around the pie.
    const r = outside ? Math.min(w / 2 - 90, h / 2 - 30) : Math.min(w, h) / 2 - 8;
    const fit = Math.max(20, r) / (Math.min(ctx.width, ctx.height) / 2);
    return { scale: Math.min(fit, outside ? 0.7 : 0.85), center: [Math.round(x), Math.round(y)] };
  };
  const radius = (scale: number, i: number, n: number): [string, string] => {
    const outer = scale * 100;
    const inner = variant.doughnut ? (outer * 4) / 7 : 0;
    const band = (outer - inner) / n;
    const pct = (v: number) => `${Math.round(v * 10) / 10}%`;
    return [pct(inner + band * i), pct(inner + band * (i + 1))];
  };
  const common = { ...(variant.rose ? { roseType: 'radius' } : {}), avoidLabelOverlap: true };
  if (di < 0) {
    const row = reader.rows[0] ?? [];
    const data = metrics.map((m) => ({ name: m.name, value: toNumber(row[reader.indexOfField(m)]) }));
    const format = fmt(ctx, metrics[0]?.field.format, metrics[0]?.field);
    const at = place(data.map((d) => d.name));
    return {
      color: palettes[ctx.theme],
      tooltip: { trigger: 'item' },
      legend: legendOf(
        chart,
        data.map((d) => d.name),
        ctx.width,
      ),
      series: [
        {
          type: 'pie',
          name: '',
          radius: radius(at.scale, 0, 1),
          center: at.center,
          data,
          label: label((v) => format(v)),
          ...common,
        },
      ],
    };
  }
  const names = reader.rows.map((r) => cellText(r[di]));
  const byValue = valueColors(names, palettes[ctx.theme]);
  const at = place([...new Set(names)]);
  return {
    color: palettes[ctx.theme],
    tooltip: { trigger: 'item' },
    legend: legendOf(chart, [...new Set(names)], ctx.width),
    series: metrics.map((m, i) => {
      const mi = reader.indexOfField(m);
      const format = fmt(ctx, m.field.format, m.field);
      return {
        type: 'pie',
        name: m.name,
        radius: radius(at.scale, i, metrics.length),
        center: at.center,
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
