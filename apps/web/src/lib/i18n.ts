import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localeTag, serverResources, type Language } from '@tessera/i18n';
import enAuth from '@tessera/i18n/locales/en/auth.json';
import enCommon from '@tessera/i18n/locales/en/common.json';
import enProfile from '@tessera/i18n/locales/en/profile.json';
import enShell from '@tessera/i18n/locales/en/shell.json';
import zhAuth from '@tessera/i18n/locales/zh/auth.json';
import zhCommon from '@tessera/i18n/locales/zh/common.json';
import zhProfile from '@tessera/i18n/locales/zh/profile.json';
import zhShell from '@tessera/i18n/locales/zh/shell.json';
import { orgsNamespaces, orgsResources } from './orgs-i18n';
import { StorageKeys } from './storage-keys';

export const resources = {
  en: {
    ...serverResources.en,
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    profile: enProfile,
    ...orgsResources.en,
  },
  zh: {
    ...serverResources.zh,
    common: zhCommon,
    auth: zhAuth,
    shell: zhShell,
    profile: zhProfile,
    ...orgsResources.zh,
  },
} as const;

export const supportedLanguages = ['en', 'zh'] as const satisfies readonly Language[];

/** Maps a browser or stored tag to a supported language: zh, zh-CN, zh-Hant → zh; en-GB → en; others stay unsupported. */
export function normaliseLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh';
  if (lower.startsWith('en')) return 'en';
  return lower;
}

/**
 * One i18next instance per app. Order: the remembered choice (LOCALE), then the browser's languages;
 * English when none is supported. Only an explicit choice is remembered (see `changeLanguage`).
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: ['common', 'auth', 'shell', 'profile', 'errors', 'validation', 'fields', ...orgsNamespaces],
      defaultNS: 'common',
      fallbackLng: 'en',
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      initAsync: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: StorageKeys.locale,
        caches: [],
        convertDetectedLanguage: normaliseLanguage,
      },
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = localeTag[currentLanguage(instance, lng)];
  });
  document.documentElement.lang = localeTag[currentLanguage(instance)];
  return instance;
}

export function currentLanguage(
  instance: i18n,
  lng = instance.resolvedLanguage ?? instance.language,
): Language {
  return normaliseLanguage(lng ?? 'en') === 'zh' ? 'zh' : 'en';
}

/** The Accept-Language value the server localises its messages with (spec §7). */
export function acceptLanguage(instance: i18n): string {
  return localeTag[currentLanguage(instance)];
}

export async function changeLanguage(instance: i18n, lng: Language): Promise<void> {
  localStorage.setItem(StorageKeys.locale, lng);
  await instance.changeLanguage(lng);
}
