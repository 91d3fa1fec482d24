import { parseDatachartConfig, type DatachartConfig } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { drillThroughJump } from './drill-through-jump';

const config = (rules: unknown[], enable = true): DatachartConfig =>
  parseDatachartConfig({
    chartGraphId: 'cluster-column-chart',
    chartConfig: {
      datas: [
        { key: 'dimension', type: 'group', rows: [{ uid: 'a', colName: 'country', type: 'STRING' }] },
        { key: 'metrics', type: 'aggregate', rows: [{ uid: 'b', colName: 'amount', aggregate: 'SUM' }] },
        { key: 'color', type: 'color', rows: [{ uid: 'c', colName: 'channel', type: 'STRING' }] },
      ],
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
const row = { country: 'China', channel: 'Online', 'SUM(amount)': 12 };

describe('drill-through jump', () => {
  it('opens a chart with every clicked dimension value by name', () => {
    const c = config([{ id: 'r', category: 'jumpToChart', jumpToChart: { relId: 'c'.repeat(32) } }]);
    expect(drillThroughJump(c, row)).toEqual({
      kind: 'chart',
      id: 'c'.repeat(32),
      search: { country: 'China', channel: 'Online' },
    });
  });

  it('adds the values to a web address, refusing other protocols, and does nothing when off', () => {
    const url = { id: 'r', category: 'jumpToURL', jumpToURL: { url: 'https://example.com/report?x=1' } };
    expect(drillThroughJump(config([url]), row)).toEqual({
      kind: 'url',
      href: 'https://example.com/report?x=1&country=China&channel=Online',
    });
    const js = { id: 'r', category: 'jumpToURL', jumpToURL: { url: 'javascript:alert(1)' } };
    expect(drillThroughJump(config([js]), row)).toBeNull();
    expect(drillThroughJump(config([url], false), row)).toBeNull();
  });
});
