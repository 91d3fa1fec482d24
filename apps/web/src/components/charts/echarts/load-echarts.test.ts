import { afterEach, describe, expect, it } from 'vitest';
import { chartRenderer, needsExtras } from './load-echarts';

describe('chartRenderer', () => {
  afterEach(() => localStorage.removeItem('TESSERA_CHART_RENDERER'));

  it('draws on a canvas unless the browser storage asks for SVG', () => {
    expect(chartRenderer()).toBe('canvas');
    localStorage.setItem('TESSERA_CHART_RENDERER', 'svg');
    expect(chartRenderer()).toBe('svg');
    localStorage.setItem('TESSERA_CHART_RENDERER', 'webgl');
    expect(chartRenderer()).toBe('canvas');
  });
});

describe('needsExtras', () => {
  it('keeps bars, lines, scatters and pies on the core runtime', () => {
    for (const type of ['bar', 'line', 'scatter', 'pie'])
      expect(needsExtras({ xAxis: {}, yAxis: {}, series: [{ type, data: [1, 2] }] })).toBe(false);
    expect(needsExtras({ series: { type: 'bar' } })).toBe(false);
    expect(needsExtras(null)).toBe(false);
    expect(needsExtras({})).toBe(false);
  });

  it('loads the extras for their series types', () => {
    for (const type of ['funnel', 'gauge', 'map', 'wordCloud'])
      expect(needsExtras({ series: [{ type: 'bar' }, { type }] })).toBe(true);
    expect(needsExtras({ series: { type: 'gauge' } })).toBe(true);
  });

  it('loads the extras for their components, at the top or on a series', () => {
    expect(needsExtras({ visualMap: { min: 0, max: 1 }, series: [{ type: 'scatter' }] })).toBe(true);
    expect(needsExtras({ geo: { map: 'world' }, series: [{ type: 'scatter' }] })).toBe(true);
    expect(needsExtras({ series: [{ type: 'line', markLine: { data: [{ yAxis: 3 }] } }] })).toBe(true);
    expect(needsExtras({ series: [{ type: 'bar', markArea: { data: [] } }] })).toBe(true);
  });
});
