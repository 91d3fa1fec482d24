import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, seriesOf } from '../../testing/fixtures';
import { toOption } from '../../to-option';

const data = frame(
  [
    ['province', 'STRING'],
    ['SUM(amount)', 'NUMERIC'],
    ['SUM(quantity)', 'NUMERIC'],
  ],
  [
    ['Zhejiang', 300, 3],
    ['Sichuan', 100, 9],
    ['Atlantis', 5, 1],
  ],
);

describe('maps', () => {
  it('normal-outline-map-chart: a map series on the caller-registered map with a visual map range', () => {
    const config = makeConfig('normal-outline-map-chart', {
      dimension: [dim('province')],
      metrics: [num('amount')],
    });
    const option = toOption(config, data, { ...en, mapName: 'world' });
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'map', map: 'world' });
    expect(series?.data).toEqual([
      { name: 'Zhejiang', value: 300 },
      { name: 'Sichuan', value: 100 },
      { name: 'Atlantis', value: 5 },
    ]);
    expect(option.visualMap).toMatchObject({ min: 5, max: 300, show: true });
  });

  it('scatter-outline-map-chart: geo scatter points at the given coordinates, unknown regions left out', () => {
    const config = makeConfig('scatter-outline-map-chart', {
      dimension: [dim('province')],
      metrics: [num('amount')],
      size: [num('quantity')],
    });
    const option = toOption(config, data, {
      ...en,
      mapName: 'china',
      mapCoordinates: { Zhejiang: [120.1, 29.2], Sichuan: [102.7, 30.6] },
    });
    expect(option.geo).toMatchObject({ map: 'china' });
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'scatter', coordinateSystem: 'geo' });
    expect(series?.data).toEqual([
      { name: 'Zhejiang', value: [120.1, 29.2, 300, 3] },
      { name: 'Sichuan', value: [102.7, 30.6, 100, 9] },
    ]);
    const size = series?.symbolSize as (v: unknown[]) => number;
    expect(size([0, 0, 0, 9])).toBeGreaterThan(size([0, 0, 0, 3]));
  });
});
