import { describe, expect, it } from 'vitest';
import { toDateString, toNumeric } from './normalize';

/** Decimal texts as engines print them: 1–18 digits, 0–6 of them after the point, either sign. */
function decimals(): string[] {
  const out: string[] = [];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let digits = 1; digits <= 18; digits++)
    for (let k = 0; k < 300; k++) {
      let text = String(1 + (next() % 9));
      while (text.length < digits) text += String(next() % 10);
      const fraction = Math.min(next() % 7, digits - 1);
      if (fraction > 0) text = `${text.slice(0, digits - fraction)}.${text.slice(digits - fraction)}`;
      out.push(next() % 2 ? `-${text}` : text);
    }
  return out;
}

describe('toNumeric', () => {
  it('reads a decimal text as the very double Number() reads', () => {
    const texts = [
      ...decimals(),
      '0',
      '-0',
      '0.0',
      '-0.00',
      '007',
      '0.1',
      '0.30',
      '123.40',
      '999999999999999',
    ];
    for (const text of texts) {
      const cell = toNumeric(text);
      if (typeof cell === 'string') continue; // integers beyond 2^53: below
      expect([text, Object.is(cell, Number(text))]).toEqual([text, true]);
    }
    expect(Object.is(toNumeric('-0'), -0)).toBe(true);
    expect(toNumeric('123.40')).toBe(123.4);
    expect(toNumeric('-79.19')).toBe(-79.19);
  });

  it('keeps integers the double cannot hold as their text, and reads larger decimals as numbers', () => {
    expect(toNumeric('9007199254740991')).toBe(9007199254740991);
    expect(toNumeric('9007199254740993')).toBe('9007199254740993');
    expect(toNumeric('-12345678901234567890')).toBe('-12345678901234567890');
    expect(toNumeric('123456789012345678.5')).toBe(123456789012345680);
    expect(toNumeric('0.1234567890123456789')).toBe(0.12345678901234568);
  });

  it('answers what is not a finite number as its text', () => {
    for (const text of ['NaN', 'Infinity', '-Infinity', '', '   ', '-', '1.2.3', '12a', '$1.00', '1e999'])
      expect(toNumeric(text)).toBe(text);
  });

  it('still reads the other forms Number() accepts', () => {
    expect(toNumeric('.5')).toBe(0.5);
    expect(toNumeric('5.')).toBe(5);
    expect(toNumeric('+5')).toBe(5);
    expect(toNumeric(' 42 ')).toBe(42);
    expect(toNumeric('1e5')).toBe(100000);
    expect(toNumeric('-1.5E-3')).toBe(-0.0015);
  });

  it('passes numbers through and converts bigints and driver objects', () => {
    expect(toNumeric(1.5)).toBe(1.5);
    expect(toNumeric(null)).toBeNull();
    expect(toNumeric(undefined)).toBeNull();
    expect(toNumeric(2n)).toBe(2);
    expect(toNumeric(2n ** 60n)).toBe('1152921504606846976');
    expect(toNumeric({ toString: () => '12.50' })).toBe(12.5);
  });
});

describe('toDateString', () => {
  it('answers dates and second-precision timestamps as the text they are', () => {
    const ts = '2023-01-01 00:01:00';
    expect(toDateString(ts)).toBe(ts);
    expect(toDateString('2024-02-29')).toBe('2024-02-29');
  });

  it('drops fractions and zones, and writes ISO timestamps with a space', () => {
    expect(toDateString('2024-02-29 13:45:01.123456')).toBe('2024-02-29 13:45:01');
    expect(toDateString('2024-02-29 13:45:01+00')).toBe('2024-02-29 13:45:01');
    expect(toDateString('2024-02-29T13:45:01.5Z')).toBe('2024-02-29 13:45:01');
    expect(toDateString(new Date(Date.UTC(2024, 1, 29, 13, 45, 1, 500)))).toBe('2024-02-29 13:45:01');
  });

  it('leaves other texts as they are', () => {
    for (const text of ['12345-01-01 00:00:00', '2024-02-29 BC', '13:45:01', 'infinity'])
      expect(toDateString(text)).toBe(text);
    expect(toDateString(null)).toBeNull();
  });
});
