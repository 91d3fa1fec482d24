import { Cron } from 'croner';
import { AppError } from '../errors';

/**
 * Datart's Quartz cron (seconds minutes hours day-of-month month day-of-week [year], `?` for "any",
 * weekdays 1 = Sunday … 7 = Saturday) read by croner in Quartz mode, in the organisation's time zone.
 */
export function quartzCron(expression: string, timeZone: string): Cron {
  try {
    return new Cron(expression.trim(), {
      paused: true,
      timezone: timeZone,
      mode: '6-or-7-parts',
      alternativeWeekdays: true,
    });
  } catch {
    throw new AppError(
      'SCHEDULE_CRON_INVALID',
      { cron: expression },
      { fields: [{ path: 'cronExpression', message: 'invalid' }] },
    );
  }
}

export interface FireWindow {
  cronExpression: string;
  timeZone: string;
  startDate: Date | null;
  endDate: Date | null;
}

/** The next `count` fire times strictly after `after`, within the schedule's effective range. */
export function nextFires(w: FireWindow, after: Date, count: number): Date[] {
  return firesOf(quartzCron(w.cronExpression, w.timeZone), w, after, count);
}

/** `nextFires` on a cron already read (a tick that fires many schedules reads each pattern once). */
export function firesOf(
  cron: Cron,
  w: Omit<FireWindow, 'cronExpression' | 'timeZone'>,
  after: Date,
  count: number,
) {
  const out: Date[] = [];
  let from = w.startDate && w.startDate > after ? new Date(w.startDate.getTime() - 1) : after;
  while (out.length < count) {
    const next = cron.nextRun(from);
    if (!next || (w.endDate && next > w.endDate)) break;
    out.push(next);
    from = next;
  }
  return out;
}

/** The first fire after `after` (null once the range has ended or the cron never fires again). */
export const nextFire = (w: FireWindow, after: Date): Date | null => nextFires(w, after, 1)[0] ?? null;
