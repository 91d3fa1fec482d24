import { describe, expect, it } from 'vitest';
import { toPivotModel, toRichTextModel, toScorecardModel, toTableModel } from './models';
import { chartRegistry } from './registry/registry';
import { byRegion, dim, en, makeConfig, num } from './testing/fixtures';
import { toOption } from './to-option';

/** Fields that satisfy each type's sections, by section type. */
function configFor(id: string) {
  const meta = chartRegistry.find((m) => m.id === id);
  const rows: Record<string, ReturnType<typeof dim>[]> = {};
  for (const s of meta?.sections ?? []) {
    if (s.type === 'group') rows[s.key] = [dim('region')];
    if (s.type === 'aggregate')
      rows[s.key] = s.limit?.[0] === 2 ? [num('amount'), num('quantity')] : [num('amount')];
    if (s.type === 'mixed') rows[s.key] = [dim('region'), num('amount')];
  }
  return makeConfig(id, rows);
}

describe('every chart id renders', () => {
  it.each(chartRegistry.map((m) => [m.id, m.renderer] as const))('%s', (id, renderer) => {
    const config = configFor(id);
    if (renderer === 'echarts') {
      const option = toOption(config, byRegion, en);
      expect(Array.isArray(option.series) && option.series.length > 0).toBe(true);
      return;
    }
    expect(() => toOption(config, byRegion, en)).toThrow(/renders a model/);
    const models = {
      table: toTableModel,
      pivot: toPivotModel,
      scorecard: toScorecardModel,
      richText: toRichTextModel,
    } as const;
    const build = models[renderer as keyof typeof models];
    expect(build(config, byRegion, en)).toBeTruthy();
  });

  it('copes with an empty dataframe', () => {
    const empty = { columns: byRegion.columns, rows: [] };
    for (const meta of chartRegistry.filter((m) => m.renderer === 'echarts')) {
      expect(() => toOption(configFor(meta.id), empty, en), meta.id).not.toThrow();
    }
  });
});
