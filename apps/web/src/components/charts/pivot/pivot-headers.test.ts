import type { PivotModel } from '@tessera/charts';
import { describe, expect, it } from 'vitest';
import { columnHeaderRows, rowHeaderCells } from './pivot-headers';

const words = { subtotal: 'Subtotal', total: 'Total' };
const model: PivotModel = {
  rowFields: ['region', 'city'],
  columnFields: ['year'],
  metrics: [
    { key: 'SUM(amount)', name: 'amount' },
    { key: 'SUM(qty)', name: 'qty' },
  ],
  rowTree: [],
  columnTree: [],
  rowLeaves: [
    { kind: 'leaf', path: ['East', 'Rome'] },
    { kind: 'leaf', path: ['East', 'Milan'] },
    { kind: 'subtotal', path: ['East'] },
    { kind: 'total', path: [] },
  ],
  columnLeaves: [
    { kind: 'leaf', path: ['2023'] },
    { kind: 'leaf', path: ['2024'] },
    { kind: 'total', path: [] },
  ],
  cells: [],
};

describe('pivot headers', () => {
  it('spans each column value over its metrics and adds a metric row', () => {
    const rows = columnHeaderRows(model, words);
    expect(rows[0]!.map((c) => [c.label, c.span])).toEqual([
      ['2023', 2],
      ['2024', 2],
      ['Total', 2],
    ]);
    expect(rows[1]!.map((c) => c.label)).toEqual(['amount', 'qty', 'amount', 'qty', 'amount', 'qty']);
  });

  it('blanks repeated row values and labels subtotals and the total', () => {
    expect(rowHeaderCells(model, 0, words)).toEqual(['East', 'Rome']);
    expect(rowHeaderCells(model, 1, words)).toEqual(['', 'Milan']);
    expect(rowHeaderCells(model, 2, words)).toEqual(['East', 'Subtotal']);
    expect(rowHeaderCells(model, 3, words)).toEqual(['Total', '']);
  });
});
