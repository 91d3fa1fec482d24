import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, seriesOf } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('scatter', () => {
  it('plots the two metrics as x / y, one series per colour value, sized by the size field', () => {
    const data = frame(
      [
        ['city', 'STRING'],
        ['region', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
        ['SUM(quantity)', 'NUMERIC'],
        ['MAX(price)', 'NUMERIC'],
      ],
      [
        ['Rome', 'East', 10, 1, 5],
        ['Oslo', 'North', 20, 2, 10],
        ['Milan', 'East', 30, 3, 0],
      ],
    );
    const config = makeConfig('scatter', {
      dimension: [dim('city')],
      metrics: [num('amount'), num('quantity')],
      color: [dim('region')],
      size: [num('price', 'MAX')],
    });
    const option = toOption(config, data, en);
    const series = seriesOf(option);
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['scatter', 'East'],
      ['scatter', 'North'],
    ]);
    expect(series[0]?.data).toEqual([
      [10, 1, 'Rome', 5],
      [30, 3, 'Milan', 0],
    ]);
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'SUM(amount)' });
    expect(option.yAxis).toMatchObject({ type: 'value', name: 'SUM(quantity)' });
    const size = series[0]?.symbolSize as (v: unknown[]) => number;
    expect(size([0, 0, '', 10])).toBeGreaterThan(size([0, 0, '', 5]));
  });
});
