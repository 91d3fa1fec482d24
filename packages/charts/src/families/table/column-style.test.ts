import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, stored } from '../../testing/fixtures';
import { toTableModel } from '../../models';
import { cellStyleOf, readColumnTemplates } from './column-style';

const data = frame(
  [
    ['region', 'STRING'],
    ['city', 'STRING'],
    ['SUM(amount)', 'NUMERIC'],
  ],
  [
    ['East', 'Rome', 50],
    ['East', 'Milan', 150],
    ['West', 'Lyon', 500],
  ],
);

describe('column templates', () => {
  it('paints cells whose value falls in a range; the first matching rule wins', () => {
    const config = makeConfig(
      'mingxi-table',
      { mixed: [dim('region'), dim('city'), num('amount')] },
      {
        styles: [
          stored('column', {
            modal: [
              {
                colName: 'amount',
                align: 'center',
                width: 90,
                conditionStyle: [
                  { operator: 'between', value: [100, 200], color: { background: '#ffeeaa' } },
                  { operator: '>=', value: 100, color: { background: '#ff0000', textColor: '#ffffff' } },
                ],
              },
            ],
          }),
        ],
      },
    );
    const model = toTableModel(config, data, en);
    expect(model.columns[2]).toMatchObject({ align: 'center', width: 90 });
    expect(model.rows.map((r) => r.cells[2]?.style)).toEqual([
      undefined,
      { background: '#ffeeaa' },
      { background: '#ff0000', color: '#ffffff' },
    ]);
    expect(model.rows[0]?.cells[0]?.style).toBeUndefined();
  });

  it('skips invalid templates and ignores text values', () => {
    expect(readColumnTemplates([{ colName: 'a', width: -3 }, { colName: 'b', align: 'right' }, 7])).toEqual([
      { colName: 'b', align: 'right' },
    ]);
    const rules = [
      { operator: 'notBetween' as const, value: [1, 2] as [number, number], color: { textColor: 'red' } },
    ];
    expect(cellStyleOf(rules, 'Rome')).toBeUndefined();
    expect(cellStyleOf(rules, 3)).toEqual({ color: 'red' });
    expect(cellStyleOf(rules, 1.5)).toBeUndefined();
  });
});

describe('header groups', () => {
  it('leaves out columns the table no longer shows, and groups left empty', () => {
    const config = makeConfig(
      'mingxi-table',
      { mixed: [dim('region'), num('amount')] },
      {
        styles: [
          stored('header', {
            modal: [
              { label: 'Place', children: [{ colName: 'region' }, { colName: 'city' }] },
              { label: 'Gone', children: [{ colName: 'country' }] },
            ],
          }),
        ],
      },
    );
    const model = toTableModel(config, data, en);
    expect(model.headerRows).toEqual([
      [
        { title: 'Place', colSpan: 1, rowSpan: 1 },
        { title: 'SUM(amount)', colSpan: 1, rowSpan: 2, columnKey: 'SUM(amount)' },
      ],
      [{ title: 'region', colSpan: 1, rowSpan: 1, columnKey: 'region' }],
    ]);
  });
});
