import { describe, expect, it } from 'vitest';
import { palettes } from '../common/theme';
import type { ChartField } from '../../config/config.schemas';
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

describe('scatter colours and size range', () => {
  const data = frame(
    [
      ['region', 'STRING'],
      ['SUM(amount)', 'NUMERIC'],
      ['SUM(quantity)', 'NUMERIC'],
      ['MAX(price)', 'NUMERIC'],
    ],
    [
      ['East', 10, 1, 10],
      ['North', 20, 2, 20],
      ['East', 30, 3, 30],
    ],
  );
  const config = makeConfig('scatter', {
    metrics: [num('amount'), num('quantity')],
    color: [dim('region', { color: { colors: [{ key: 'North', value: '#ff0000' }] } })],
    size: [num('price', 'MAX', { size: 40, sizeMin: 10 } as Partial<ChartField>)],
  });
  const series = seriesOf(toOption(config, data, en));

  it('paints a colour value with the colour assigned to it, the others with the palette', () => {
    expect(series.find((s) => s.name === 'North')?.itemStyle).toEqual({ color: '#ff0000' });
    expect(palettes.light).toContain(
      (series.find((s) => s.name === 'East')?.itemStyle as { color: string }).color,
    );
  });

  it('scales symbols linearly between the size range, smallest value to largest', () => {
    const size = series[0]?.symbolSize as (v: unknown[]) => number;
    expect(size([0, 0, '', 10])).toBe(10);
    expect(size([0, 0, '', 20])).toBe(25);
    expect(size([0, 0, '', 30])).toBe(40);
  });
});
