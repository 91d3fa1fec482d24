import { chartRegistry } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { chartIconName, chartIcons } from './chart-type-icon';

describe('chart type icons', () => {
  it('draws every chart type of the registry, each with its own icon', () => {
    const drawn = chartRegistry.map((meta) => chartIcons[meta.icon]);
    expect(drawn.every(Boolean)).toBe(true);
    expect(new Set(drawn).size).toBe(chartRegistry.length);
  });

  it('names the icon of a chart type, and none for an unknown type', () => {
    expect(chartIconName('pie-chart')).toBe('pie');
    expect(chartIconName('cluster-bar-chart')).toBe('cluster-bar');
    expect(chartIconName('no-such-chart')).toBeNull();
    expect(chartIconName(null)).toBeNull();
  });
});
