/**
 * The periodic presets of the schedule form ("every day at 08:30") and the Quartz cron each one is
 * (seconds minutes hours day-of-month month day-of-week, `?` in the unused day field), as Datart's
 * form offers them. The server reads only the cron; a cron that is no preset is edited as text.
 */
export const PRESET_UNITS = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PresetUnit = (typeof PRESET_UNITS)[number];

export interface Preset {
  unit: PresetUnit;
  /** MINUTE: the interval in minutes. */
  every: number;
  minute: number;
  hour: number;
  /** WEEK: 1 = Sunday … 7 = Saturday (Quartz). */
  weekday: number;
  /** MONTH, YEAR: the day of the month. */
  day: number;
  /** YEAR: 1 … 12. */
  month: number;
}

export const defaultPreset: Preset = {
  unit: 'DAY',
  every: 10,
  minute: 0,
  hour: 8,
  weekday: 2,
  day: 1,
  month: 1,
};

export function presetToCron(p: Preset): string {
  switch (p.unit) {
    case 'MINUTE':
      return `0 0/${p.every} * * * ?`;
    case 'HOUR':
      return `0 ${p.minute} * * * ?`;
    case 'DAY':
      return `0 ${p.minute} ${p.hour} * * ?`;
    case 'WEEK':
      return `0 ${p.minute} ${p.hour} ? * ${p.weekday}`;
    case 'MONTH':
      return `0 ${p.minute} ${p.hour} ${p.day} * ?`;
    case 'YEAR':
      return `0 ${p.minute} ${p.hour} ${p.day} ${p.month} ?`;
  }
}

const N = '(\\d{1,2})';
const patterns: [PresetUnit, RegExp, (m: number[]) => Partial<Preset>][] = [
  ['MINUTE', new RegExp(`^0 0/${N} \\* \\* \\* \\?$`), ([every]) => ({ every })],
  ['HOUR', new RegExp(`^0 ${N} \\* \\* \\* \\?$`), ([minute]) => ({ minute })],
  ['DAY', new RegExp(`^0 ${N} ${N} \\* \\* \\?$`), ([minute, hour]) => ({ minute, hour })],
  [
    'WEEK',
    new RegExp(`^0 ${N} ${N} \\? \\* ([1-7])$`),
    ([minute, hour, weekday]) => ({ minute, hour, weekday }),
  ],
  ['MONTH', new RegExp(`^0 ${N} ${N} ${N} \\* \\?$`), ([minute, hour, day]) => ({ minute, hour, day })],
  [
    'YEAR',
    new RegExp(`^0 ${N} ${N} ${N} ${N} \\?$`),
    ([minute, hour, day, month]) => ({ minute, hour, day, month }),
  ],
];

/** The preset a cron was made from, or null when it is a cron of its own. */
export function cronToPreset(cron: string | null | undefined): Preset | null {
  const text = (cron ?? '').trim().replace(/\s+/g, ' ');
  for (const [unit, re, read] of patterns) {
    const m = re.exec(text);
    if (m) {
      const preset: Preset = { ...defaultPreset, unit, ...read(m.slice(1).map(Number)) };
      // Only what the form's own choices can show again.
      return presetToCron(preset) === text && inRange(preset) ? preset : null;
    }
  }
  return null;
}

function inRange(p: Preset): boolean {
  return (
    p.every >= 1 &&
    p.every <= 59 &&
    p.minute <= 59 &&
    p.hour <= 23 &&
    p.day >= 1 &&
    p.day <= 31 &&
    p.month >= 1 &&
    p.month <= 12
  );
}
