import enShares from '@tessera/i18n/locales/en/shares.json';
import zhShares from '@tessera/i18n/locales/zh/shares.json';
import type { i18n } from 'i18next';
import { registerChartsI18n } from './charts-i18n';

/** Adds the `shares` namespace (share dialog and share pages) and the chart texts the pages draw with. */
export function registerSharesI18n(instance: i18n): void {
  registerChartsI18n(instance);
  if (instance.hasResourceBundle('en', 'shares')) return;
  instance.addResourceBundle('en', 'shares', enShares, true, true);
  instance.addResourceBundle('zh', 'shares', zhShares, true, true);
}
