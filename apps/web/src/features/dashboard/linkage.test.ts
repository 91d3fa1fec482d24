import type { BoardWidget, ChartView } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { linkageFilters, linkColumns, linkageOn, mergeFilters } from './linkage';

const view = (id: string, columns: string[]): ChartView =>
  ({
    id,
    model: {
      columns: Object.fromEntries(
        columns.map((c) => [c, { name: [c], type: 'STRING', category: 'UNCATEGORIZED' }]),
      ),
    },
    config: {},
  }) as unknown as ChartView;

const chart = (id: string, viewId: string, extra: Record<string, unknown> = {}): BoardWidget => ({
  id,
  name: id,
  kind: 'chart',
  originalType: 'linkedChart',
  rect: { x: 0, y: 0, width: 6, height: 6 },
  mobileRect: null,
  showTitle: true,
  background: null,
  content: {},
  config: extra,
  chart: {
    datachartId: id,
    viewId,
    config: {
      chartGraphId: 'bar-chart',
      chartConfig: {
        datas: [
          { key: 'dimension', type: 'group', rows: [{ colName: 'country' }] },
          { key: 'metrics', type: 'aggregate', rows: [{ colName: 'amount', aggregate: 'SUM' }] },
        ],
      },
    } as never,
  },
});

const views = new Map([
  ['v1', view('v1', ['country', 'amount'])],
  ['v2', view('v2', ['country', 'channel'])],
  ['v3', view('v3', ['channel'])],
]);

describe('linkage', () => {
  const source = chart('a', 'v1', { linkageConfig: { open: true } });
  const widgets = [source, chart('b', 'v1'), chart('c', 'v2'), chart('d', 'v3')];

  it('is on only where the author opened it, on the chart dimensions unless columns were chosen', () => {
    expect(linkageOn(source)).toBe(true);
    expect(linkageOn(widgets[1]!)).toBe(false);
    expect(linkColumns(source)).toEqual(['country']);
    expect(
      linkColumns(
        chart('x', 'v1', { linkageConfig: { open: true, chartGroupColumns: [{ colName: 'channel' }] } }),
      ),
    ).toEqual(['channel']);
  });

  it('filters every other chart whose view has the clicked column, and no chart without it', () => {
    const filters = linkageFilters(widgets, views, source, { country: 'Germany', 'SUM(amount)': 3 });
    const germany = [
      { column: 'country', sqlOperator: 'EQ', values: [{ value: 'Germany', valueType: 'STRING' }] },
    ];
    expect(filters).toEqual({ b: germany, c: germany });
  });

  it('filters only the charts a linkage names, when it names some', () => {
    const named = { ...source, linkTargets: ['c', 'gone'] };
    const filters = linkageFilters(widgets, views, named, { country: 'Germany' });
    expect(Object.keys(filters)).toEqual(['c']);
  });

  it('does nothing for a click without a row or value', () => {
    expect(linkageFilters(widgets, views, source, null)).toEqual({});
    expect(linkageFilters(widgets, views, source, { country: null })).toEqual({});
  });

  it('merges the sources with the page filters per widget', () => {
    const f = (v: string) => ({
      column: 'x',
      sqlOperator: 'EQ' as const,
      values: [{ value: v, valueType: 'STRING' as const }],
    });
    expect(mergeFilters({ b: [f('url')] }, { a: { b: [f('a')], c: [f('a')] } })).toEqual({
      b: [f('url'), f('a')],
      c: [f('a')],
    });
    const base = { b: [f('url')] };
    expect(mergeFilters(base, {})).toBe(base);
  });
});
