import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptLanguage,
  changeLanguage,
  createI18n,
  currentLanguage,
  i18nReady,
  loadWorkspaceTexts,
} from './i18n';

function withBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language detection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('follows a Chinese browser', async () => {
    withBrowserLanguages(['zh-CN', 'en-US']);
    const i18n = createI18n();
    expect(currentLanguage(i18n)).toBe('zh');
    expect(acceptLanguage(i18n)).toBe('zh-CN');
    await i18nReady(i18n);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('validation:passwordLength')).toBe('密码长度为 6-20 位');
  });

  it('falls back to English for an unsupported browser language', () => {
    withBrowserLanguages(['fr-FR', 'de']);
    const i18n = createI18n();
    expect(currentLanguage(i18n)).toBe('en');
    expect(acceptLanguage(i18n)).toBe('en-US');
  });

  it('prefers a remembered choice over the browser', async () => {
    withBrowserLanguages(['zh-TW']);
    const first = createI18n();
    await changeLanguage(first, 'en');
    expect(localStorage.getItem('LOCALE')).toBe('en');
    const later = createI18n();
    expect(currentLanguage(later)).toBe('en');
  });

  it('does not remember a detected language as a choice', () => {
    withBrowserLanguages(['zh-CN']);
    createI18n();
    expect(localStorage.getItem('LOCALE')).toBeNull();
  });
});

describe('texts loaded on demand', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('loads the workspace texts when asked, in the current language', async () => {
    withBrowserLanguages(['en-US']);
    const en = createI18n();
    expect(en.t('profile:title')).toBe('title');
    await loadWorkspaceTexts(en);
    expect(en.t('profile:title')).toBe('Profile');

    withBrowserLanguages(['zh-CN']);
    const zh = createI18n();
    await i18nReady(zh);
    await loadWorkspaceTexts(zh);
    expect(zh.t('profile:title')).toBe('个人资料');
  });

  it('switches a loaded section to the other language', async () => {
    withBrowserLanguages(['en-US']);
    const i18n = createI18n();
    await loadWorkspaceTexts(i18n);
    await changeLanguage(i18n, 'zh');
    expect(i18n.t('orgs:confirmInvite.title')).not.toBe(i18n.t('orgs:confirmInvite.title', { lng: 'en' }));
    expect(i18n.t('validation:passwordLength')).toBe('密码长度为 6-20 位');
  });
});
