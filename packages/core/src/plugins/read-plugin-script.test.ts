import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPluginScript } from './read-plugin-script';

const example = new URL('../../../../examples/plugins/simple-bar.js', import.meta.url);

describe('readPluginScript', () => {
  it('reads the example plugin shipped in examples/plugins', () => {
    const { definition } = readPluginScript(readFileSync(example));
    expect(definition.meta.name).toEqual({ en: 'Simple bar', zh: '简单柱状图' });
    expect(definition.config.datas.map((d) => `${d.key}:${d.type}`)).toEqual([
      'dimension:group',
      'metrics:aggregate',
    ]);
  });

  it('never runs the script it reads', () => {
    const marker = '__tesseraPluginRan';
    const text = `globalThis.${marker} = true;\ndefinePlugin({ meta: { name: 'x' }, config: { datas: [{ key: 'm', type: 'aggregate' }] }, onUpdated() { globalThis.${marker} = true; } });`;
    readPluginScript(new TextEncoder().encode(text));
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it('refuses a module script (import / export) with the line of the problem', () => {
    const text = "import x from 'y';\ndefinePlugin({});";
    expect(() => readPluginScript(new TextEncoder().encode(text))).toThrow(
      expect.objectContaining({
        code: 'PLUGIN_NOT_JAVASCRIPT',
        params: expect.objectContaining({ line: 1 }),
      }),
    );
  });
});
