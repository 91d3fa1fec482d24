import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeTag, type Language } from '@tessera/i18n';
import { texts as enTexts } from './i18n-texts-en';
import { StorageKeys } from './storage-keys';

export const supportedLanguages = ['en', 'zh'] as const satisfies readonly Language[];

/** The namespaces every page may need from the start; sections add theirs in their routes' beforeLoad. */
export const startNamespaces = Object.keys(enTexts) as (keyof typeof enTexts)[];

/**
 * English, the fallback language, ships with the app; another language's start-up texts are a chunk of
 * their own, loaded before the first render when that language is chosen (react-i18next suspends until
 * then), so a page carries one language's texts, not both.
 */
const startTexts: Record<Language, () => Promise<Record<string, object>>> = {
  en: () => Promise.resolve(enTexts),
  zh: () => import('./i18n-texts-zh').then((m) => m.texts),
};

const startTextsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lng, ns, callback) {
    const load = startTexts[lng as Language];
    // Other namespaces are added by their sections (`register…I18n`): nothing to load here.
    if (!load || !(startNamespaces as string[]).includes(ns)) return callback(null, null);
    load().then(
      (all) => callback(null, all[ns] ?? null),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Maps a browser or stored tag to a supported language: zh, zh-CN, zh-Hant → zh; en-GB → en; others stay unsupported. */
export function normaliseLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh';
  if (lower.startsWith('en')) return 'en';
  return lower;
}

/** The remembered choice (LOCALE), then the browser's languages; English when none is supported. */
export function detectLanguage(): Language {
  const stored = localStorage.getItem(StorageKeys.locale);
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of [stored, ...browser]) {
    const lng = tag ? normaliseLanguage(tag) : '';
    if ((supportedLanguages as readonly string[]).includes(lng)) return lng as Language;
  }
  return 'en';
}

/**
 * One i18next instance per app, in the detected language. Only an explicit choice is remembered (see
 * `changeLanguage`).
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(startTextsBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      // A copy: i18next adds the sections' namespaces to this object, which must not leak to other instances.
      resources: { en: { ...enTexts } },
      partialBundledLanguages: true,
      ns: startNamespaces,
      defaultNS: 'common',
      fallbackLng: 'en',
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = localeTag[currentLanguage(instance, lng)];
  });
  document.documentElement.lang = localeTag[currentLanguage(instance)];
  return instance;
}

/** Resolves once the instance's language has its start-up texts (at once for English). */
export function i18nReady(instance: i18n): Promise<void> {
  return instance.isInitialized
    ? Promise.resolve()
    : new Promise((resolve) => instance.on('initialized', () => resolve()));
}

/** The chosen language, also while its texts are still loading. */
export function currentLanguage(instance: i18n, lng = instance.language): Language {
  return normaliseLanguage(lng ?? 'en') === 'zh' ? 'zh' : 'en';
}

/** The Accept-Language value the server localises its messages with (spec §7). */
export function acceptLanguage(instance: i18n): string {
  return localeTag[currentLanguage(instance)];
}

export async function changeLanguage(instance: i18n, lng: Language): Promise<void> {
  localStorage.setItem(StorageKeys.locale, lng);
  // A change while the detected language's texts still load would be overtaken by their arrival.
  await i18nReady(instance);
  await instance.changeLanguage(lng);
}
