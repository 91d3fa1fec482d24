import { afterEach, describe, expect, it } from 'vitest';
import { buildQuery } from '../../query/build-query';
import { makeConfig, dim, num, salesView } from '../../testing/fixtures';
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
  it('are unknown until the organisation’s plugins are registered, and gone once replaced', () => {
    expect(() => getChartMeta(`plugin-${id}`)).toThrow(/CHART_UNKNOWN_TYPE|unknown/i);
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
