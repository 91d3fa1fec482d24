import { describe, expect, it } from 'vitest';
import { byRegion, dim, en, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('double-y', () => {
  it('puts left metrics on the left axis as bars and right metrics on the right axis as lines', () => {
    const config = makeConfig('double-y', {
      dimension: [dim('region')],
      metricsL: [num('amount')],
      metricsR: [
        num('quantity', 'AVG', { format: { type: 'percentage', percentage: { decimalPlaces: 0 } } }),
      ],
    });
    const option = toOption(config, byRegion, en);
    expect(seriesOf(option).map((s) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['bar', 'SUM(amount)', 0],
      ['line', 'AVG(quantity)', 1],
    ]);
    const axes = option.yAxis as {
      position: string;
      name: string;
      axisLabel: { formatter: (v: number) => string };
    }[];
    expect(axes.map((a) => [a.position, a.name])).toEqual([
      ['left', 'SUM(amount)'],
      ['right', 'AVG(quantity)'],
    ]);
    expect(axes[1]?.axisLabel.formatter(0.5)).toBe('50%');
  });

  it('lets each side switch graph type', () => {
    const config = makeConfig(
      'double-y',
      { dimension: [dim('region')], metricsL: [num('amount')], metricsR: [num('quantity')] },
      { styles: [stored('leftSeries', { graphType: 'line' }), stored('rightSeries', { graphType: 'bar' })] },
    );
    expect(seriesOf(toOption(config, byRegion, en)).map((s) => s.type)).toEqual(['line', 'bar']);
  });
});
