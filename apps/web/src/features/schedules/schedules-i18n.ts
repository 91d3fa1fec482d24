import enSchedules from '@tessera/i18n/locales/en/schedules.json';
import zhSchedules from '@tessera/i18n/locales/zh/schedules.json';
import type { i18n } from 'i18next';

export const SCHEDULES_NS = 'schedules';

/** Adds the `schedules` namespace when the Schedules section is first opened. */
export function registerSchedulesI18n(instance: i18n): void {
  if (instance.hasResourceBundle('en', SCHEDULES_NS)) return;
  instance.addResourceBundle('en', SCHEDULES_NS, enSchedules, true, true);
  instance.addResourceBundle('zh', SCHEDULES_NS, zhSchedules, true, true);
}
