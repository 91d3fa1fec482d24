import { act, renderHook } from '@testing-library/react';
import { boardViews, readBoard, type DatachartConfig, type WidgetQuery } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import type { BoardLoader } from './board-data';
import { useBoardClicks } from './use-board-clicks';
import { useBoardDrills } from './use-board-drills';

const field = (colName: string, extra = {}) => ({
  uid: colName,
  colName,
  type: 'STRING',
  category: 'field',
  ...extra,
});
const config = (drillable: boolean) =>
  ({
    chartGraphId: 'cluster-column-chart',
    chartConfig: {
      datas: [
        { key: 'dimension', type: 'group', drillable, rows: [field('country'), field('city')] },
        { key: 'metrics', type: 'aggregate', rows: [field('amount', { type: 'NUMERIC', aggregate: 'SUM' })] },
      ],
      styles: [],
      settings: [],
    },
  }) as unknown as DatachartConfig;
const widgets = readBoard(
  [
    { id: 'd', datachartId: 'c1', config: { name: 'D', type: 'chart', originalType: 'linkedChart' } },
    { id: 'f', datachartId: 'c2', config: { name: 'F', type: 'chart', originalType: 'linkedChart' } },
  ],
  [
    { id: 'c1', viewId: 'v', config: config(true) },
    { id: 'c2', viewId: 'v', config: config(false) },
  ],
);
const views = boardViews([
  {
    id: 'v',
    model: {
      columns: {
        country: { name: ['country'], type: 'STRING', category: 'UNCATEGORIZED' },
        city: { name: ['city'], type: 'STRING', category: 'UNCATEGORIZED' },
        amount: { name: ['amount'], type: 'NUMERIC', category: 'UNCATEGORIZED' },
      },
    },
    config: {},
  },
]);
const click = (country: string) => ({ kind: 'click' as const, name: country, row: { country, amount: 1 } });
const byId = (id: string) => widgets.find((w) => w.id === id)!;

/** A board's clicks, with the board's drills, and the detail queries a loader was asked for. */
function setup(withDetail: boolean, editing = false) {
  const asked: WidgetQuery[] = [];
  const loader: BoardLoader = (queries) => {
    asked.push(...queries);
    return Promise.resolve();
  };
  const hook = renderHook(() => {
    const drill = useBoardDrills(widgets);
    const clicks = useBoardClicks({
      widgets,
      views,
      values: {},
      operators: {},
      drill,
      filters: undefined,
      onLink: () => undefined,
      onJump: undefined,
      detailLoader: withDetail ? loader : undefined,
      editing,
    });
    return { drill, clicks };
  });
  return { hook, asked };
}

describe('clicks on a board chart', () => {
  it('a chart with somewhere to drill drills; another opens the detail of the clicked point', () => {
    const { hook, asked } = setup(true);
    act(() => hook.result.current.clicks.onChartClick(byId('d'), click('Germany')));
    expect(hook.result.current.drill.path('d')).toEqual([expect.objectContaining({ value: 'Germany' })]);
    expect(asked).toEqual([]);
    act(() => hook.result.current.clicks.onChartClick(byId('f'), click('France')));
    expect(asked.map((q) => q.widgetId)).toEqual(['f']);
    const request = asked[0]!.request as unknown as { aggregators: unknown[]; filters: unknown[] };
    expect(request.aggregators).toEqual([]);
    expect(JSON.stringify(request.filters)).toContain('France');
  });

  it('without a detail door only drillable charts take clicks, and none while editing', () => {
    const reader = setup(false).hook.result.current.clicks;
    expect(reader.viewDetail).toBe(false);
    expect(reader.clickable(byId('d'))).toBe(true);
    expect(reader.clickable(byId('f'))).toBe(false);
    expect(setup(true).hook.result.current.clicks.clickable(byId('f'))).toBe(true);
    const editor = setup(true, true).hook.result.current.clicks;
    expect(editor.clickable(byId('d'))).toBe(false);
  });
});
