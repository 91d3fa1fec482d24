import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, stored } from '../../testing/fixtures';
import { toPivotModel } from '../../models';

const data = frame(
  [
    ['region', 'STRING'],
    ['city', 'STRING'],
    ['year', 'STRING'],
    ['SUM(amount)', 'NUMERIC'],
  ],
  [
    ['East', 'Rome', '2023', 10],
    ['East', 'Rome', '2024', 20],
    ['East', 'Milan', '2024', 5],
    ['West', 'Lyon', '2023', 7],
  ],
);

describe('piovt-sheet', () => {
  it('builds row and column header trees and the leaf cells', () => {
    const config = makeConfig('piovt-sheet', {
      row: [dim('region'), dim('city')],
      column: [dim('year')],
      metrics: [num('amount')],
    });
    const model = toPivotModel(config, data, en);
    expect(model.rowTree.map((n) => [n.value, n.children.map((c) => c.value)])).toEqual([
      ['East', ['Rome', 'Milan']],
      ['West', ['Lyon']],
    ]);
    expect(model.columnTree.map((n) => n.value)).toEqual(['2023', '2024']);
    expect(model.rowLeaves.map((l) => l.path.join('/'))).toEqual(['East/Rome', 'East/Milan', 'West/Lyon']);
    expect(model.cells.map((r) => r.map((c) => c.raw))).toEqual([
      [10, 20],
      [null, 5],
      [7, null],
    ]);
  });

  it('adds subtotals and totals with the chosen aggregation, in the chosen positions', () => {
    const config = makeConfig(
      'piovt-sheet',
      {
        row: [dim('region'), dim('city')],
        column: [dim('year')],
        metrics: [num('amount', 'SUM', { format: { type: 'numeric', numeric: { decimalPlaces: 1 } } })],
      },
      {
        settings: [
          stored('rowSummary', { showTotal: true, showSubTotal: true, totalPosition: 'top' }),
          stored('colSummary', { showTotal: true }),
        ],
      },
    );
    const model = toPivotModel(config, data, en);
    expect(model.rowLeaves.map((l) => `${l.kind}:${l.path.join('/')}`)).toEqual([
      'total:',
      'leaf:East/Rome',
      'leaf:East/Milan',
      'subtotal:East',
      'leaf:West/Lyon',
      'subtotal:West',
    ]);
    expect(model.columnLeaves.map((l) => l.kind)).toEqual(['leaf', 'leaf', 'total']);
    expect(model.cells[0]?.map((c) => c.raw)).toEqual([17, 25, 42]);
    expect(model.cells[3]?.map((c) => c.text)).toEqual(['10.0', '25.0', '35.0']);
    const maxConfig = {
      ...config,
      chartConfig: {
        ...config.chartConfig,
        settings: [...config.chartConfig.settings, stored('summaryAggregation', { aggregation: 'MAX' })],
      },
    };
    expect(toPivotModel(maxConfig, data, en).cells[0]?.map((c) => c.raw)).toEqual([10, 20, 20]);
  });

  it('totals of decimals carry no floating-point noise, raw or shown', () => {
    const decimals = frame(
      [
        ['region', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
      ],
      [
        ['East', 5250510.1],
        ['West', 0.1],
        ['North', -0.000000001],
      ],
    );
    const config = makeConfig(
      'piovt-sheet',
      { row: [dim('region')], metrics: [num('amount')] },
      { settings: [stored('rowSummary', { showTotal: true })] },
    );
    const total = toPivotModel(config, decimals, en).cells.at(-1)?.[0];
    expect(total).toEqual({ raw: 5250510.2, text: '5,250,510.2' });
  });
});
