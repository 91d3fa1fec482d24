import i18next, { type i18n, type TOptions } from 'i18next';
import { fieldLabelKeys, fieldLeaf } from './field-label';
import { serverResources } from './resources';

export { serverResources, type ErrorKey } from './resources';
export { fieldLabelKeys, fieldLeaf } from './field-label';
export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** Maps an Accept-Language header (`zh-CN`, `en-US,en;q=0.9`, …) to a supported language; English otherwise. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The locale tag the Datart client sends for a language. */
export const localeTag: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

let serverI18n: i18n | undefined;

function instance(): i18n {
  if (!serverI18n) {
    serverI18n = i18next.createInstance();
    void serverI18n.init({
      resources: serverResources as unknown as Record<string, Record<string, object>>,
      lng: 'en',
      fallbackLng: 'en',
      ns: ['errors', 'fields', 'mail', 'validation', 'warnings'],
      defaultNS: 'errors',
      interpolation: { escapeValue: false },
      initImmediate: false,
    } as Parameters<i18n['init']>[0]);
  }
  return serverI18n;
}

/** Renders a message of the server catalogue in the given language, e.g. `t('zh', 'errors:NAME_EXISTS')`. */
export function t(lng: Language, key: string, params?: TOptions): string {
  return instance().t(key, { lng, ...params }) as string;
}

/** A field's label as forms show it, in the given language (see `fieldLabelKeys`). */
export function fieldLabel(lng: Language, path: string): string {
  return instance().t(fieldLabelKeys(path), { lng, defaultValue: fieldLeaf(path) }) as string;
}
