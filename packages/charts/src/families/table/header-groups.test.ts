import { describe, expect, it } from 'vitest';
import {
  addHeaderGroup,
  columnsOf,
  groupsOf,
  removeHeaderGroup,
  renameHeaderGroup,
  setHeaderColumn,
} from './header-groups';
import { buildHeaderRows, type HeaderNode } from './table-header';
import type { TableColumn } from './table-model';

const col = (colName: string) => ({ uid: `u-${colName}`, colName });
const columns = ['region', 'city', 'store', 'amount'].map(
  (c) => ({ key: c, colName: c, title: c }) as unknown as TableColumn,
);

/** "Place" over region and "Local" (city, store); amount alone. */
function nested(): HeaderNode[] {
  let tree = addHeaderGroup([], [], { uid: 'place', label: 'Place' });
  tree = setHeaderColumn(tree, [0], col('region'), true);
  tree = addHeaderGroup(tree, [0], { uid: 'local', label: 'Local' });
  tree = setHeaderColumn(tree, [0, 0], col('city'), true);
  return setHeaderColumn(tree, [0, 0], col('store'), true);
}

describe('table header groups', () => {
  it('a group inside a group is stored as Datart nests tableHeaders', () => {
    expect(nested()).toEqual([
      {
        uid: 'place',
        label: 'Place',
        isGroup: true,
        children: [
          col('region'),
          {
            uid: 'local',
            label: 'Local',
            isGroup: true,
            children: [col('city'), col('store')],
          },
        ],
      },
    ]);
  });

  it('draws one header row per level, each group over its columns, lone columns spanning down', () => {
    expect(buildHeaderRows(columns, nested())).toEqual([
      [
        { title: 'Place', colSpan: 3, rowSpan: 1 },
        { title: 'amount', colSpan: 1, rowSpan: 3, columnKey: 'amount' },
      ],
      [
        { title: 'region', colSpan: 1, rowSpan: 2, columnKey: 'region' },
        { title: 'Local', colSpan: 2, rowSpan: 1 },
      ],
      [
        { title: 'city', colSpan: 1, rowSpan: 1, columnKey: 'city' },
        { title: 'store', colSpan: 1, rowSpan: 1, columnKey: 'store' },
      ],
    ]);
  });

  it('drops a nested group whose columns the table no longer shows', () => {
    const shown = columns.filter((c) => c.colName !== 'city' && c.colName !== 'store');
    expect(buildHeaderRows(shown, nested())).toEqual([
      [
        { title: 'Place', colSpan: 1, rowSpan: 1 },
        { title: 'amount', colSpan: 1, rowSpan: 2, columnKey: 'amount' },
      ],
      [{ title: 'region', colSpan: 1, rowSpan: 1, columnKey: 'region' }],
    ]);
  });

  it('a column belongs to one group: ticking it elsewhere moves it, unticking lets it stand alone', () => {
    const moved = setHeaderColumn(nested(), [0], col('city'), true);
    expect(columnsOf(moved[0]!)).toEqual(['region', 'city']);
    expect(columnsOf(groupsOf(moved[0]!.children)[0]!)).toEqual(['store']);
    const alone = setHeaderColumn(moved, [0], col('city'), false);
    expect(columnsOf(alone[0]!)).toEqual(['region']);
    expect(JSON.stringify(alone)).not.toContain('"city"');
  });

  it('renames at any level, and removing a group gives what it held to the level above', () => {
    const renamed = renameHeaderGroup(nested(), [0, 0], 'Shop');
    expect(groupsOf(renamed[0]!.children)[0]!.label).toBe('Shop');
    const outerGone = removeHeaderGroup(nested(), [0]);
    expect(outerGone.map((n) => n.colName ?? n.label)).toEqual(['region', 'Local']);
    const innerGone = removeHeaderGroup(nested(), [0, 0]);
    expect(columnsOf(innerGone[0]!)).toEqual(['region', 'city', 'store']);
    expect(groupsOf(innerGone[0]!.children)).toEqual([]);
  });

  it('addresses groups among groups only: Datart’s groups without uids and lone columns are fine', () => {
    const stored: HeaderNode[] = [
      { colName: 'amount' },
      { label: 'A', isGroup: true, children: [] },
      { label: 'B', isGroup: true, children: [] },
    ];
    const edited = renameHeaderGroup(stored, [1], 'Second');
    expect(edited.map((n) => n.label ?? n.colName)).toEqual(['amount', 'A', 'Second']);
  });
});
