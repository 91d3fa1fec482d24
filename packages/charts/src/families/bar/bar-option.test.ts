import { describe, expect, it } from 'vitest';
import {
  byRegion,
  callLabel,
  dim,
  en,
  frame,
  makeConfig,
  num,
  seriesOf,
  stored,
  zh,
} from '../../testing/fixtures';
import { toOption } from '../../to-option';

const wan = { type: 'numeric' as const, numeric: { decimalPlaces: 2, unitKey: 'wan' as const } };
const twoMetrics = (id: string, extra: Parameters<typeof makeConfig>[2] = {}) =>
  makeConfig(
    id,
    {
      dimension: [dim('region')],
      metrics: [num('amount', 'SUM', { format: wan, alias: { name: 'Sales' } }), num('quantity')],
    },
    extra,
  );

describe('bar family', () => {
  it('cluster-column-chart: one bar series per metric on a category x axis, labels formatted', () => {
    const option = toOption(
      twoMetrics('cluster-column-chart', { styles: [stored('label', { showLabel: true })] }),
      byRegion,
      zh,
    );
    const series = seriesOf(option);
    expect(series.map((s) => [s.type, s.name, s.stack])).toEqual([
      ['bar', 'Sales', undefined],
      ['bar', 'SUM(quantity)', undefined],
    ]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['East', 'North', 'West'] });
    expect(option.yAxis).toMatchObject({ type: 'value' });
    expect(series[0]?.data).toEqual([12345, 340000000, 500]);
    expect(callLabel(series[0] ?? {}, 12345)).toBe('1.23万');
    const tooltip = series[0]?.tooltip as { valueFormatter: (v: unknown) => string };
    expect(tooltip.valueFormatter(340000000)).toBe('34000.00万');
    expect(option.legend).toMatchObject({ show: true, data: ['Sales', 'SUM(quantity)'] });
  });

  it('cluster-bar-chart: horizontal, categories on the y axis', () => {
    const option = toOption(twoMetrics('cluster-bar-chart'), byRegion, en);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['East', 'North', 'West'] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });

  it('stack-column-chart and stack-bar-chart stack their series', () => {
    for (const id of ['stack-column-chart', 'stack-bar-chart']) {
      const series = seriesOf(toOption(twoMetrics(id), byRegion, en));
      expect(
        series.every((s) => s.stack === 'total'),
        id,
      ).toBe(true);
    }
    expect(toOption(twoMetrics('stack-bar-chart'), byRegion, en).yAxis).toMatchObject({ type: 'category' });
  });

  it('percentage stacks share 100 per category with percent labels', () => {
    const data = frame(
      [
        ['region', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
        ['SUM(quantity)', 'NUMERIC'],
      ],
      [
        ['East', 30, 10],
        ['West', 1, 3],
      ],
    );
    for (const id of ['percentage-stack-column-chart', 'percentage-stack-bar-chart']) {
      const option = toOption(twoMetrics(id), data, en);
      const series = seriesOf(option);
      expect(series[0]?.data).toEqual([75, 25]);
      expect(series[1]?.data).toEqual([25, 75]);
      expect(callLabel(series[0] ?? {}, 75)).toBe('75.00%');
      const valueAxis = (id.includes('bar-chart') ? option.xAxis : option.yAxis) as { max: number };
      expect(valueAxis.max).toBe(100);
    }
  });

  it('splits series by the colour field and applies its colours', () => {
    const data = frame(
      [
        ['region', 'STRING'],
        ['product', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
      ],
      [
        ['East', 'Tea', 1],
        ['East', 'Milk', 2],
        ['West', 'Tea', 3],
      ],
    );
    const config = makeConfig('stack-column-chart', {
      dimension: [dim('region')],
      metrics: [num('amount')],
      color: [dim('product', { color: { colors: [{ key: 'Tea', value: '#111111' }] } })],
    });
    const series = seriesOf(toOption(config, data, en));
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Tea', [1, 3]],
      ['Milk', [2, null]],
    ]);
    expect(series[0]?.itemStyle).toMatchObject({ color: '#111111' });
  });

  it('applies legend, axis, split line and margin styles', () => {
    const config = twoMetrics('cluster-column-chart', {
      styles: [
        stored('legend', { position: 'bottom', showLegend: true }),
        stored('xAxis', { rotate: 45, showLabel: false }),
        stored('splitLine', { showHorizonLine: false }),
        stored('margin', { marginLeft: '10%' }),
        stored('yAxis', { min: 0, max: 500 }),
      ],
    });
    const option = toOption(config, byRegion, en);
    expect(option.legend).toMatchObject({ orient: 'horizontal', bottom: 4 });
    expect(option.xAxis).toMatchObject({ axisLabel: { rotate: 45, show: false } });
    expect(option.yAxis).toMatchObject({ min: 0, max: 500, splitLine: { show: false } });
    // 10 % of the 800px chart; the legend's row is kept free below the plot (5 % + 32px).
    expect(option.grid).toMatchObject({ left: 80, bottom: 72, containLabel: true });
  });

  it('keeps the legend off the plot, every category label that fits, and the axis name clear of the ticks', () => {
    const names = Array.from({ length: 30 }, (_, i) => `Category number ${i}`);
    const many = frame(
      [
        ['region', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
        ['SUM(quantity)', 'NUMERIC'],
      ],
      names.map((n, i) => [n, 3500000 + i, i]),
    );
    const option = toOption(twoMetrics('cluster-column-chart'), many, en);
    // Legend on the right (the default): the grid's right edge leaves it its width.
    expect(option.legend).toMatchObject({ type: 'scroll', orient: 'vertical', right: 8 });
    expect((option.grid as { right: number }).right).toBeGreaterThan(100);
    // Labels that do not fit side by side turn, and only the ones still overlapping hide.
    expect(option.xAxis).toMatchObject({ axisLabel: { rotate: 45, interval: 0, hideOverlap: true } });
    const single = toOption(
      makeConfig('cluster-column-chart', { dimension: [dim('region')], metrics: [num('amount')] }),
      many,
      en,
    );
    expect((single.grid as { right: number }).right).toBe(40);
    expect(single.xAxis).toMatchObject({ axisLabel: { rotate: 45 } });
    const yAxis = single.yAxis as { nameGap: number; axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(3500000)).toBe('3.5M');
    expect(yAxis.nameGap).toBeGreaterThanOrEqual('3.5M'.length * 7);
    const few = toOption(
      makeConfig('cluster-column-chart', { dimension: [dim('region')], metrics: [num('amount')] }),
      byRegion,
      en,
    );
    expect(few.xAxis).toMatchObject({ axisLabel: { rotate: 0, interval: 0 } });
  });

  it('draws reference lines and areas on the value axis', () => {
    const config = twoMetrics('cluster-column-chart', {
      settings: [
        {
          key: 'reference',
          rows: [
            {
              key: 'lines',
              value: [
                { name: 'Target', at: { value: 20000 } },
                { at: { aggregate: 'MAX' }, metric: 'quantity' },
                { bad: true },
              ],
            },
            { key: 'areas', value: [{ name: 'Band', from: { value: 100 }, to: { aggregate: 'AVG' } }] },
          ],
        },
      ],
    });
    const [amount, quantity] = seriesOf(toOption(config, byRegion, zh));
    const line = (amount?.markLine as { data: { yAxis: number; label: { formatter: string } }[] }).data;
    expect(line).toEqual([
      expect.objectContaining({
        yAxis: 20000,
        label: expect.objectContaining({ formatter: 'Target: 2.00万' }),
      }),
    ]);
    expect((quantity?.markLine as { data: { yAxis: number }[] }).data[0]?.yAxis).toBe(60);
    const area = (amount?.markArea as { data: [{ yAxis: number }, { yAxis: number }][] }).data[0];
    expect(area?.[0].yAxis).toBe(100);
    expect(area?.[1].yAxis).toBeCloseTo((12345 + 340000000 + 500) / 3);
    const horizontal = seriesOf(toOption({ ...config, chartGraphId: 'cluster-bar-chart' }, byRegion, en));
    expect((horizontal[0]?.markLine as { data: { xAxis: number }[] }).data[0]?.xAxis).toBe(20000);
  });

  it('applies custom sort orders to the categories', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('region', { sort: { type: 'CUSTOMIZE', value: ['West', 'East'] } })],
      metrics: [num('amount')],
    });
    expect((toOption(config, byRegion, en).xAxis as { data: string[] }).data).toEqual([
      'West',
      'East',
      'North',
    ]);
  });
});
