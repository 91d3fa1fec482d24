import { describe, expect, it } from 'vitest';
import { appFontStack, withFontFallback } from './font-fallback';
import { forLargeData, LARGE_SERIES } from './large-data';
import { nameMapFor } from './map-aliases';
import { withRegionNames } from './region-names';

describe('map region names', () => {
  it('maps China provinces to the English names the data uses, and nothing else', () => {
    expect(nameMapFor('china', ['Zhejiang', 'Sichuan', 'Atlantis'])).toEqual({
      浙江: 'Zhejiang',
      四川: 'Sichuan',
    });
    expect(nameMapFor('china', ['浙江'])).toEqual({});
  });

  it('adds nameMap to map series and geo only when aliases are used', () => {
    const option = {
      geo: { map: 'world' },
      series: [{ type: 'map', data: [{ name: 'United States', value: 1 }] }],
    };
    const named = withRegionNames(option, 'world') as {
      geo: { nameMap: object };
      series: { nameMap: object }[];
    };
    expect(named.series[0]!.nameMap).toEqual({ 'United States of America': 'United States' });
    expect(named.geo.nameMap).toEqual({ 'United States of America': 'United States' });
    const plain = { series: [{ type: 'map', data: [{ name: 'China', value: 1 }] }] };
    expect(withRegionNames(plain, 'world')).toBe(plain);
  });
});

describe('large data', () => {
  it('samples long line series, turns off animation, and leaves small charts alone', () => {
    const small = { series: [{ type: 'line', data: [1, 2, 3] }] };
    expect(forLargeData(small)).toBe(small);
    const big = {
      series: [
        { type: 'line', data: Array.from({ length: LARGE_SERIES + 1 }, (_, i) => i) },
        { type: 'bar', data: [1] },
      ],
    };
    const out = forLargeData(big) as { animation: boolean; series: Record<string, unknown>[] };
    expect(out.animation).toBe(false);
    expect(out.series[0]).toMatchObject({ sampling: 'lttb', showSymbol: false });
    expect(out.series[1]).toEqual({ type: 'bar', data: [1] });
  });
});

describe('font fallback', () => {
  it('adds the app stack to single fonts, keeps stacks and data untouched', () => {
    const data = [{ name: 'x', fontFamily: 'Nope' }];
    const option = {
      xAxis: { axisLabel: { fontFamily: 'PingFang SC' } },
      title: { textStyle: { fontFamily: 'serif' } },
      series: [{ data }],
    };
    const out = withFontFallback(option) as typeof option;
    expect(out.xAxis.axisLabel.fontFamily).toBe(`PingFang SC, ${appFontStack}`);
    expect(out.title.textStyle.fontFamily).toBe('serif');
    expect(out.series[0]!.data).toBe(data);
  });
});
