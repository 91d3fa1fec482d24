/** How the data grid turns a cell's value into text: numbers grouped in the reader's locale, nothing rounded. */

const DECIMAL = /^-?\d+(\.\d+)?$/;

const decimalSeparator = (f: Intl.NumberFormat) =>
  f.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** A number formatter for the language, keeping every fraction digit a value has. */
export const numberFormat = (language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 20 });

/** The text of a cell; numbers (and decimal strings, when `numbers` is given) get thousands separators. */
export function cellText(value: unknown, numbers?: Intl.NumberFormat): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (numbers && (typeof value === 'number' || typeof value === 'bigint')) return numbers.format(value);
  // Drivers hand decimals over as strings so that no digit is lost; they are grouped without rounding.
  if (numbers && typeof value === 'string' && DECIMAL.test(value)) {
    const [int, frac] = value.split('.');
    return numbers.format(BigInt(int!)) + (frac ? `${decimalSeparator(numbers)}${frac}` : '');
  }
  return String(value as string);
}

/** Orders numbers, bigints and decimal strings by value; empty and non-numeric values come first. */
export function compareNumeric(a: unknown, b: unknown): number {
  const na = toNumber(a);
  const nb = toNumber(b);
  if (na === nb) return 0;
  return na < nb ? -1 : 1;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return Number.NEGATIVE_INFINITY;
}
