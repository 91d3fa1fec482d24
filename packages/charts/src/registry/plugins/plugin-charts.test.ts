import { afterEach, describe, expect, it } from 'vitest';
import { buildQuery } from '../../query/build-query';
import { makeConfig, dim, num, salesView } from '../../testing/fixtures';
import { parseDatachartConfig, serializeDatachartConfig } from '../../config/parse-config';
import { getChartMeta } from '../registry';
import { pluginDefinitionSchema } from './plugin-definition';
import { pluginCharts, setPluginCharts } from './plugin-charts';

const id = 'a'.repeat(32);
const definition = pluginDefinitionSchema.parse({
  meta: { name: { en: 'Simple bar', zh: '简单柱图' }, requirements: { group: [1, 1], aggregate: [1, 1] } },
  config: {
    datas: [
      { key: 'dimension', type: 'group', limit: [1, 1], required: true },
      { key: 'metrics', type: 'aggregate', limit: [1, 1], required: true },
    ],
  },
});

afterEach(() => setPluginCharts([]));

describe('plugin chart entries', () => {
  it('stand in as unavailable until the organisation’s plugins are registered, and again once replaced', () => {
    const missing = getChartMeta(`plugin-${id}`);
    expect(missing.family).toBe('plugin');
    expect(missing.plugin).toEqual({ pluginId: id, source: '', unavailable: true });
    setPluginCharts([{ id, name: 'Simple bar', definition, source: 'definePlugin({})' }]);
    const meta = getChartMeta(`plugin-${id}`);
    expect(meta.family).toBe('plugin');
    expect(meta.name.zh).toBe('简单柱图');
    expect(meta.plugin).toEqual({ pluginId: id, source: 'definePlugin({})' });
    expect(meta.sections.map((s) => `${s.key}:${s.type}`)).toEqual([
      'dimension:group',
      'metrics:aggregate',
      'filter:filter',
    ]);
    setPluginCharts([]);
    expect(pluginCharts()).toEqual([]);
    expect(getChartMeta(`plugin-${id}`).plugin?.unavailable).toBe(true);
  });

  it('keep a disabled or deleted plugin’s chart readable and its query buildable, so its widget can say why', () => {
    setPluginCharts([{ id, name: 'Simple bar', definition, source: '' }]);
    const config = makeConfig(`plugin-${id}`, { dimension: [dim('city')], metrics: [num('amount')] });
    setPluginCharts([]); // then disabled
    expect(parseDatachartConfig(JSON.parse(serializeDatachartConfig(config))).chartGraphId).toBe(
      `plugin-${id}`,
    );
    expect(buildQuery(config, salesView).groups).toEqual([{ alias: 'city', column: ['city'] }]);
    // Only plugin ids stand in: any other unknown type is still refused.
    expect(() => getChartMeta('plugin-nothex')).toThrow(/CHART_UNKNOWN_TYPE|unknown/i);
    expect(() => getChartMeta('radar')).toThrow(/CHART_UNKNOWN_TYPE|unknown/i);
  });

  it('build their query through the generic config, paging included', () => {
    setPluginCharts([{ id, name: 'Simple bar', definition, source: '' }]);
    const config = makeConfig(`plugin-${id}`, { dimension: [dim('city')], metrics: [num('amount')] });
    const request = buildQuery(config, salesView);
    expect(request.groups).toEqual([{ alias: 'city', column: ['city'] }]);
    expect(request.aggregators).toEqual([{ alias: 'SUM(amount)', column: ['amount'], sqlOperator: 'SUM' }]);
    expect(request.pageInfo?.pageSize).toBe(1000);
  });

  it('refuse a definition whose sections are not data sections', () => {
    const bad = pluginDefinitionSchema.safeParse({
      meta: { name: 'x' },
      config: { datas: [{ key: 'a', type: 'nonsense' }] },
    });
    expect(bad.success).toBe(false);
  });
});
