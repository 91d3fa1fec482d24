import { datartRecommendKeys } from '@tessera/charts';
import en from '@tessera/i18n/locales/en/dashboards.json';
import zh from '@tessera/i18n/locales/zh/dashboards.json';
import { describe, expect, it } from 'vitest';
import { isRecommendOption, recommendOptions } from './recommend-options';

const label = (lng: typeof en, key: string) =>
  (lng.controller.recommend as Record<string, string | undefined>)[key];

describe('recommended-range options', () => {
  it.each(datartRecommendKeys)(
    'a controller stored with Datart\'s "%s" shows that range, labelled in en and zh',
    (key) => {
      expect(isRecommendOption(key)).toBe(true);
      const options = recommendOptions(key);
      expect(options).toContain(key);
      expect(new Set(options).size).toBe(options.length);
      expect(options).toHaveLength(recommendOptions('').length);
      expect(label(en, key)).toBeTruthy();
      expect(label(zh, key)).toBeTruthy();
    },
  );

  it('labels a Datart key as its Tessera twin, and lists each range once', () => {
    expect(label(en, 'last_7_days')).toBe(label(en, 'last7Days'));
    expect(label(zh, 'this_week')).toBe(label(zh, 'thisWeek'));
    expect(recommendOptions('last_7_days')).not.toContain('last7Days');
    expect(recommendOptions('last7Days')).toContain('last7Days');
    expect(isRecommendOption('last_8_days')).toBe(false);
  });
});
