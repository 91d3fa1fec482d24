import { describe, expect, it } from 'vitest';
import { chartGraphIds } from './chart-ids';
import { tableChart } from '../families/table/table-chart';
import {
  canDraw,
  chartById,
  chartDefinitions,
  chartRegistry,
  defaultChartConfig,
  drawsOnMap,
  getChartMeta,
  isChartGraphId,
  registerChart,
  rendererOf,
} from './registry';

describe('chart registry', () => {
  it("holds Datart's 24 built-in ids, spelled and ordered as Datart registers them", () => {
    expect(chartRegistry.map((m) => m.id)).toEqual([...chartGraphIds]);
    expect(chartRegistry).toHaveLength(24);
    expect(isChartGraphId('piovt-sheet')).toBe(true);
    expect(isChartGraphId('pivot-sheet')).toBe(false);
  });

  it('gives each type a name in en and zh, an icon, an i18n key and sections with known types', () => {
    for (const meta of chartRegistry) {
      expect(meta.name.en, meta.id).not.toBe('');
      expect(meta.name.zh, meta.id).toMatch(/[\u4e00-\u9fff]/);
      expect(meta.nameKey).toBe(`charts.types.${meta.id}`);
      expect(meta.icon).not.toBe('');
      expect(
        meta.sections.some((s) => s.type === 'filter'),
        meta.id,
      ).toBe(true);
    }
    expect(new Set(chartRegistry.map((m) => m.name.zh)).size).toBe(24);
  });

  it('describes the data sections of the bar family and the dual axis', () => {
    const bar = getChartMeta('stack-column-chart');
    expect(bar.sections.map((s) => `${s.key}:${s.type}`)).toEqual([
      'dimension:group',
      'metrics:aggregate',
      'filter:filter',
      'color:color',
      'info:info',
    ]);
    expect(bar.sections[0]).toMatchObject({ limit: [0, 1], drillable: true });
    expect(getChartMeta('double-y').sections.map((s) => s.key)).toEqual([
      'dimension',
      'metricsL',
      'metricsR',
      'filter',
      'info',
    ]);
    expect(getChartMeta('piovt-sheet').sections.map((s) => `${s.key}:${s.type}`)).toEqual([
      'row:group',
      'column:group',
      'metrics:aggregate',
      'filter:filter',
      'info:info',
    ]);
  });

  it('greys out types the current fields cannot draw', () => {
    const drawable = (groups: number, aggregates: number) =>
      chartRegistry.filter((m) => canDraw(m, { groups, aggregates })).map((m) => m.id);
    const one = drawable(1, 1);
    expect(one).toContain('line-chart');
    expect(one).toContain('word-cloud');
    expect(one).not.toContain('scatter');
    expect(one).not.toContain('double-y');
    expect(one).not.toContain('gauge');
    const scoreOnly = drawable(0, 1);
    expect(scoreOnly).toEqual(
      expect.arrayContaining(['react-scorecard', 'gauge', 'pie-chart', 'cluster-column-chart']),
    );
    expect(scoreOnly).not.toContain('line-chart');
    expect(drawable(1, 2)).toEqual(expect.arrayContaining(['double-y', 'scatter']));
    expect(drawable(3, 0)).toEqual(['mingxi-table', 'piovt-sheet', 'react-rich-text']);
  });

  it('builds default config trees and refuses unknown ids', () => {
    const config = defaultChartConfig('mingxi-table');
    expect(config.datas.map((d) => d.key)).toEqual(['mixed', 'filter']);
    expect(config.settings.map((s) => s.key)).toEqual(['paging', 'summary']);
    expect(getChartMeta('gauge').styles.map((s) => s.key)).toContain('pointer');
    expect(getChartMeta('line-chart').settings.map((s) => s.key)).toEqual(['paging', 'reference']);
    expect(getChartMeta('line-chart').interactions.map((s) => s.key)).toEqual(['drillThrough', 'viewDetail']);
    expect(() => getChartMeta('radar')).toThrow(expect.objectContaining({ code: 'CHART_UNKNOWN_TYPE' }));
  });

  it('says how each built-in draws: ECharts with the extras it always needs, or a model renderer', () => {
    const byRenderer = (r: string) => chartRegistry.filter((m) => m.renderer === r).map((m) => m.id);
    expect(byRenderer('echarts')).toHaveLength(20);
    expect(['table', 'pivot', 'scorecard', 'richText'].map(byRenderer)).toEqual([
      ['mingxi-table'],
      ['piovt-sheet'],
      ['react-scorecard'],
      ['react-rich-text'],
    ]);
    for (const id of byRenderer('echarts')) {
      const definition = chartById(id);
      expect(definition?.renderer === 'echarts' && typeof definition.toOption, id).toBe('function');
    }
    expect(chartRegistry.filter((m) => m.echartsExtras.length).map((m) => m.id)).toEqual([
      'funnel-chart',
      'word-cloud',
      'normal-outline-map-chart',
      'scatter-outline-map-chart',
      'gauge',
    ]);
    expect(chartRegistry.filter((m) => drawsOnMap(m.id)).map((m) => m.id)).toEqual([
      'normal-outline-map-chart',
      'scatter-outline-map-chart',
    ]);
    expect(rendererOf('radar')).toBeNull();
  });

  it('keeps the built-ins: one cannot be registered over', () => {
    expect(() => registerChart({ ...tableChart, name: { en: 'Mine', zh: '我的' } })).toThrow(/built-in/);
    expect(chartDefinitions()).toHaveLength(24);
    expect(getChartMeta('mingxi-table').name.en).toBe('Table');
  });
});
