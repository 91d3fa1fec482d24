import { describe, expect, it } from 'vitest';
import { columnWidths, rowHeightOf } from './column-widths';
import { leafOrder } from './header-layout';

describe('table layout', () => {
  it('orders body columns as grouped headers place them', () => {
    // | Place (city, region) | amount |   with amount spanning both header rows
    const rows = [
      [
        { title: 'Place', colSpan: 2, rowSpan: 1 },
        { title: 'amount', colSpan: 1, rowSpan: 2, columnKey: 'amount' },
      ],
      [
        { title: 'city', colSpan: 1, rowSpan: 1, columnKey: 'city' },
        { title: 'region', colSpan: 1, rowSpan: 1, columnKey: 'region' },
      ],
    ];
    expect(leafOrder(rows)).toEqual(['city', 'region', 'amount']);
  });

  it('stretches default widths to fill the box and keeps configured ones otherwise', () => {
    const cols = [
      { key: 'a', colName: 'a', title: 'a', align: 'left' as const, numeric: false },
      { key: 'b', colName: 'b', title: 'b', align: 'right' as const, numeric: true, width: 60 },
    ];
    expect(columnWidths(cols, 100, false)).toEqual([140, 60]);
    expect(columnWidths(cols, 400, false)).toEqual([280, 120]);
    expect(rowHeightOf('small')).toBeLessThan(rowHeightOf('middle'));
  });
});
