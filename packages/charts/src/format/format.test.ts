import { describe, expect, it } from 'vitest';
import { axisValue, formatValue, isIdLikeName } from './format';

const en = { locale: 'en' as const };
const zh = { locale: 'zh' as const };

describe('formatValue', () => {
  it('shows wan and yi in Chinese units', () => {
    expect(formatValue(12345, { type: 'numeric', numeric: { decimalPlaces: 2, unitKey: 'wan' } }, zh)).toBe(
      '1.23万',
    );
    expect(
      formatValue(340000000, { type: 'numeric', numeric: { decimalPlaces: 1, unitKey: 'yi' } }, zh),
    ).toBe('3.4亿');
  });

  it('applies thousand / million / billion units, decimals, separators, prefix and suffix', () => {
    expect(
      formatValue(
        1234567,
        { type: 'numeric', numeric: { decimalPlaces: 1, unitKey: 'thousand', useThousandSeparator: true } },
        en,
      ),
    ).toBe('1,234.6K');
    expect(
      formatValue(2500000, { type: 'numeric', numeric: { decimalPlaces: 2, unitKey: 'million' } }, en),
    ).toBe('2.50M');
    expect(formatValue(7e9, { type: 'numeric', numeric: { decimalPlaces: 0, unitKey: 'billion' } }, en)).toBe(
      '7B',
    );
    expect(
      formatValue(
        1234.5,
        {
          type: 'numeric',
          numeric: { decimalPlaces: 2, useThousandSeparator: true, prefix: '≈', suffix: ' pcs' },
        },
        en,
      ),
    ).toBe('≈1,234.50 pcs');
    expect(
      formatValue(
        1234.5,
        { type: 'numeric', numeric: { decimalPlaces: 0, useThousandSeparator: false } },
        en,
      ),
    ).toBe('1235');
  });

  it('formats currency per locale', () => {
    expect(
      formatValue(1234.5, { type: 'currency', currency: { decimalPlaces: 2, currency: 'USD' } }, en),
    ).toBe('$1,234.50');
    expect(formatValue(12345, { type: 'currency', currency: { decimalPlaces: 2, unitKey: 'wan' } }, zh)).toBe(
      '¥1.23万',
    );
  });

  it('formats percentage and scientific notation', () => {
    expect(formatValue(0.1234, { type: 'percentage', percentage: { decimalPlaces: 1 } }, en)).toBe('12.3%');
    expect(
      formatValue(12345, { type: 'scientificNotation', scientificNotation: { decimalPlaces: 2 } }, en),
    ).toBe('1.23e+4');
  });

  it('formats dates with a pattern and leaves bad dates as they are', () => {
    expect(formatValue('2024-03-05 10:20:30', { type: 'date', date: { format: 'YYYY/MM/DD' } }, en)).toBe(
      '2024/03/05',
    );
    expect(formatValue('not a date', { type: 'date', date: { format: 'YYYY' } }, en)).toBe('not a date');
  });

  it('fills custom patterns, shows defaults and non-numbers as given, and nulls as empty', () => {
    expect(formatValue(42, { type: 'custom', custom: { format: 'about {value} items' } }, en)).toBe(
      'about 42 items',
    );
    expect(formatValue('1234.5678', { type: 'default' }, en)).toBe('1234.5678');
    expect(formatValue('n/a', { type: 'numeric', numeric: { decimalPlaces: 2 } }, en)).toBe('n/a');
    expect(formatValue(null, { type: 'numeric', numeric: { decimalPlaces: 2 } }, en)).toBe('');
  });

  it('uses locale number grouping', () => {
    expect(
      formatValue(
        1234567.891,
        { type: 'numeric', numeric: { decimalPlaces: 2, useThousandSeparator: true } },
        zh,
      ),
    ).toBe('1,234,567.89');
  });

  it('gives numbers without a format separators and at most two decimals: no float noise', () => {
    expect(formatValue(5250510.199999998, undefined, en)).toBe('5,250,510.2');
    expect(formatValue(1039.5958295380613, { type: 'default' }, en)).toBe('1,039.6');
    expect(formatValue(0.123456, undefined, en)).toBe('0.1235');
    expect(formatValue('1039.5958', undefined, { ...en, numeric: true })).toBe('1,039.6');
  });

  it('shows key-like integers (ids, years, codes) as they came', () => {
    expect(formatValue(1234567, undefined, { ...en, key: true })).toBe('1234567');
    expect(formatValue(2024, undefined, { ...zh, key: true })).toBe('2024');
    expect(formatValue(1234.567, undefined, { ...en, key: true })).toBe('1,234.57');
    expect(['id', 'user_id', 'ORDER_ID', 'customerId', 'userID'].every(isIdLikeName)).toBe(true);
    expect(['paid', 'valid', 'idea', 'amount'].some(isIdLikeName)).toBe(false);
  });

  it('a currency format without a code follows the reader, an unknown code falls back to it', () => {
    const noCode = { type: 'currency' as const, currency: { decimalPlaces: 2 } };
    expect(formatValue(1234.5, noCode, en)).toBe('$1,234.50');
    expect(formatValue(1234.5, noCode, zh)).toBe('¥1,234.50');
    expect(
      formatValue(1234.5, { type: 'currency', currency: { decimalPlaces: 0, currency: 'EUR' } }, en),
    ).toBe('€1,235');
    expect(
      formatValue(1, { type: 'currency', currency: { decimalPlaces: 0, currency: 'not a code' } }, en),
    ).toBe('$1');
  });

  it('labels axis ticks compactly unless the field has a format', () => {
    expect(axisValue(3500000, undefined, 'en')).toBe('3.5M');
    expect(axisValue(3500000, undefined, 'zh')).toBe('350万');
    expect(
      axisValue(1200, { type: 'numeric', numeric: { decimalPlaces: 0, useThousandSeparator: true } }, 'en'),
    ).toBe('1,200');
  });
});
