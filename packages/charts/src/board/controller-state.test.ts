import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import { boardViews, readBoard } from './board-model';
import { planBoard } from './board-queries';
import { leafValues, optionTree } from './option-tree';
import { cascadeChildren, currentValues, isControllerVisible, missingRequired } from './controller-state';

const now = new Date(2024, 5, 15, 12, 0, 0); // 15 June 2024, local time
const model = {
  columns: {
    country: { name: ['country'], type: 'STRING' },
    city: { name: ['city'], type: 'STRING' },
    day: { name: ['day'], type: 'DATE' },
    amount: { name: ['amount'], type: 'NUMERIC' },
  },
};
const views = boardViews([{ id: 'v1', model, config: null }]);
const chartConfig = makeConfig('cluster-column-chart', {
  dimension: [dim('city')],
  metrics: [num('amount')],
});

const ctl = (
  id: string,
  facade: string,
  field: string,
  config: Record<string, unknown> = {},
  relations: { sourceId: string; targetId: string; config: unknown }[] = [],
) => ({
  id,
  datachartId: null,
  relations,
  config: {
    name: id,
    type: 'controller',
    originalType: facade,
    content: {
      type: facade,
      relatedViews: [
        {
          viewId: 'v1',
          relatedCategory: 'field',
          fieldValue: field,
          fieldValueType: field === 'day' ? 'DATE' : 'STRING',
        },
      ],
      config: { valueOptionType: 'common', controllerValues: [], ...config },
    },
  },
});
const chart = {
  id: 'a',
  datachartId: 'c1',
  config: { name: 'A', type: 'chart', originalType: 'linkedChart' },
};
const charts = [{ id: 'c1', viewId: 'v1', config: chartConfig }];
const cascade = (from: string, to: string) => ({
  sourceId: from,
  targetId: to,
  config: JSON.stringify({ type: 'controlToControlCascade' }),
});
const filtersOf = (plan: ReturnType<typeof planBoard>, id: string) =>
  plan.queries.find((q) => q.widgetId === id)?.request.filters;

describe('controllers', () => {
  it('a cascading dropdown offers only the values under its parent’s value', () => {
    const board = readBoard(
      [
        chart,
        ctl('country', 'dropdownList', 'country', {}, [cascade('country', 'city')]),
        ctl('city', 'dropdownList', 'city'),
      ],
      charts,
    );
    expect(board.find((w) => w.id === 'city')!.controller!.cascadeParents).toEqual(['country']);
    expect(cascadeChildren(board, 'country')).toEqual(['city']);
    expect(filtersOf(planBoard(board, views, {}, { now }), 'city')).toEqual([]);
    const plan = planBoard(board, views, { country: ['France'] }, { now });
    expect(filtersOf(plan, 'city')).toEqual([
      {
        column: ['country'],
        aggOperator: null,
        sqlOperator: 'EQ',
        values: [{ value: 'France', valueType: 'STRING' }],
      },
    ]);
    // The parent's own options are not filtered by itself.
    expect(filtersOf(plan, 'country')).toEqual([]);
  });

  it('a required controller without a value holds back the charts of its view', () => {
    const board = readBoard([chart, ctl('country', 'dropdownList', 'country', { required: true })], charts);
    const empty = planBoard(board, views, {}, { now });
    expect(empty.queries.map((q) => q.widgetId)).toEqual(['country']);
    expect(empty.waiting).toEqual({ a: ['country'] });
    expect(missingRequired(board, {}).map((w) => w.id)).toEqual(['country']);
    const chosen = planBoard(board, views, { country: ['Spain'] }, { now });
    expect(chosen.queries.map((q) => q.widgetId)).toEqual(['a', 'country']);
    expect(chosen.waiting).toEqual({});
  });

  it('shows, hides, or shows a controller on a condition on another one', () => {
    const board = readBoard(
      [
        ctl('country', 'dropdownList', 'country'),
        ctl('hidden', 'text', 'city', { visibility: { visibilityType: 'hide' } }),
        ctl('city', 'dropdownList', 'city', {
          required: true,
          visibility: {
            visibilityType: 'condition',
            condition: { dependentControllerId: 'country', relation: 'EQ', value: 'France' },
          },
        }),
      ],
      [],
    );
    const [country, hidden, city] = board;
    expect(isControllerVisible(country!, board, {})).toBe(true);
    expect(isControllerVisible(hidden!, board, {})).toBe(false);
    expect(isControllerVisible(city!, board, {})).toBe(false);
    expect(isControllerVisible(city!, board, { country: ['France'] })).toBe(true);
    // A hidden required controller does not hold anything back.
    expect(missingRequired(board, {})).toEqual([]);
    expect(missingRequired(board, { country: ['France'] }).map((w) => w.id)).toEqual(['city']);
  });

  it('the viewer may switch the operator only where the author allows it', () => {
    const make = (canChangeSqlOperator: boolean) =>
      readBoard([chart, ctl('country', 'dropdownList', 'country', { canChangeSqlOperator })], charts);
    const op = (allowed: boolean) =>
      filtersOf(
        planBoard(make(allowed), views, { country: ['Spain'] }, { now, operators: { country: 'NE' } }),
        'a',
      )![0]!.sqlOperator;
    expect(op(true)).toBe('NE');
    expect(op(false)).toBe('EQ');
  });

  it('a time-range picker saved as "last 7 days" filters the dates resolved at query time (GTE start, LT end)', () => {
    const board = readBoard(
      [
        chart,
        ctl('days', 'rangeTimePicker', 'day', {
          controllerDate: {
            pickerType: 'date',
            startTime: {
              relativeOrExact: 'relative',
              relativeValue: { amount: 6, unit: 'd', direction: '-' },
            },
            endTime: {
              relativeOrExact: 'relative',
              relativeValue: { amount: 0, unit: 'd', direction: '+0' },
            },
          },
        }),
      ],
      charts,
    );
    expect(board[1]!.controller!.operator).toBe('BETWEEN');
    expect(currentValues(board[1]!, {})).toHaveLength(2);
    const sent = (at: Date) =>
      filtersOf(planBoard(board, views, {}, { now: at }), 'a')!.map((f) => [
        f.sqlOperator,
        f.values[0]!.value,
      ]);
    // As Datart's board sends it: the range split, its end the first instant after the last day.
    expect(sent(now)).toEqual([
      ['GTE', '2024-06-09 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
    expect(sent(new Date(2024, 6, 1))).toEqual([
      ['GTE', '2024-06-25 00:00:00'],
      ['LT', '2024-07-02 00:00:00'],
    ]);
  });

  it('a recommended time and an exact range of days become GTE / LT conditions', () => {
    const board = readBoard(
      [
        chart,
        ctl('rec', 'recommendTime', 'day', { controllerValues: ['thisMonth'] }),
        ctl('exact', 'rangeTime', 'day'),
      ],
      charts,
    );
    const plan = planBoard(board, views, { exact: ['2024-01-01', '2024-01-31'] }, { now });
    expect(filtersOf(plan, 'a')!.map((f) => [f.sqlOperator, f.values.map((v) => v.value)])).toEqual([
      ['GTE', ['2024-06-01 00:00:00']],
      ['LT', ['2024-07-01 00:00:00']],
      ['GTE', ['2024-01-01 00:00:00']],
      ['LT', ['2024-02-01 00:00:00']],
    ]);
  });

  it('a range slider with one end given filters from or up to it', () => {
    const board = readBoard([chart, ctl('amount', 'rangeSlider', 'amount')], charts);
    const plan = planBoard(board, views, { amount: [10, ''] }, { now });
    expect(filtersOf(plan, 'a')![0]).toMatchObject({ sqlOperator: 'GTE', values: [{ value: 10 }] });
  });
});

describe('tree controllers', () => {
  it('asks for the parent columns with the field and nests the rows by parent value', () => {
    const board = readBoard([chart, ctl('tree', 'tree', 'city', { parentFields: ['country'] })], charts);
    const plan = planBoard(board, views, { tree: ['Paris', 'Lyon'] }, { now });
    const options = plan.queries.find((q) => q.widgetId === 'tree')!.request;
    expect(options.columns.map((c) => c.column)).toEqual([['country'], ['city']]);
    expect(filtersOf(plan, 'a')![0]).toMatchObject({
      sqlOperator: 'IN',
      values: [{ value: 'Paris' }, { value: 'Lyon' }],
    });
    const tree = optionTree([
      ['France', 'Lyon'],
      ['France', 'Paris'],
      ['Spain', 'Madrid'],
    ]);
    expect(tree.map((n) => [n.label, n.children.map((c) => c.value)])).toEqual([
      ['France', ['Lyon', 'Paris']],
      ['Spain', ['Madrid']],
    ]);
    expect(leafValues(tree[0]!)).toEqual(['Lyon', 'Paris']);
  });
});
