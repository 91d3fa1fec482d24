import enVizs from '@tessera/i18n/locales/en/vizs.json';
import zhVizs from '@tessera/i18n/locales/zh/vizs.json';
import type { i18n } from 'i18next';
import { registerChartsI18n } from './charts-i18n';
import { registerStoriesI18n } from './stories-i18n';

/** Adds the `vizs` (tree, workbench, viewer) and `stories` (storyboards tree) namespaces, and `charts`. */
export function registerVizsI18n(instance: i18n): void {
  registerChartsI18n(instance);
  registerStoriesI18n(instance);
  if (instance.hasResourceBundle('en', 'vizs')) return;
  instance.addResourceBundle('en', 'vizs', enVizs, true, true);
  instance.addResourceBundle('zh', 'vizs', zhVizs, true, true);
}
