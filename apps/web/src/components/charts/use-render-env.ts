import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Theme } from '@tessera/charts';
import { currentLanguage } from '../../lib/i18n';

function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * The chart theme follows the `dark` class on <html> (set by lib/theme.ts, including "system"), so
 * charts repaint with the rest of the page and need no store of their own.
 */
export function useChartTheme(): Theme {
  return useSyncExternalStore(subscribeToRootClass, readTheme, () => 'light');
}

/** Locale and theme that @tessera/charts formats and colours with. */
export function useRenderEnv(): { locale: Locale; theme: Theme } {
  const { i18n } = useTranslation();
  return { locale: currentLanguage(i18n), theme: useChartTheme() };
}
