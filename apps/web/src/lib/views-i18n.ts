import enVariables from '@tessera/i18n/locales/en/variables.json';
import enViews from '@tessera/i18n/locales/en/views.json';
import zhVariables from '@tessera/i18n/locales/zh/variables.json';
import zhViews from '@tessera/i18n/locales/zh/views.json';
import type { i18n } from 'i18next';

/** Adds the `views` and `variables` namespaces when the Views section or the variables page opens. */
export function registerViewsI18n(instance: i18n): void {
  if (instance.hasResourceBundle('en', 'views')) return;
  instance.addResourceBundle('en', 'views', enViews, true, true);
  instance.addResourceBundle('zh', 'views', zhViews, true, true);
  instance.addResourceBundle('en', 'variables', enVariables, true, true);
  instance.addResourceBundle('zh', 'variables', zhVariables, true, true);
}
