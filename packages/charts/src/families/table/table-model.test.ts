import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, stored } from '../../testing/fixtures';
import { toTableModel } from '../../models';

const data = frame(
  [
    ['region', 'STRING'],
    ['city', 'STRING'],
    ['SUM(amount)', 'NUMERIC'],
  ],
  [
    ['East', 'Rome', 1234.5],
    ['East', 'Milan', 100],
    ['West', 'Lyon', 20],
  ],
);
const amountFormat = { type: 'numeric' as const, numeric: { decimalPlaces: 2, useThousandSeparator: true } };

describe('mingxi-table', () => {
  it('lists columns with titles and alignment and formats the cells', () => {
    const config = makeConfig('mingxi-table', {
      mixed: [
        dim('region', { alias: { name: 'Region' } }),
        dim('city'),
        num('amount', 'SUM', { format: amountFormat }),
      ],
    });
    const model = toTableModel(config, data, en);
    expect(model.columns.map((c) => [c.key, c.title, c.align])).toEqual([
      ['region', 'Region', 'left'],
      ['city', 'city', 'left'],
      ['SUM(amount)', 'SUM(amount)', 'right'],
    ]);
    expect(model.rows[0]?.cells.map((c) => c.text)).toEqual(['East', 'Rome', '1,234.50']);
    expect(model.headerRows).toEqual([
      [
        { title: 'Region', colSpan: 1, rowSpan: 1, columnKey: 'region' },
        { title: 'city', colSpan: 1, rowSpan: 1, columnKey: 'city' },
        { title: 'SUM(amount)', colSpan: 1, rowSpan: 1, columnKey: 'SUM(amount)' },
      ],
    ]);
    expect(model.paging).toEqual({ enabled: true, pageNo: 1, pageSize: 1000, total: 3 });
    expect(model.summary).toBeNull();
  });

  it('shows a date level as it comes (the year 2024, the month 202403), never with separators', () => {
    const level = 'order_date@date_level_delimiter@AGG_DATE_YEAR';
    const config = makeConfig('mingxi-table', {
      mixed: [
        dim(level, {
          type: 'DATE',
          category: 'dateLevelComputedField',
          expression: 'AGG_DATE_YEAR(order_date)',
        }),
        num('amount', 'SUM'),
      ],
    });
    const years = frame(
      [
        [level, 'DATE'],
        ['SUM(amount)', 'NUMERIC'],
      ],
      [[2024, 18582.77]],
    );
    expect(toTableModel(config, years, en).rows[0]?.cells.map((c) => c.text)).toEqual(['2024', '18,582.77']);
  });

  it('groups headers, fixes and sizes columns, merges equal cells and sums the summary fields', () => {
    const config = makeConfig(
      'mingxi-table',
      { mixed: [dim('region'), dim('city'), num('amount', 'SUM', { format: amountFormat })] },
      {
        styles: [
          stored('header', {
            modal: [
              { label: 'Place', children: [{ colName: 'region' }, { colName: 'city', label: 'Town' }] },
            ],
          }),
          stored('column', { modal: [{ colName: 'city', width: 120, align: 'center' }] }),
          stored('style', {
            leftFixedColumns: ['region'],
            autoMergeFields: ['region'],
            enableRowNumber: true,
          }),
        ],
        settings: [stored('summary', { aggregateFields: ['amount'] })],
      },
    );
    const model = toTableModel(config, data, en);
    expect(model.headerRows).toEqual([
      [
        { title: 'Place', colSpan: 2, rowSpan: 1 },
        { title: 'SUM(amount)', colSpan: 1, rowSpan: 2, columnKey: 'SUM(amount)' },
      ],
      [
        { title: 'region', colSpan: 1, rowSpan: 1, columnKey: 'region' },
        { title: 'Town', colSpan: 1, rowSpan: 1, columnKey: 'city' },
      ],
    ]);
    expect(model.columns[0]?.fixed).toBe('left');
    expect(model.columns[1]).toMatchObject({ width: 120, align: 'center' });
    expect(model.rows.map((r) => r.cells[0]?.rowSpan)).toEqual([2, 0, 1]);
    expect(model.rows.map((r) => r.cells[1]?.rowSpan)).toEqual([1, 1, 1]);
    expect(model.summary?.map((c) => c.text)).toEqual(['', '', '1,354.50']);
    expect(model.rowNumbers).toBe(true);
  });
});
