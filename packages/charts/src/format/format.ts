import dayjs from 'dayjs';
import type { FieldFormat } from '../config/config.schemas';
import type { Cell, Locale } from '../types';
import { numberUnits } from './units';

export interface FormatOptions {
  locale: Locale;
  /**
   * A key-like field (an id, a code, a year: an un-aggregated integer column or a name ending in id):
   * its numbers show as they came, without thousands separators (D-chart-ux-3).
   */
  key?: boolean;
  /** A NUMERIC field: numbers that came as text (PostgreSQL's numeric) are formatted as numbers. */
  numeric?: boolean;
}

/** `id`, `user_id`, `userId`, `ORDER_ID`: the names whose numbers are identifiers, not quantities. */
export const isIdLikeName = (name: string) => /(^id|_id)$/i.test(name) || /[a-z0-9](Id|ID)$/.test(name);

/**
 * A number without a format: thousands separators and at most two decimals (four below 1), so sums
 * carry no floating-point noise; a key-like integer as it came.
 */
function defaultNumber(num: number, locale: Locale, key: boolean): string {
  if (key && Number.isInteger(num)) return String(num);
  return new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: Math.abs(num) < 1 ? 4 : 2,
  }).format(num);
}

/** ISO 4217 code of the reader's language, for a currency format that names none. */
const localeCurrency = (locale: Locale) => (locale === 'zh' ? 'CNY' : 'USD');

const intlLocale = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-US');

function toNumber(value: Cell | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

function fixed(value: number, decimals: number, grouping: boolean, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  }).format(value);
}

/**
 * Formats one cell the way Datart's field format does (datart-facts §6.1): numeric / currency with units
 * (K, 万, M, 亿, B), fixed decimals and optional grouping; percentage multiplies by 100; scientific uses
 * exponent notation; date uses a dayjs pattern; custom replaces `{value}` in its pattern. Non-numbers
 * under a number format, and `default`, show the value as it came.
 */
export function formatValue(
  value: Cell | undefined,
  format: FieldFormat | undefined,
  options: FormatOptions,
): string {
  if (value === null || value === undefined) return '';
  const type = format?.type ?? 'default';
  const { locale } = options;
  if (type === 'date') {
    const pattern = format?.date?.format || 'YYYY-MM-DD';
    const date = typeof value === 'boolean' ? null : dayjs(value);
    return date?.isValid() ? date.format(pattern) : String(value);
  }
  if (type === 'custom') {
    const pattern = format?.custom?.format ?? '{value}';
    return pattern.includes('{value}') ? pattern.split('{value}').join(String(value)) : String(value);
  }
  const num = typeof value === 'number' || options.numeric || type !== 'default' ? toNumber(value) : null;
  if (num === null) return String(value);
  if (type === 'default') return defaultNumber(num, locale, options.key ?? false);
  const detail = format?.[type] ?? {};
  const decimals = detail.decimalPlaces ?? 2;
  switch (type) {
    case 'percentage':
      return `${fixed(num * 100, decimals, false, locale)}%`;
    case 'scientificNotation':
      return num.toExponential(decimals);
    case 'currency': {
      const unit = numberUnits[detail.unitKey ?? 'none'];
      const currency = (options: { currency: string }) =>
        new Intl.NumberFormat(intlLocale(locale), {
          style: 'currency',
          currency: options.currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: detail.useThousandSeparator ?? true,
        });
      let formatter: Intl.NumberFormat;
      try {
        formatter = currency({ currency: detail.currency || localeCurrency(locale) });
      } catch {
        // A stored code Intl does not know (typed by hand) falls back to the reader's currency.
        formatter = currency({ currency: localeCurrency(locale) });
      }
      const text = formatter.format(num / unit.divisor);
      return `${text}${unit.suffix[locale]}`;
    }
    case 'numeric':
    default: {
      const unit = numberUnits[detail.unitKey ?? 'none'];
      const text = fixed(num / unit.divisor, decimals, detail.useThousandSeparator ?? false, locale);
      return `${detail.prefix ?? ''}${text}${unit.suffix[locale]}${detail.suffix ?? ''}`;
    }
  }
}

/**
 * Tick labels of a value axis: the field's format when it has one, else a compact number (`3.5M`,
 * `350万`) so ticks stay short and the axis name clears them.
 */
export function axisValue(value: number, format: FieldFormat | undefined, locale: Locale): string {
  const type = format?.type ?? 'default';
  if (type !== 'default') return formatValue(value, format, { locale });
  return new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A formatter bound to one field's format, for label / tooltip callbacks. */
export function formatterFor(
  format: FieldFormat | undefined,
  options: FormatOptions,
): (value: Cell | undefined) => string {
  return (value) => formatValue(value, format, options);
}
