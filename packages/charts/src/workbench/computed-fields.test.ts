import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import { buildQuery } from '../query/build-query';
import { removeChartComputedField, upsertChartComputedField } from './computed-fields';
import { workbenchFields } from './config-ops';

const view = { id: 'v', model: { columns: { city: { type: 'STRING' }, amount: { type: 'NUMERIC' } } } };
const base = makeConfig('cluster-column-chart', { dimension: [dim('city')], metrics: [num('amount')] });

describe('chart computed fields', () => {
  it('adds a field that the field list offers by its type and the query sends as a function column', () => {
    const config = upsertChartComputedField(base, {
      name: ' double ',
      type: 'NUMERIC',
      expression: '[amount] * 2',
    });
    expect(config.computedFields).toEqual([
      { name: 'double', type: 'NUMERIC', category: 'computedField', expression: '[amount] * 2' },
    ]);
    expect(workbenchFields(view, config).find((f) => f.name === 'double')).toMatchObject({ role: 'metric' });
    const used = {
      ...config,
      chartConfig: {
        ...config.chartConfig,
        datas: config.chartConfig.datas.map((s) =>
          s.key === 'metrics' ? { ...s, rows: [...(s.rows ?? []), num('double')] } : s,
        ),
      },
    };
    expect(buildQuery(used, view).functionColumns).toEqual([{ alias: 'double', snippet: '[amount] * 2' }]);
  });

  it('renames its uses on edit and drops them on delete', () => {
    const added = upsertChartComputedField(base, { name: 'c', type: 'STRING', expression: 'UPPER([city])' });
    const used = {
      ...added,
      chartConfig: {
        ...added.chartConfig,
        datas: added.chartConfig.datas.map((s) => (s.key === 'dimension' ? { ...s, rows: [dim('c')] } : s)),
      },
    };
    const renamed = upsertChartComputedField(
      used,
      { name: 'upper_city', type: 'STRING', expression: 'LOWER([city])' },
      'c',
    );
    expect(renamed.computedFields.map((c) => [c.name, c.expression])).toEqual([
      ['upper_city', 'LOWER([city])'],
    ]);
    const dims = renamed.chartConfig.datas.find((s) => s.key === 'dimension')?.rows ?? [];
    expect(dims.map((r) => r.colName)).toEqual(['upper_city']);
    const removed = removeChartComputedField(renamed, 'upper_city');
    expect(removed.computedFields).toEqual([]);
    expect(removed.chartConfig.datas.find((s) => s.key === 'dimension')?.rows).toEqual([]);
  });
});
