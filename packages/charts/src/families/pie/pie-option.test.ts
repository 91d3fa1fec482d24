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
    expect(series?.data).toEqual([
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
});
