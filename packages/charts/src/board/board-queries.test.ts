import { describe, expect, it } from 'vitest';
import { makeConfig, dim, num } from '../testing/fixtures';
import type { ChartView } from '../types';
import { readBoard, boardViews } from './board-model';
import { controllerTargets, planBoard } from './board-queries';

const model = {
  columns: { country: { name: ['country'], type: 'STRING' }, amount: { name: ['amount'], type: 'NUMERIC' } },
};
const views = boardViews([
  { id: 'v1', model, config: null },
  { id: 'v2', model, config: null },
]);
const chartConfig = makeConfig('cluster-column-chart', {
  dimension: [dim('country')],
  metrics: [num('amount')],
});
const widget = (id: string, config: Record<string, unknown>, datachartId: string | null = null) => ({
  id,
  config,
  datachartId,
});
const controller = (id: string, viewId: string, extra: Record<string, unknown> = {}) =>
  widget(id, {
    name: id,
    type: 'controller',
    originalType: 'dropdownList',
    content: {
      type: 'dropdownList',
      relatedViews: [{ viewId, relatedCategory: 'field', fieldValue: 'country', fieldValueType: 'STRING' }],
      config: { valueOptionType: 'common', sqlOperator: 'EQ', controllerValues: [] },
      ...extra,
    },
  });
const board = readBoard(
  [
    widget(
      'a',
      { name: 'A', type: 'chart', originalType: 'linkedChart', pRect: { x: 0, y: 0, width: 6, height: 6 } },
      'c1',
    ),
    widget('b', { name: 'B', type: 'chart', originalType: 'linkedChart' }, 'c2'),
    widget('o', {
      name: 'Owned',
      type: 'chart',
      originalType: 'ownedChart',
      content: { dataChart: { viewId: 'v1', config: chartConfig } },
    }),
    controller('ctl', 'v1'),
    widget('t', {
      name: 'Text',
      type: 'media',
      originalType: 'richText',
      content: { richText: { content: 'Hi' } },
    }),
  ],
  [
    { id: 'c1', viewId: 'v1', config: chartConfig },
    { id: 'c2', viewId: 'v2', config: chartConfig },
  ],
);

describe('board queries', () => {
  it('reads widgets: kind, rect, linked and owned charts, controller bindings', () => {
    expect(board.map((w) => [w.id, w.kind])).toEqual([
      ['a', 'chart'],
      ['b', 'chart'],
      ['o', 'chart'],
      ['ctl', 'controller'],
      ['t', 'media'],
    ]);
    expect(board[0]!.rect).toEqual({ x: 0, y: 0, width: 6, height: 6 });
    expect(board[2]!.chart?.viewId).toBe('v1');
    expect(board[3]!.controller).toMatchObject({
      facade: 'dropdownList',
      viewId: 'v1',
      name: 'country',
      operator: 'EQ',
    });
  });

  it('plans one query per chart and the option list of a data-backed controller', () => {
    const plan = planBoard(board, views, {});
    expect(plan.queries.map((q) => q.widgetId)).toEqual(['a', 'b', 'o', 'ctl']);
    expect(plan.queries.find((q) => q.widgetId === 'ctl')!.request.keywords).toEqual(['DISTINCT']);
    expect(plan.queries.find((q) => q.widgetId === 'a')!.request.filters).toEqual([]);
  });

  it('a controller value filters the charts of its view only', () => {
    const plan = planBoard(
      board,
      views,
      { ctl: ['Germany'] },
      { only: new Set(controllerTargets(board, 'ctl')) },
    );
    expect(controllerTargets(board, 'ctl')).toEqual(['a', 'o']);
    expect(plan.queries.map((q) => q.widgetId)).toEqual(['a', 'o']);
    for (const q of plan.queries)
      expect(q.request.filters).toEqual([
        {
          column: ['country'],
          aggOperator: null,
          sqlOperator: 'EQ',
          values: [{ value: 'Germany', valueType: 'STRING' }],
        },
      ]);
  });

  it('a variable-bound controller sends its value as the variable', () => {
    const varBoard = readBoard(
      [
        widget('a', { name: 'A', type: 'chart', originalType: 'linkedChart' }, 'c1'),
        controller('v', 'v1', {
          relatedViews: [
            { viewId: 'v1', relatedCategory: 'variable', fieldValue: 'region', fieldValueType: 'STRING' },
          ],
        }),
      ],
      [{ id: 'c1', viewId: 'v1', config: chartConfig }],
    );
    const plan = planBoard(varBoard, views, { v: ['EU'] });
    expect(plan.queries.map((q) => q.widgetId)).toEqual(['a']);
    expect(plan.queries[0]!.request.params).toEqual({ region: ['EU'] });
    expect(plan.queries[0]!.request.filters).toEqual([]);
  });

  it('a linked chart that was deleted says the chart is gone, not its view', () => {
    const widgets = readBoard(
      [
        {
          id: 'live',
          datachartId: 'c1',
          config: { name: 'Live', type: 'chart', originalType: 'linkedChart' },
        },
        {
          id: 'dead',
          datachartId: 'deleted',
          config: { name: 'Dead', type: 'chart', originalType: 'linkedChart' },
        },
      ],
      [{ id: 'c1', viewId: 'v1', config: chartConfig }],
    );
    const plan = planBoard(widgets, views, {});
    expect(plan.errors.dead).toEqual({ code: 'CHART_UNAVAILABLE', params: {} });
    expect(plan.queries.map((q) => q.widgetId)).toEqual(['live']);
  });

  it('a chart whose view is gone gets its own error and the rest of the board goes on', () => {
    const gone = new Map<string, ChartView>([['v1', views.get('v1')!]]);
    const plan = planBoard(board, gone, {});
    expect(plan.errors.b).toEqual({ code: 'VIEW_UNAVAILABLE', params: {} });
    expect(plan.queries.map((q) => q.widgetId)).toEqual(['a', 'o', 'ctl']);
  });
});

describe('drill on a board', () => {
  const cityModel = {
    columns: {
      country: { name: ['country'], type: 'STRING' },
      city: { name: ['city'], type: 'STRING' },
      amount: { name: ['amount'], type: 'NUMERIC' },
    },
  };
  const drillable = makeConfig('cluster-column-chart', {
    dimension: [dim('country'), dim('city')],
    metrics: [num('amount')],
  });
  drillable.chartConfig.datas.find((s) => s.key === 'dimension')!.drillable = true;
  const drillViews = boardViews([{ id: 'v1', model: cityModel, config: null }]);
  const drillBoard = readBoard(
    [widget('d', { name: 'D', type: 'chart', originalType: 'linkedChart' }, 'c1')],
    [{ id: 'c1', viewId: 'v1', config: drillable }],
  );

  it('a drilled chart queries the next level, filtered by the value clicked; the others stay as saved', () => {
    const top = planBoard(drillBoard, drillViews, {}).queries[0]!.request;
    expect(top.groups?.map((g) => g.column)).toEqual([['country']]);
    const down = planBoard(
      drillBoard,
      drillViews,
      {},
      {
        drills: { d: { mode: 'drill', path: [{ field: 'country', value: 'Germany' }] } },
      },
    ).queries[0]!.request;
    expect(down.groups?.map((g) => g.column)).toEqual([['city']]);
    expect(down.filters).toContainEqual(
      expect.objectContaining({
        column: ['country'],
        sqlOperator: 'EQ',
        values: [{ value: 'Germany', valueType: 'STRING' }],
      }),
    );
  });
});

describe('owned charts and view detail on a board', () => {
  const owned = (id: string, content: Record<string, unknown>, parentId?: string) => ({
    id,
    datachartId: null,
    ...(parentId ? { parentId } : {}),
    config: { name: id, type: 'chart', originalType: 'ownedChart', content },
  });

  it('an owned chart (Datart keeps it in dataChart or widgetChart) is planned on its own view, in a group too', () => {
    const widgets = readBoard(
      [
        owned('x', { type: 'widgetChart', dataChart: { viewId: 'v2', config: chartConfig } }, 'g'),
        owned('y', { widgetChart: { viewId: 'v1', config: chartConfig } }),
        owned('z', { dataChart: { viewId: 'nope', config: chartConfig } }),
        { id: 'g', datachartId: null, config: { name: 'G', type: 'group', originalType: 'group' } },
      ],
      [],
    );
    expect(widgets[0]!.chart).toMatchObject({ datachartId: null, viewId: 'v2' });
    expect(widgets[0]!.parentId).toBe('g');
    const plan = planBoard(widgets, views, {});
    expect(plan.queries.map((q) => [q.widgetId, q.request.viewId])).toEqual([
      ['x', 'v2'],
      ['y', 'v1'],
    ]);
    expect(plan.errors.z).toEqual({ code: 'VIEW_UNAVAILABLE', params: {} });
  });

  it('view detail plans the rows behind the chart: no aggregation, the point’s condition on top of the board’s', () => {
    const widgets = readBoard([owned('y', { dataChart: { viewId: 'v1', config: chartConfig } })], []);
    const point = {
      column: 'country',
      sqlOperator: 'EQ' as const,
      values: [{ value: 'Germany', valueType: 'STRING' as const }],
    };
    const chart = planBoard(widgets, views, {}).queries[0]!.request;
    const detail = planBoard(widgets, views, {}, { detail: true, crossFilters: { y: [point] } }).queries[0]!
      .request;
    expect(chart.aggregators?.length).toBeGreaterThan(0);
    expect(detail.aggregators ?? []).toEqual([]);
    expect(detail.groups ?? []).toEqual([]);
    expect(detail.filters).toContainEqual(
      expect.objectContaining({ column: ['country'], values: [{ value: 'Germany', valueType: 'STRING' }] }),
    );
  });
});
