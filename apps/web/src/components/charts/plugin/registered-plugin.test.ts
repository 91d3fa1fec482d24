import { pluginDefinitionSchema, setPluginCharts } from '@tessera/charts';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredPlugin } from './registered-plugin';

const id = 'c'.repeat(32);
const definition = pluginDefinitionSchema.parse({
  meta: { name: 'Bars' },
  config: { datas: [{ key: 'metrics', type: 'aggregate' }] },
});

afterEach(() => setPluginCharts([]));

describe('registeredPlugin', () => {
  it('answers an enabled plugin’s entry, with its script for the frame', () => {
    setPluginCharts([{ id, name: 'Bars', definition, source: 'definePlugin({})' }]);
    expect(registeredPlugin(`plugin-${id}`)?.plugin).toEqual({ pluginId: id, source: 'definePlugin({})' });
  });

  it('answers null for a disabled or deleted plugin (the registry’s stand-in), and for other ids', () => {
    setPluginCharts([]);
    expect(registeredPlugin(`plugin-${id}`)).toBeNull();
    expect(registeredPlugin('bar')).toBeNull();
    expect(registeredPlugin('radar')).toBeNull();
  });
});
