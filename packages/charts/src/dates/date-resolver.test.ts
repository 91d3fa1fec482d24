import { describe, expect, it } from 'vitest';
import { parseDatachartConfig } from '../config/parse-config';
import { buildQuery } from '../query/build-query';
import { flatView } from '../testing/datart-cases';
import { TIME_FORMAT, recommendedRange, relativeInstant } from './date-resolver';

// Saturday 15 June 2024, 12:00 local time.
const now = new Date(2024, 5, 15, 12, 0, 0);
const range = (key: string) => recommendedRange(key, now)?.map((d) => d.format(TIME_FORMAT));

/** The filters a chart with one DATE filter on `born` sends. */
function sent(condition: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const config = parseDatachartConfig({
    chartGraphId: 'cluster-column-chart',
    chartConfig: {
      datas: [
        {
          type: 'filter',
          key: 'filter',
          rows: [
            {
              colName: 'born',
              type: 'DATE',
              category: 'field',
              filter: { condition: { name: 'born', visualType: 'DATE', ...condition } },
              ...extra,
            },
          ],
        },
      ],
    },
  });
  return buildQuery(config, flatView, { now }).filters.map((f) => [
    f.sqlOperator,
    ...f.values.map((v) => v.value),
  ]);
}

describe('the one date resolver', () => {
  it("resolves a relative date as Datart's getTime: a start is the unit's start, an end the next unit's start", () => {
    const dayAgo = { unit: 'd', amount: 1, direction: '-' } as const;
    expect(relativeInstant(dayAgo, now, 'start').format(TIME_FORMAT)).toBe('2024-06-14 00:00:00');
    expect(relativeInstant(dayAgo, now, 'end').format(TIME_FORMAT)).toBe('2024-06-15 00:00:00');
    expect(relativeInstant({ unit: 'M', amount: 0, direction: '+0' }, now, 'end').format(TIME_FORMAT)).toBe(
      '2024-07-01 00:00:00',
    );
    expect(relativeInstant({ unit: 'Q', amount: 1, direction: '-' }, now, 'start').format(TIME_FORMAT)).toBe(
      '2024-01-01 00:00:00',
    );
  });

  it("reads Datart's recommended spellings with Datart's ranges (as its picker showed them)", () => {
    expect(range('today')).toEqual(['2024-06-15 00:00:00', '2024-06-16 00:00:00']);
    expect(range('yesterday')).toEqual(['2024-06-14 00:00:00', '2024-06-15 00:00:00']);
    expect(range('this_week')).toEqual(['2024-06-10 00:00:00', '2024-06-17 00:00:00']);
    expect(range('last_7_days')).toEqual(['2024-06-08 00:00:00', '2024-06-16 00:00:00']);
    expect(range('last_30_days')).toEqual(['2024-05-16 00:00:00', '2024-06-16 00:00:00']);
    expect(range('last_90_days')).toEqual(['2024-03-17 00:00:00', '2024-06-16 00:00:00']);
    expect(range('last_1_month')).toEqual(['2024-06-01 00:00:00', '2024-07-01 00:00:00']);
    expect(range('last_1_year')).toEqual(['2024-01-01 00:00:00', '2025-01-01 00:00:00']);
  });

  it("keeps Tessera's earlier spellings and their ranges", () => {
    expect(range('thisWeek')).toEqual(['2024-06-09 00:00:00', '2024-06-16 00:00:00']);
    expect(range('last7Days')).toEqual(['2024-06-09 00:00:00', '2024-06-16 00:00:00']);
    expect(range('last1Month')).toEqual(['2024-05-01 00:00:00', '2024-06-01 00:00:00']);
    expect(range('thisQuarter')).toEqual(['2024-04-01 00:00:00', '2024-07-01 00:00:00']);
    expect(range('nonsense')).toBeUndefined();
  });
});

describe('date filters as a chart sends them', () => {
  it("a recommended range (Datart's BETWEEN) ends at the next midnight, so today's last second counts", () => {
    expect(sent({ type: 128, operator: 'BETWEEN', value: 'today' })).toEqual([
      ['GTE', '2024-06-15 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
    expect(sent({ type: 128, operator: 'BETWEEN', value: 'last_7_days' })).toEqual([
      ['GTE', '2024-06-08 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
    expect(sent({ type: 128, operator: 'BETWEEN', value: 'thisWeek' })).toEqual([
      ['GTE', '2024-06-09 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
  });

  it('a relative range picker sends GTE the start and LT the first instant after the end', () => {
    const value = [
      { unit: 'd', amount: 6, direction: '-', isStart: true },
      { unit: 'd', amount: 0, direction: '+', isStart: false },
    ];
    expect(sent({ type: 64, operator: 'BETWEEN', value })).toEqual([
      ['GTE', '2024-06-09 00:00:00'],
      ['LT', '2024-06-16 00:00:00'],
    ]);
  });

  it('a range-time condition holding a recommended key is resolved (Datart sent "Invalid date")', () => {
    expect(sent({ type: 64, operator: 'IN', value: 'today' })).toEqual([
      ['IN', '2024-06-15 00:00:00', '2024-06-15 23:59:59'],
    ]);
  });

  it('an unreadable date leaves its condition out instead of sending "Invalid date"', () => {
    expect(sent({ type: 256, operator: 'EQ', value: 'not a date' })).toEqual([]);
  });

  it("formats with the field's date format, as Datart does", () => {
    expect(
      sent({ type: 256, operator: 'EQ', value: '2024-03-16 10:00:00' }, { dateFormat: 'YYYY-MM-DD' }),
    ).toEqual([['EQ', '2024-03-16']]);
  });

  it('a BETWEEN with one bound is left out, as Datart splits it', () => {
    expect(sent({ type: 64, operator: 'BETWEEN', value: ['2024-01-01'] })).toEqual([]);
  });
});
