import enStories from '@tessera/i18n/locales/en/stories.json';
import zhStories from '@tessera/i18n/locales/zh/stories.json';
import type { i18n } from 'i18next';

/** Adds the `stories` namespace (storyboards tree, editor and player). */
export function registerStoriesI18n(instance: i18n): void {
  if (instance.hasResourceBundle('en', 'stories')) return;
  instance.addResourceBundle('en', 'stories', enStories, true, true);
  instance.addResourceBundle('zh', 'stories', zhStories, true, true);
}
