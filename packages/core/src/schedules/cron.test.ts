import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import { nextFires, quartzCron } from './cron';

const from = new Date('2026-11-27T00:00:00Z'); // a Friday

describe("Datart's Quartz cron", () => {
  it('reads weekdays as Quartz does (2 = Monday) in the organisation’s time zone', () => {
    const fires = nextFires(
      { cronExpression: '0 30 9 ? * 2', timeZone: 'Asia/Shanghai', startDate: null, endDate: null },
      from,
      2,
    );
    // Monday 09:30 in Shanghai is 01:30 UTC.
    expect(fires.map((d) => d.toISOString())).toEqual([
      '2026-11-30T01:30:00.000Z',
      '2026-12-07T01:30:00.000Z',
    ]);
  });

  it('fires a Quartz 09:00 at the zone’s 09:00: Asia/Shanghai and Europe/Paris give different UTC instants', () => {
    const at9 = (timeZone: string, after: Date) =>
      nextFires(
        { cronExpression: '0 0 9 * * ?', timeZone, startDate: null, endDate: null },
        after,
        1,
      )[0]!.toISOString();
    // Shanghai has no summer time: always UTC+8.
    expect(at9('Asia/Shanghai', from)).toBe('2026-11-27T01:00:00.000Z');
    expect(at9('Asia/Shanghai', new Date('2027-07-01T00:00:00Z'))).toBe('2027-07-01T01:00:00.000Z');
    // Paris is UTC+1 in winter, UTC+2 in summer.
    expect(at9('Europe/Paris', from)).toBe('2026-11-27T08:00:00.000Z');
    expect(at9('Europe/Paris', new Date('2027-07-01T00:00:00Z'))).toBe('2027-07-01T07:00:00.000Z');
  });

  it('gives the next five fires inside the effective range only', () => {
    const fires = nextFires(
      {
        cronExpression: '0 0 8 * * ?',
        timeZone: 'UTC',
        startDate: new Date('2026-12-01T00:00:00Z'),
        endDate: new Date('2026-12-03T12:00:00Z'),
      },
      from,
      5,
    );
    expect(fires.map((d) => d.toISOString())).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-02T08:00:00.000Z',
      '2026-12-03T08:00:00.000Z',
    ]);
  });

  it('refuses what is not a Quartz cron, naming it', () => {
    for (const bad of ['every monday', '0 0 * * *', '0 0 25 * * ?']) {
      try {
        quartzCron(bad, 'UTC');
        expect.unreachable(bad);
      } catch (e) {
        expect((e as AppError).code).toBe('SCHEDULE_CRON_INVALID');
        expect((e as AppError).params).toEqual({ cron: bad });
      }
    }
  });
});
