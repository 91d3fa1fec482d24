import enSources from '@tessera/i18n/locales/en/sources.json';
import zhSources from '@tessera/i18n/locales/zh/sources.json';
import enWarnings from '@tessera/i18n/locales/en/warnings.json';
import zhWarnings from '@tessera/i18n/locales/zh/warnings.json';
import type { i18n } from 'i18next';

export const SOURCES_NS = 'sources';

/** Adds the `sources` and `warnings` namespaces when the Sources section is first opened (they are not needed before). */
export function registerSourcesI18n(instance: i18n): void {
  if (instance.hasResourceBundle('en', SOURCES_NS)) return;
  instance.addResourceBundle('en', SOURCES_NS, enSources, true, true);
  instance.addResourceBundle('zh', SOURCES_NS, zhSources, true, true);
  instance.addResourceBundle('en', 'warnings', enWarnings, true, true);
  instance.addResourceBundle('zh', 'warnings', zhWarnings, true, true);
}
