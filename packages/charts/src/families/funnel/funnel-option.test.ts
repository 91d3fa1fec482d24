import { describe, expect, it } from 'vitest';
import { byRegion, dim, makeConfig, num, seriesOf, zh } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('funnel-chart', () => {
  it('one stage per dimension value, sorted descending, labels formatted', () => {
    const config = makeConfig('funnel-chart', {
      dimension: [dim('region')],
      metrics: [
        num('amount', 'SUM', { format: { type: 'numeric', numeric: { decimalPlaces: 1, unitKey: 'yi' } } }),
      ],
    });
    const [series] = seriesOf(toOption(config, byRegion, zh));
    expect(series).toMatchObject({ type: 'funnel', sort: 'descending', max: 340000000 });
    expect((series?.data as { name: string }[]).map((d) => d.name)).toEqual(['East', 'North', 'West']);
    const label = (series?.label as { formatter: (p: unknown) => string }).formatter;
    expect(label({ name: 'North', value: 340000000, percent: 50 })).toBe('North: 3.4亿');
  });
});
