import type { ChartField, FilterCondition } from '@tessera/charts';
import enVizs from '@tessera/i18n/locales/en/vizs.json';
import zhVizs from '@tessera/i18n/locales/zh/vizs.json';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterConditionText } from './filter-condition-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: { en: { vizs: enVizs }, zh: { vizs: zhVizs } },
    interpolation: { escapeValue: false },
  }),
);

const field = (colName: string, condition: FilterCondition, type = 'STRING'): ChartField => ({
  colName,
  type,
  filter: { condition },
});
const text = (f: ChartField, lng = 'en') => filterConditionText(i18n.getFixedT(lng), lng, f, f.colName);

describe('the condition a filter chip shows', () => {
  it('lists the values of a list condition, counting those past the third', () => {
    expect(text(field('region', { operator: 'IN', value: ['East', 'West'] }))).toBe('region = East, West');
    expect(text(field('region', { operator: 'NOT_IN', value: ['A', 'B', 'C', 'D', 'E'] }))).toBe(
      'region ≠ A, B, C +2',
    );
    // Datart's list items: only the selected ones count.
    expect(
      text(
        field('region', {
          operator: 'IN',
          value: [
            { key: 'East', isSelected: true },
            { key: 'West', isSelected: false },
          ],
        }),
      ),
    ).toBe('region = East');
    expect(text(field('region', { operator: 'IN', value: ['East', 'West'] }), 'zh')).toBe(
      'region = East、West',
    );
  });

  it('writes comparisons with their symbol and numbers with the locale', () => {
    expect(text(field('amount', { operator: 'GT', value: 100 }, 'NUMERIC'))).toBe('amount > 100');
    expect(text(field('amount', { operator: 'LTE', value: 18000 }, 'NUMERIC'))).toBe('amount ≤ 18,000');
    expect(text(field('amount', { operator: 'BETWEEN', value: [1000, 25000.5] }, 'NUMERIC'))).toBe(
      'amount: 1,000 – 25,000.5',
    );
  });

  it('says text matches and empty checks in the user language', () => {
    expect(text(field('name', { operator: 'LIKE', value: 'Ltd' }))).toBe('name contains Ltd');
    expect(text(field('name', { operator: 'LIKE', value: 'Ltd' }), 'zh')).toBe('name 包含 Ltd');
    expect(text(field('city', { operator: 'IS_NULL' }))).toBe('city is empty');
    expect(text(field('city', { operator: 'NOT_NULL' }), 'zh')).toBe('city 不为空');
  });

  it('names a recommended date range, and reads relative dates', () => {
    const recent = { operator: 'BETWEEN', type: 128, value: 'last_7_days', visualType: 'DATE' };
    expect(text(field('order_date', recent, 'DATE'))).toBe('order_date: last 7 days');
    expect(text(field('order_date', recent, 'DATE'), 'zh')).toBe('order_date：最近 7 天');
    const relative = {
      operator: 'BETWEEN',
      visualType: 'DATE',
      value: [
        { amount: 3, unit: 'M', direction: '-' },
        { amount: 0, unit: 'd', direction: '+0' },
      ],
    };
    expect(text(field('order_date', relative, 'DATE'))).toBe('order_date: 3 months ago – today');
    // A string that happens to be a range key is only a range on a date.
    expect(text(field('note', { operator: 'EQ', value: 'today' }))).toBe('note = today');
  });

  it('shows nothing for a condition a query would not apply', () => {
    expect(text({ colName: 'region' })).toBeNull();
    expect(text(field('region', { operator: 'IN', value: [] }))).toBeNull();
    expect(text(field('amount', { operator: 'BETWEEN', value: [1, ''] }, 'NUMERIC'))).toBeNull();
    expect(text(field('name', { operator: 'EQ', value: '' }))).toBeNull();
  });
});
