import { act, renderHook } from '@testing-library/react';
import { readBoard, type DatachartConfig } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
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

describe('drill on a board', () => {
  it('a drillable chart goes down one level per click and back up; a flat chart never drills', () => {
    const { result } = renderHook(() => useBoardDrills(widgets));
    expect(result.current.canDrill('d')).toBe(true);
    expect(result.current.canDrill('f')).toBe(false);
    expect(Object.keys(result.current.drills)).toEqual(['d']);
    act(() => result.current.down('d', 'Germany'));
    expect(result.current.path('d')).toEqual([{ field: 'country', value: 'Germany' }]);
    // The last level: nowhere further to go.
    expect(result.current.canDrill('d')).toBe(false);
    act(() => result.current.down('d', 'Berlin'));
    expect(result.current.path('d')).toHaveLength(1);
    act(() => result.current.up('d'));
    expect(result.current.path('d')).toEqual([]);
    act(() => result.current.down('f', 'Germany'));
    expect(result.current.path('f')).toEqual([]);
  });
});
