import { chartGraphIds, getChartMeta } from '@tessera/charts';
import { registerThrowawayChart } from '@tessera/charts/testing';
import { describe, expect, it } from 'vitest';
import { loadedECharts } from './echarts/load-echarts';
import { preloadRenderers, rendererKind } from './renderer-kind';

describe('rendererKind', () => {
  it('sends the model families to their own renderers', () => {
    expect(rendererKind('mingxi-table')).toBe('table');
    expect(rendererKind('piovt-sheet')).toBe('pivot');
    expect(rendererKind('react-scorecard')).toBe('scorecard');
    expect(rendererKind('react-rich-text')).toBe('richText');
  });

  it('draws every other chart id with ECharts', () => {
    const echarts = chartGraphIds.filter((id) => rendererKind(id) === 'echarts');
    expect(echarts).toHaveLength(20);
    expect(echarts.map((id) => getChartMeta(id).family)).not.toContain('table');
    expect(rendererKind('word-cloud')).toBe('echarts');
    expect(rendererKind('normal-outline-map-chart')).toBe('echarts');
  });

  it('knows no unknown id', () => {
    expect(rendererKind('sankey-chart')).toBeNull();
  });

  it('takes a registered type’s renderer from its definition, and forgets it once removed', () => {
    const unregister = registerThrowawayChart();
    expect(rendererKind('throwaway-lollipop')).toBe('echarts');
    unregister();
    expect(rendererKind('throwaway-lollipop')).toBeNull();
  });

  it('draws a plugin chart in its frame, even one the organisation no longer has', () => {
    expect(rendererKind(`plugin-${'a'.repeat(32)}`)).toBe('plugin');
  });
});

describe('preloadRenderers', () => {
  it('answers at once for charts that do not draw with ECharts, without loading it', async () => {
    await preloadRenderers(['mingxi-table', 'react-scorecard', null, undefined]);
    expect(loadedECharts()).toBeNull();
  });

  it('answers once the ECharts runtime has loaded, so a page that waits draws in its first commit', async () => {
    await preloadRenderers(['mingxi-table', 'cluster-column-chart']);
    expect(loadedECharts({ series: [{ type: 'bar' }] })).not.toBeNull();
  });
});
