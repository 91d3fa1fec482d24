import { describe, expect, it } from 'vitest';
import { cronToPreset, defaultPreset, presetToCron, PRESET_UNITS } from './cron-presets';

describe('schedule presets', () => {
  it('turns each preset into a Quartz cron and reads it back', () => {
    const p = { ...defaultPreset, every: 15, minute: 30, hour: 9, weekday: 6, day: 28, month: 12 };
    const crons = PRESET_UNITS.map((unit) => presetToCron({ ...p, unit }));
    expect(crons).toEqual([
      '0 0/15 * * * ?',
      '0 30 * * * ?',
      '0 30 9 * * ?',
      '0 30 9 ? * 6',
      '0 30 9 28 * ?',
      '0 30 9 28 12 ?',
    ]);
    for (const [i, cron] of crons.entries()) expect(cronToPreset(cron)?.unit).toBe(PRESET_UNITS[i]);
    expect(cronToPreset('0 30 9 ? * 6')).toMatchObject({ unit: 'WEEK', minute: 30, hour: 9, weekday: 6 });
  });

  it('leaves a cron of its own as text', () => {
    expect(cronToPreset('0 0 8 ? * 2-6')).toBeNull();
    expect(cronToPreset('0 0 8 * * ? 2030')).toBeNull();
    expect(cronToPreset('0 75 8 * * ?')).toBeNull();
    expect(cronToPreset('')).toBeNull();
  });
});
