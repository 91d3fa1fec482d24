import { describe, expect, it } from 'vitest';
import { dateValueText } from './date-values';

describe('DATE values (D-date-4)', () => {
  it('passes full dates and instants as the engines read them', () => {
    expect(dateValueText('2024-03-05')).toBe('2024-03-05');
    expect(dateValueText(' 2024-03-05T10:20:30 ')).toBe('2024-03-05 10:20:30');
    expect(dateValueText('2024-03-05 10:20:30.123')).toBe('2024-03-05 10:20:30.123');
  });

  it("reads Datart's picker formats as the first instant of that year, month or quarter", () => {
    // dateFormatObj of Datart's board: year 'YYYY', month 'YYYY-MM', quarter 'YYYY-Q'
    expect(dateValueText('2024')).toBe('2024-01-01 00:00:00');
    expect(dateValueText('2024-03')).toBe('2024-03-01 00:00:00');
    expect(dateValueText('2024-12')).toBe('2024-12-01 00:00:00');
    expect(dateValueText('2024-1')).toBe('2024-01-01 00:00:00');
    expect(dateValueText('2024-3')).toBe('2024-07-01 00:00:00');
    expect(dateValueText('2024-4')).toBe('2024-10-01 00:00:00');
  });

  it('refuses what is not a date', () => {
    for (const v of [
      '',
      'Invalid date',
      '2024-13',
      '2024-5',
      '2024-00',
      '24-03',
      '2024-13-45',
      'now()',
      "2024' OR 1=1",
    ])
      expect(dateValueText(v)).toBeNull();
  });
});
