import { describe, expect, it } from 'vitest';
import { en, frame, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('gauge', () => {
  it('shows the metric against max with prefix, suffix and format', () => {
    const config = makeConfig(
      'gauge',
      { metrics: [num('amount', 'AVG', { format: { type: 'numeric', numeric: { decimalPlaces: 1 } } })] },
      { styles: [stored('gauge', { max: 200, prefix: '~', suffix: ' pts' })] },
    );
    const [series] = seriesOf(toOption(config, frame([['AVG(amount)', 'NUMERIC']], [[72.34]]), en));
    expect(series).toMatchObject({ type: 'gauge', max: 200, data: [{ name: 'AVG(amount)', value: 72.34 }] });
    expect((series?.detail as { formatter: (v: number) => string }).formatter(72.34)).toBe('~72.3 pts');
  });

  it('shows a plain value by default, and a percent only when the field is formatted as one', () => {
    const detail = (metric: ReturnType<typeof num>) => {
      const [series] = seriesOf(
        toOption(
          makeConfig('gauge', { metrics: [metric] }),
          frame([['SUM(amount)', 'NUMERIC']], [[290.6712]]),
          en,
        ),
      );
      return (series?.detail as { formatter: (v: number) => string }).formatter(290.6712);
    };
    expect(detail(num('amount'))).toBe('290.67');
    expect(
      detail(num('amount', 'SUM', { format: { type: 'percentage', percentage: { decimalPlaces: 1 } } })),
    ).toBe('29067.1%');
  });
});
