import dayjs from 'dayjs';
import type { FieldFormat } from '../config/config.schemas';
import type { Cell, Locale } from '../types';
import { numberUnits } from './units';

export interface FormatOptions {
  locale: Locale;
}

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
  const num = toNumber(value);
  if (type === 'default' || num === null) return String(value);
  const detail = format?.[type] ?? {};
  const decimals = detail.decimalPlaces ?? 2;
  switch (type) {
    case 'percentage':
      return `${fixed(num * 100, decimals, false, locale)}%`;
    case 'scientificNotation':
      return num.toExponential(decimals);
    case 'currency': {
      const unit = numberUnits[detail.unitKey ?? 'none'];
      const currency = detail.currency || (locale === 'zh' ? 'CNY' : 'USD');
      const text = new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: detail.useThousandSeparator ?? true,
      }).format(num / unit.divisor);
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

/** A formatter bound to one field's format, for label / tooltip callbacks. */
export function formatterFor(
  format: FieldFormat | undefined,
  options: FormatOptions,
): (value: Cell | undefined) => string {
  return (value) => formatValue(value, format, options);
}
