import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import { readScheduleDate, zonedIso } from './zoned-date';

describe("a schedule's range read in the organisation's zone", () => {
  it("reads Datart's wall-clock dates in the zone, ISO instants as they are", () => {
    const read = (v: string, zone: string) => readScheduleDate(v, zone, 'startDate')!.toISOString();
    expect(read('2027-01-04 09:00:00', 'Asia/Shanghai')).toBe('2027-01-04T01:00:00.000Z');
    expect(read('2027-01-04T09:00', 'Europe/Paris')).toBe('2027-01-04T08:00:00.000Z');
    // Summer time in Paris: two hours ahead of UTC.
    expect(read('2027-07-04 09:00:00', 'Europe/Paris')).toBe('2027-07-04T07:00:00.000Z');
    expect(read('2027-07-04', 'America/New_York')).toBe('2027-07-04T04:00:00.000Z');
    expect(read('2027-07-04T09:00:00Z', 'Asia/Shanghai')).toBe('2027-07-04T09:00:00.000Z');
    expect(read('2027-07-04T09:00:00+02:00', 'Asia/Shanghai')).toBe('2027-07-04T07:00:00.000Z');
  });

  it('moves a time skipped by a DST change forward, and refuses what is no date', () => {
    // 02:30 does not exist in Paris on 28 March 2027 (02:00 → 03:00).
    expect(readScheduleDate('2027-03-28 02:30:00', 'Europe/Paris', 'endDate')!.toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    try {
      readScheduleDate('next monday', 'UTC', 'endDate');
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).code).toBe('INVALID_INPUT');
    }
  });

  it("writes an instant in the zone with the zone's offset", () => {
    const at = new Date('2027-01-04T01:00:00Z');
    expect(zonedIso(at, 'Asia/Shanghai')).toBe('2027-01-04T09:00:00+08:00');
    expect(zonedIso(at, 'America/St_Johns')).toBe('2027-01-03T21:30:00-03:30');
    expect(zonedIso(at, 'UTC')).toBe('2027-01-04T01:00:00+00:00');
  });
});
