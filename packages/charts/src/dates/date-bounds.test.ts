import { describe, expect, it } from 'vitest';
import {
  lastN,
  parseDateBound,
  queryDateValue,
  resolveDateValue,
  resolveRecommended,
  resolveRelative,
} from './date-bounds';

const now = new Date(2024, 5, 15, 12, 30, 0); // Saturday 15 June 2024, local time

describe('relative dates', () => {
  it('resolves days, months, quarters and years back and forward from now', () => {
    expect(resolveRelative({ amount: 6, unit: 'd', direction: '-' }, now, true)).toBe('2024-06-09 00:00:00');
    expect(resolveRelative({ amount: 0, unit: 'd', direction: '+0' }, now, false)).toBe(
      '2024-06-15 23:59:59',
    );
    expect(resolveRelative({ amount: 1, unit: 'M', direction: '-' }, now, true)).toBe('2024-05-01 00:00:00');
    expect(resolveRelative({ amount: 1, unit: 'M', direction: '-' }, now, false)).toBe('2024-05-31 23:59:59');
    expect(resolveRelative({ amount: 0, unit: 'Q', direction: '+0' }, now, true)).toBe('2024-04-01 00:00:00');
    expect(resolveRelative({ amount: 0, unit: 'Q', direction: '+0' }, now, false)).toBe(
      '2024-06-30 23:59:59',
    );
    expect(resolveRelative({ amount: 1, unit: 'y', direction: '+' }, now, true)).toBe('2025-01-01 00:00:00');
  });

  it('"last 7 days" covers today and the six days before it', () => {
    const [start, end] = lastN(7, 'd');
    expect([resolveDateValue(start, now, true), resolveDateValue(end, now, false)]).toEqual([
      '2024-06-09 00:00:00',
      '2024-06-15 23:59:59',
    ]);
  });

  it('keeps exact dates, and an end given as a day covers the whole day', () => {
    expect(resolveDateValue('2024-01-02', now, true)).toBe('2024-01-02 00:00:00');
    expect(resolveDateValue('2024-01-02', now, false)).toBe('2024-01-02 23:59:59');
    expect(resolveDateValue({ relativeOrExact: 'exact', exactValue: '2024-03-04 10:00:00' }, now, true)).toBe(
      '2024-03-04 10:00:00',
    );
    expect(resolveDateValue('not a date', now, true)).toBeNull();
  });

  it('reads Datart bounds, relative or exact, and ignores broken ones', () => {
    expect(
      parseDateBound({
        relativeOrExact: 'relative',
        relativeValue: { amount: 3, unit: 'w', direction: '-' },
      }),
    ).toEqual({ relativeOrExact: 'relative', relativeValue: { amount: 3, unit: 'w', direction: '-' } });
    expect(
      parseDateBound({ relativeOrExact: 'relative', relativeValue: { amount: 3, unit: 'h' } }),
    ).toBeNull();
    expect(parseDateBound({ relativeOrExact: 'exact', exactValue: '' })).toBeNull();
  });

  it('turns a recommended range into inclusive dates', () => {
    expect(resolveRecommended('thisMonth', now)).toEqual(['2024-06-01 00:00:00', '2024-06-30 23:59:59']);
    expect(resolveRecommended('last7Days', now)).toEqual(['2024-06-09 00:00:00', '2024-06-15 23:59:59']);
    expect(resolveRecommended('nonsense', now)).toBeNull();
  });

  // Facts from Datart's board tests (adjustRangeDataEndValue, getControllerDateValues with execute).
  it.each([
    ['dateTime', '2022-03-01 01:01:23', '2022-03-01 01:01:23'],
    ['date', '2022-03-01 01:01:23', '2022-03-02 00:00:00'],
    ['month', '2022-03-01 01:01:23', '2022-04-01 00:00:00'],
    ['quarter', '2022-03-01 01:01:23', '2022-04-01 00:00:00'],
    ['quarter', '2022-04-01 01:01:23', '2022-07-01 00:00:00'],
    ['week', '2022-03-28 00:00:00', '2022-04-03 00:00:00'],
    ['year', '2022-03-28 00:00:00', '2023-01-01 00:00:00'],
  ] as const)("an exact %s end %s is sent as %s, as Datart's board sends it", (picker, value, sent) => {
    const bound = { relativeOrExact: 'exact', exactValue: value };
    expect(queryDateValue(bound, now, 'end', picker)).toBe(sent);
  });

  it("a relative controller start and end, as Datart's board resolves them at execute time", () => {
    const dayAgo = { relativeOrExact: 'relative', relativeValue: { amount: 1, unit: 'd', direction: '-' } };
    expect(queryDateValue(dayAgo, now, 'start')).toBe('2024-06-14 00:00:00');
    expect(queryDateValue(dayAgo, now, 'end')).toBe('2024-06-15 00:00:00');
    expect(queryDateValue({ relativeOrExact: 'exact', exactValue: '' }, now, 'end')).toBeNull();
  });
});
