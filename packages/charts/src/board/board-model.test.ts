import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import { readBoard } from './board-model';

const chartConfig = makeConfig('cluster-column-chart', {
  dimension: [dim('country')],
  metrics: [num('amount')],
});
const linked = (rect: { x: number; y: number }) => ({
  id: 'a',
  datachartId: 'c1',
  config: { name: 'A', type: 'chart', originalType: 'linkedChart', pRect: { ...rect, width: 6, height: 6 } },
});

describe('readBoard', () => {
  it("keeps a chart's config object when the board is read again with the chart unchanged (a widget moved)", () => {
    const charts = [{ id: 'c1', viewId: 'v1', config: JSON.stringify(chartConfig) }];
    const [before] = readBoard([linked({ x: 0, y: 0 })], charts);
    const [after] = readBoard([linked({ x: 6, y: 2 })], charts);
    expect(after!.rect).toEqual({ x: 6, y: 2, width: 6, height: 6 });
    expect(after!.chart!.config).not.toBeNull();
    expect(after!.chart!.config).toBe(before!.chart!.config);
    // A changed chart is read anew.
    const renamed = { ...chartConfig, chartGraphId: 'line-chart' };
    const [changed] = readBoard(
      [linked({ x: 6, y: 2 })],
      [{ ...charts[0]!, config: JSON.stringify(renamed) }],
    );
    expect(changed!.chart!.config).not.toBe(before!.chart!.config);
    expect(changed!.chart!.config!.chartGraphId).toBe('line-chart');
  });

  it('reads an owned chart once per stored config object, and an unreadable config as none', () => {
    const owned = (config: unknown) => ({
      id: 'o',
      datachartId: null,
      config: {
        name: 'O',
        type: 'chart',
        originalType: 'ownedChart',
        content: { dataChart: { viewId: 'v1', config } },
      },
    });
    const stored = JSON.parse(JSON.stringify(chartConfig)) as unknown;
    const [first] = readBoard([owned(stored)], []);
    const [again] = readBoard([owned(stored)], []);
    expect(again!.chart!.config).toBe(first!.chart!.config);
    const [broken] = readBoard([owned({ chartGraphId: 42 })], []);
    expect(broken!.chart!.config).toBeNull();
  });
});
