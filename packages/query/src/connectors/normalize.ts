import type { Cell } from '../types';

/** Numbers as numbers; integers beyond 2^53 stay strings so no digit is lost. */
export function toNumeric(v: unknown): Cell {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const n = plainDecimal(v);
    if (!Number.isNaN(n)) return n; // NaN: not a plain decimal, the general rules below decide
  }
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  const s = String(v);
  const n = Number(s);
  if (!Number.isFinite(n) || s.trim() === '') return s;
  // An integer the double cannot hold exactly stays a string.
  if (Number.isInteger(n) && !Number.isSafeInteger(n) && /^[+-]?\d+$/.test(s)) return s;
  return n;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The engines' usual text for a number (`-123.45`, `42`, `0.50`), read without Number()'s general
 * parse: up to 15 digits make an integer the double holds exactly, and one division by an exact power
 * of ten rounds once, so the result is the double Number() gives (Clinger's fast path). Anything else
 * (more digits, exponents, signs other than a leading '-', spaces, 'NaN', '.5', '5.') answers NaN and
 * takes the general path.
 */
function plainDecimal(s: string): number {
  const len = s.length;
  const negative = s.charCodeAt(0) === 45; // '-'
  const start = negative ? 1 : 0;
  let mantissa = 0;
  let dot = -1;
  for (let i = start; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) mantissa = mantissa * 10 + (c - 48);
    else if (c === 46 && dot === -1) dot = i;
    else return NaN;
  }
  const digits = len - start - (dot === -1 ? 0 : 1);
  if (digits === 0 || digits > 15 || dot === start || dot === len - 1) return NaN;
  const n = dot === -1 ? mantissa : mantissa / (POW10[len - 1 - dot] as number);
  return negative ? -n : n;
}

/** 'YYYY-MM-DD' stays as is; timestamps become 'YYYY-MM-DD HH:mm:ss' (fractions dropped). */
export function toDateString(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
  const s = String(v);
  // Fast path for the engines' own text forms: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS[.fff][+tz]'.
  if (s.length === 10 && s[4] === '-' && s[7] === '-') return s;
  if (s.length >= 19 && s[4] === '-' && (s[10] === ' ' || s[10] === 'T') && s[13] === ':') {
    // Already in the answer's form (PostgreSQL's timestamp text): the string itself, not a copy of it.
    if (s[10] === ' ') return s.length === 19 ? s : s.slice(0, 19);
    return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
  }
  return s;
}

export function toStringCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Date) return toDateString(v);
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  return JSON.stringify(v);
}

export function toBoolean(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v;
  return v === 1 || v === '1' || v === 't' || v === 'true';
}
