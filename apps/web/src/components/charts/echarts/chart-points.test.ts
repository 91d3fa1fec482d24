import { describe, expect, it } from 'vitest';
import { chartPoints, type ToPixel } from './chart-points';

/** A plane where category i sits at x = 100 + 50 i and value v at y = 300 - v. */
const plane: ToPixel = (_series, [a, b]) => [100 + 50 * Number(a), 300 - Number(b)];

describe('chartPoints', () => {
  it('names each bar by its category and aims at the middle of the bar', () => {
    const points = chartPoints(
      {
        xAxis: { type: 'category', data: ['2023', '2024'] },
        yAxis: { type: 'value' },
        series: [{ type: 'bar', name: 'Amount', data: [100, 40] }],
      },
      plane,
    );
    expect(points).toEqual([
      { seriesIndex: 0, dataIndex: 0, seriesName: 'Amount', name: '2023', value: 100, x: 100, y: 250 },
      { seriesIndex: 0, dataIndex: 1, seriesName: 'Amount', name: '2024', value: 40, x: 150, y: 280 },
    ]);
  });

  it('stacks bars on the series below them, and swaps the axes of horizontal bars', () => {
    const stacked = chartPoints(
      {
        xAxis: { type: 'category', data: ['A'] },
        series: [
          { type: 'bar', stack: 'total', data: [100] },
          { type: 'bar', stack: 'total', data: [20] },
        ],
      },
      plane,
    );
    expect(stacked.map((p) => p.y)).toEqual([250, 190]);
    const horizontal = chartPoints(
      {
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: ['A'] },
        series: [{ type: 'bar', data: [60] }],
      },
      (_s, [a, b]) => [Number(a), Number(b)],
    );
    expect(horizontal[0]).toMatchObject({ name: 'A', x: 30, y: 0 });
  });

  it('leaves side-by-side bars and pies unplaced, but still lists them', () => {
    const clustered = chartPoints(
      {
        xAxis: { type: 'category', data: ['A'] },
        series: [
          { type: 'bar', name: 'x', data: [1] },
          { type: 'bar', name: 'y', data: [2] },
        ],
      },
      plane,
    );
    expect(clustered.map((p) => [p.seriesName, p.x])).toEqual([
      ['x', undefined],
      ['y', undefined],
    ]);
    const pie = chartPoints({ series: [{ type: 'pie', data: [{ name: 'Online', value: 3 }] }] }, plane);
    expect(pie).toEqual([{ seriesIndex: 0, dataIndex: 0, name: 'Online', value: 3 }]);
  });

  it('places scatter points by their own coordinates and lines on their values', () => {
    const points = chartPoints(
      {
        xAxis: { type: 'category', data: ['A', 'B'] },
        series: [
          { type: 'line', data: [10, null] },
          { type: 'scatter', data: [[1, 5]] },
        ],
      },
      plane,
    );
    expect(points.map((p) => [p.name, p.x, p.y])).toEqual([
      ['A', 100, 290],
      ['B', undefined, undefined],
      ['A', 150, 295],
    ]);
  });
});
