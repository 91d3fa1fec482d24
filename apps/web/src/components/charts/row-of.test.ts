import { describe, expect, it } from 'vitest';
import { rowIndexOf, rowObject } from './row-of';

const frame = {
  columns: [
    { name: ['region'], type: 'STRING' },
    { name: ['SUM(amount)'], type: 'NUMERIC' },
  ],
  rows: [
    ['East', 10],
    ['West', 20],
  ],
};

describe('clicked rows', () => {
  it('finds the row by the clicked name, else by the data index', () => {
    expect(rowIndexOf(frame, { name: 'West', dataIndex: 0 })).toBe(1);
    expect(rowIndexOf(frame, { dataIndex: 0 })).toBe(0);
    expect(rowIndexOf(frame, { name: 'North', dataIndex: 7 })).toBeNull();
  });

  it('keys the row by column label', () => {
    expect(rowObject(frame, 1)).toEqual({ region: 'West', 'SUM(amount)': 20 });
    expect(rowObject(frame, 5)).toBeNull();
  });
});
