import { chartGraphIds, chartRegistry, formatTypeSchema, getChartMeta, numberUnits } from '@tessera/charts';
import enCharts from '@tessera/i18n/locales/en/charts.json';
import zhCharts from '@tessera/i18n/locales/zh/charts.json';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from './i18n';
import { registerChartsI18n } from './charts-i18n';

type Tree = { label?: string; rows?: Tree[] };
const labels = (nodes: Tree[] | undefined): string[] =>
  (nodes ?? []).flatMap((n) => [...(n.label ? [n.label] : []), ...labels(n.rows)]);

function has(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

describe('charts namespace', () => {
  const metas = Object.values(chartRegistry);
  const keys = [
    ...metas.flatMap((m) => m.sections.map((s) => `sections.${s.label}`)),
    ...metas.flatMap((m) =>
      [...labels(m.styles), ...labels(m.settings), ...labels(m.interactions)].map((l) => `style.${l}`),
    ),
    ...formatTypeSchema.options.map((f) => `formats.${f}`),
    ...Object.keys(numberUnits).map((u) => `units.${u}`),
  ];

  it('names every chart type, section, style / setting label, format and unit in English and Chinese', () => {
    expect(keys.length).toBeGreaterThan(250);
    const missing = [...new Set(keys)].filter((k) => !has(enCharts, k) || !has(zhCharts, k));
    expect(missing).toEqual([]);
  });

  it('names every chart type by its definition, in English and Chinese', async () => {
    const i18n = createI18n();
    registerChartsI18n(i18n);
    for (const id of chartGraphIds) {
      const { name } = getChartMeta(id);
      expect(i18n.t(`charts:types.${id}`, { lng: 'en' })).toBe(name.en);
      expect(i18n.t(`charts:types.${id}`, { lng: 'zh' })).toBe(name.zh);
    }
    await changeLanguage(i18n, 'zh');
    expect(i18n.t('charts:types.double-y')).toBe('双轴图');
  });

  it('is registered on demand, once, for both languages', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en', 'charts')).toBe(false);
    registerChartsI18n(i18n);
    registerChartsI18n(i18n);
    await changeLanguage(i18n, 'zh');
    expect(i18n.t('charts:types.piovt-sheet')).toBe('透视表');
    expect(i18n.t('charts:units.wan')).toBe('万');
  });
});
