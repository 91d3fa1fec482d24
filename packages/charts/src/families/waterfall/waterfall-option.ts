import type { EChartsOption, FamilyInput } from '../common/context';
import { axisFmt, fmt, styleOf } from '../common/context';
import { categoryAxis, gridOf, plotWidth, seriesLabel, valueAxis } from '../common/cartesian';
import { categorySeries } from '../common/category-series';
import { sectionFields } from '../common/fields';

/**
 * Waterfall: each category's value rises or falls from the running total. Drawn as an invisible stacked
 * base plus one visible bar per step, with an optional total bar at the end.
 */
export function waterfallOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const s = styleOf(chart);
  const dims = sectionFields(chart.config, { type: 'group' });
  const metric = sectionFields(chart.config, { type: 'aggregate' })[0];
  const { categories, series } = categorySeries(reader, dims, metric ? [metric] : []);
  const values = series[0]?.values ?? [];
  const format = fmt(ctx, metric?.field.format, metric?.field);
  const showTotal = s<boolean>('bar', 'showTotal') ?? true;
  const total = ctx.locale === 'zh' ? '累计' : 'Total';
  const base: number[] = [];
  const steps: { value: number; itemStyle: { color: string | undefined } }[] = [];
  let running = 0;
  for (const raw of values) {
    const v = raw ?? 0;
    base.push(v >= 0 ? running : running + v);
    steps.push({
      value: Math.abs(v),
      itemStyle: { color: v >= 0 ? s<string>('bar', 'increaseColor') : s<string>('bar', 'decreaseColor') },
    });
    running += v;
  }
  if (showTotal) {
    base.push(Math.min(0, running));
    steps.push({ value: Math.abs(running), itemStyle: { color: s<string>('bar', 'totalColor') } });
  }
  const label = seriesLabel(chart, () => '', 'top');
  const signed = [...values.map((v) => v ?? 0), ...(showTotal ? [running] : [])];
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: gridOf(chart, null, ctx.width),
    xAxis: categoryAxis(
      chart,
      showTotal ? [...categories, total] : categories,
      'xAxis',
      plotWidth(ctx.width, null),
    ),
    yAxis: valueAxis(chart, 'yAxis', metric?.name ?? '', axisFmt(ctx, metric?.field.format), signed),
    series: [
      {
        type: 'bar',
        name: 'base',
        stack: 'waterfall',
        silent: true,
        itemStyle: { color: 'transparent', borderColor: 'transparent' },
        emphasis: { disabled: true },
        data: base,
      },
      {
        type: 'bar',
        name: metric?.name ?? '',
        stack: 'waterfall',
        data: steps,
        label: { ...label, formatter: (p: { dataIndex: number }) => format(signed[p.dataIndex] ?? null) },
      },
    ],
  };
}
