import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeTag, type Language } from '@tessera/i18n';
import { texts as enTexts } from './i18n-texts-en';
import { StorageKeys } from './storage-keys';

export const supportedLanguages = ['en', 'zh'] as const satisfies readonly Language[];

/** The namespaces every page may need from the start; sections add theirs in their routes' beforeLoad. */
export const startNamespaces = Object.keys(enTexts) as (keyof typeof enTexts)[];
/** The signed-in workspace's namespaces, loaded by its routes' beforeLoad (`loadWorkspaceTexts`). */
export const workspaceNamespaces = ['orgs', 'members', 'permissions', 'profile'] as const;

type Texts = Record<string, object>;
/**
 * English, the fallback language, ships its start-up texts with the app; another language's are a chunk of
 * their own, loaded before the first render when that language is chosen (react-i18next suspends until
 * then), so a page carries one language's texts, not both. The workspace's texts load with the workspace.
 */
const loaders: Record<Language, { start: () => Promise<Texts>; workspace: () => Promise<Texts> }> = {
  en: {
    start: () => Promise.resolve(enTexts),
    workspace: () => import('./i18n-workspace-en').then((m) => m.texts),
  },
  zh: {
    start: () => import('./i18n-texts-zh').then((m) => m.texts),
    workspace: () => import('./i18n-workspace-zh').then((m) => m.texts),
  },
};

const textsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lng, ns, callback) {
    const loader = loaders[lng as Language];
    const group = (startNamespaces as string[]).includes(ns)
      ? 'start'
      : (workspaceNamespaces as readonly string[]).includes(ns)
        ? 'workspace'
        : null;
    // Other namespaces are added by their sections (`register…I18n`): nothing to load here.
    if (!loader || !group) return callback(null, null);
    loader[group]().then(
      (all) => callback(null, all[ns] ?? null),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Loads the workspace's texts (in the current language and the fallback) before a signed-in page renders. */
export function loadWorkspaceTexts(instance: i18n): Promise<void> {
  return instance.loadNamespaces([...workspaceNamespaces]);
}

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
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      // A copy: i18next adds the sections' namespaces to this object, which must not leak to other instances.
      resources: { en: { ...enTexts } },
      partialBundledLanguages: true,
      // A copy: i18next adds the namespaces it is asked to load to this array.
      ns: [...startNamespaces],
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
