import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
import { chartMapSource } from './chart-map-source';
import { mapSourceOf, registeredMapName } from './map-source';
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

describe('map sources', () => {
  const withMap = (value: string | undefined) =>
    makeConfig(
      'normal-outline-map-chart',
      { dimension: [dim('province')], metrics: [num('amount')] },
      { styles: value === undefined ? [] : [stored('map', { mapLevelName: value })] },
    );

  it('names built-in maps by name, uploaded maps by id, and anything else as unknown', () => {
    expect(mapSourceOf('world')).toEqual({ kind: 'builtIn', name: 'world' });
    expect(mapSourceOf(undefined)).toEqual({ kind: 'builtIn', name: 'china' });
    expect(mapSourceOf('0123456789abcdef0123456789abcdef')).toEqual({
      kind: 'uploaded',
      id: '0123456789abcdef0123456789abcdef',
    });
    expect(mapSourceOf('atlantis')).toEqual({ kind: 'unknown', value: 'atlantis' });
    expect(chartMapSource({ chartGraphId: 'line-chart', chartConfig: { styles: [] } })).toBeNull();
  });

  it('draws an uploaded map under its registered name when the caller names none', () => {
    const id = 'abcdefabcdefabcdefabcdefabcdef12';
    const config = withMap(id);
    expect(chartMapSource(config)).toEqual({ kind: 'uploaded', id });
    const [series] = seriesOf(toOption(config, data, en));
    expect(series).toMatchObject({ type: 'map', map: registeredMapName({ kind: 'uploaded', id }) });
    expect(registeredMapName({ kind: 'uploaded', id })).not.toBe(id);
  });
});
