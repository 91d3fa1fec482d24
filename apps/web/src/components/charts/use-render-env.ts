import type { Locale, Theme } from '@tessera/charts';
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { registerChartsI18n } from '../../lib/charts-i18n';
import { currentLanguage } from '../../lib/i18n';

/** What every chart draws with: the `charts` texts in the current language, its locale, and the theme. */
export interface ChartsEnv {
  t: TFunction<'charts'>;
  locale: Locale;
  theme: Theme;
}

interface Store {
  read: () => ChartsEnv;
  subscribe: (onChange: () => void) => () => void;
}

const readTheme = (): Theme =>
  typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/**
 * One store per i18n instance, shared by every chart on the page: one language listener and one observer
 * of <html>'s `dark` class (lib/theme.ts sets it, "system" included) for all of them, and one `t`. A board
 * of 24 charts ran react-i18next's hook five times per chart (each with its own listener, fixed `t` and
 * wrapper object) and a MutationObserver per chart.
 */
const stores = new WeakMap<I18n, Store>();

function storeFor(i18n: I18n): Store {
  const known = stores.get(i18n);
  if (known) return known;
  registerChartsI18n(i18n);
  const listeners = new Set<() => void>();
  let language = i18n.language;
  let env: ChartsEnv = {
    t: i18n.getFixedT(language, 'charts'),
    locale: currentLanguage(i18n),
    theme: readTheme(),
  };
  /** A new env (and a redraw of every chart) only when the language or the theme really changed. */
  const refresh = () => {
    const theme = readTheme();
    if (i18n.language === language && theme === env.theme) return;
    language = i18n.language;
    env = { t: i18n.getFixedT(language, 'charts'), locale: currentLanguage(i18n), theme };
    for (const listener of listeners) listener();
  };
  let observer: MutationObserver | null = null;
  const store: Store = {
    read: () => env,
    subscribe: (onChange) => {
      if (listeners.size === 0) {
        i18n.on('languageChanged', refresh);
        if (typeof MutationObserver !== 'undefined' && typeof document !== 'undefined') {
          observer = new MutationObserver(refresh);
          observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
        }
        // A change while nobody listened (the language switched between two pages with charts).
        refresh();
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        i18n.off('languageChanged', refresh);
        observer?.disconnect();
        observer = null;
      };
    },
  };
  stores.set(i18n, store);
  return store;
}

/** The charts' texts, locale and theme, shared by all charts (see `storeFor`). */
export function useChartsEnv(): ChartsEnv {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const store = storeFor(i18n);
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/** The chart theme: it follows the `dark` class on <html>, so charts repaint with the rest of the page. */
export function useChartTheme(): Theme {
  return useChartsEnv().theme;
}

/** Locale and theme that @tessera/charts formats and colours with. */
export function useRenderEnv(): { locale: Locale; theme: Theme } {
  const { locale, theme } = useChartsEnv();
  return { locale, theme };
}
