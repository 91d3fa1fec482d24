import { describe, expect, it } from 'vitest';
import { byRegion, dim, en, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
import { toOption } from '../../to-option';

const config = (id: string) =>
  makeConfig(
    id,
    {
      dimension: [dim('region')],
      metrics: [
        num('amount', 'SUM', {
          format: { type: 'numeric', numeric: { decimalPlaces: 0, useThousandSeparator: true } },
        }),
      ],
    },
    { styles: [stored('label', { showValue: true })] },
  );

describe('pie family', () => {
  it('pie-chart: one slice per dimension value with name, value and percent labels', () => {
    const option = toOption(config('pie-chart'), byRegion, en);
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'pie', radius: ['0%', '70%'] });
    expect(series?.roseType).toBeUndefined();
    expect(series?.data).toMatchObject([
      { name: 'East', value: 12345 },
      { name: 'North', value: 340000000 },
      { name: 'West', value: 500 },
    ]);
    const label = (series?.label as { formatter: (p: unknown) => string }).formatter;
    expect(label({ name: 'East', value: 12345, percent: 12.5 })).toBe('East: 12,345: 12.50%');
    expect(option.legend).toMatchObject({ data: ['East', 'North', 'West'] });
  });

  it('doughnut-chart has an inner radius; rose-chart sets roseType', () => {
    expect(seriesOf(toOption(config('doughnut-chart'), byRegion, en))[0]).toMatchObject({
      radius: ['40%', '70%'],
    });
    expect(seriesOf(toOption(config('rose-chart'), byRegion, en))[0]).toMatchObject({ roseType: 'radius' });
  });

  it('without a dimension shows one slice per metric', () => {
    const cfg = makeConfig('pie-chart', { metrics: [num('amount'), num('quantity')] });
    const [series] = seriesOf(toOption(cfg, byRegion, en));
    expect(series?.data).toEqual([
      { name: 'SUM(amount)', value: 12345 },
      { name: 'SUM(quantity)', value: 10 },
    ]);
  });

  it('gives a slice the colour its value has in every chart and after a filter', () => {
    const colorOf = (option: ReturnType<typeof toOption>, name: string) =>
      (seriesOf(option)[0]?.data as { name: string; itemStyle: { color: string } }[]).find(
        (d) => d.name === name,
      )?.itemStyle.color;
    const all = toOption(config('pie-chart'), byRegion, en);
    // A filter that changes the figures and their order (the rows come sorted by value).
    const filtered = toOption(
      config('pie-chart'),
      { ...byRegion, rows: byRegion.rows.map((r) => [r[0] ?? null, 7]).reverse() },
      en,
    );
    for (const name of ['East', 'North', 'West']) expect(colorOf(filtered, name)).toBe(colorOf(all, name));
    const line = toOption(
      makeConfig('line-chart', {
        dimension: [dim('year')],
        metrics: [num('amount')],
        color: [dim('region')],
      }),
      {
        columns: [
          { name: ['year'], type: 'STRING' },
          { name: ['region'], type: 'STRING' },
          { name: ['SUM(amount)'], type: 'NUMERIC' },
        ],
        rows: [
          ['2024', 'West', 1],
          ['2024', 'North', 2],
          ['2024', 'East', 3],
        ],
      },
      en,
    );
    const lineColor = (name: string) =>
      (seriesOf(line).find((x) => x.name === name)?.itemStyle as { color: string } | undefined)?.color;
    expect(['East', 'North', 'West'].map(lineColor)).toEqual(
      ['East', 'North', 'West'].map((n) => colorOf(all, n)),
    );
    expect(new Set(['East', 'North', 'West'].map(lineColor)).size).toBe(3);
  });

  it("moves the pie out of the legend's way and shrinks it so outside labels are not cut", () => {
    const small = { ...en, width: 400, height: 300 };
    const [series] = seriesOf(toOption(config('pie-chart'), byRegion, small));
    const center = series?.center as [number, number];
    // The legend takes the right edge: the pie's centre moves left of the middle.
    expect(center[0]).toBeLessThan(200);
    expect(center[1]).toBe(150);
    const outer = Number.parseFloat((series?.radius as string[])[1]!);
    // radius in px = outer % of half the smaller side; it leaves ≥ 90px beside it for a label.
    expect((outer / 100) * 150 + 90).toBeLessThanOrEqual(center[0] + 1);
    const option = toOption(config('pie-chart'), byRegion, small);
    expect(option.legend).toMatchObject({ type: 'scroll', orient: 'vertical', right: 8 });
  });
});
