import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import type { DatachartConfig } from '../config/config.schemas';
import { drillThroughFields, drillThroughRules, drillThroughValues } from './drill-through';

const withRules = (config: DatachartConfig, enable: boolean, rules: unknown[]): DatachartConfig => ({
  ...config,
  chartConfig: {
    ...config.chartConfig,
    interactions: [
      {
        key: 'drillThrough',
        rows: [
          { key: 'enable', value: enable },
          { key: 'rules', value: rules },
        ],
      },
    ],
  },
});

const base = makeConfig('cluster-column-chart', {
  dimension: [dim('region')],
  metrics: [num('amount')],
  color: [dim('product')],
});
const rule = {
  id: 'r1',
  category: 'jumpToURL',
  jumpToURL: { url: 'https://example.com/x', relation: 'auto' },
};

describe('drill-through rules', () => {
  it('reads the valid rules only while drill-through is on', () => {
    expect(drillThroughRules(withRules(base, false, [rule]))).toEqual([]);
    const rules = drillThroughRules(withRules(base, true, [rule, { id: 'bad', category: 'nowhere' }]));
    expect(rules.map((r) => [r.id, r.event, r.action])).toEqual([['r1', 'left', 'redirect']]);
  });

  it('passes the clicked dimension values (auto) or the chosen ones under new names (customize)', () => {
    const [auto] = drillThroughRules(withRules(base, true, [rule]));
    const row = { region: 'East', product: 'Tea', 'SUM(amount)': 5 };
    expect(drillThroughValues(base, auto!, row)).toEqual([
      { field: 'region', name: 'region' },
      { field: 'product', name: 'product' },
    ]);
    const [custom] = drillThroughRules(
      withRules(base, true, [
        {
          id: 'r2',
          category: 'jumpToChart',
          jumpToChart: {
            relId: 'c1',
            relation: 'customize',
            customize: [{ source: 'region', target: 'area' }],
          },
        },
      ]),
    );
    expect(drillThroughValues(base, custom!, row)).toEqual([{ field: 'region', name: 'area' }]);
    expect(drillThroughValues(base, custom!, { product: 'Tea' })).toEqual([]);
  });

  it('offers the dimensions as the fields a mapping may pass, and skips mappings without a target name', () => {
    expect(drillThroughFields(base)).toEqual(['region', 'product']);
    const [custom] = drillThroughRules(
      withRules(base, true, [
        {
          id: 'r3',
          category: 'jumpToDashboard',
          jumpToDashboard: {
            relId: 'd1',
            relation: 'customize',
            customize: [
              { type: 'field', source: 'product', target: ' item ' },
              { type: 'field', source: 'region', target: '' },
            ],
          },
        },
      ]),
    );
    expect(drillThroughValues(base, custom!, { region: 'East', product: 'Tea' })).toEqual([
      { field: 'product', name: 'item' },
    ]);
  });
});
