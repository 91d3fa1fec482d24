import type { Cell } from '../types';

/** Numbers as numbers; integers beyond 2^53 stay strings so no digit is lost. */
export function toNumeric(v: unknown): Cell {
  if (typeof v === 'number') return v;
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  const s = String(v);
  const n = Number(s);
  if (!Number.isFinite(n) || s.trim() === '') return s;
  // An integer the double cannot hold exactly stays a string.
  if (Number.isInteger(n) && !Number.isSafeInteger(n) && /^[+-]?\d+$/.test(s)) return s;
  return n;
}

/** 'YYYY-MM-DD' stays as is; timestamps become 'YYYY-MM-DD HH:mm:ss' (fractions dropped). */
export function toDateString(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
  const s = String(v);
  // Fast path for the engines' own text forms: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS[.fff][+tz]'.
  if (s.length === 10 && s[4] === '-' && s[7] === '-') return s;
  if (s.length >= 19 && s[4] === '-' && (s[10] === ' ' || s[10] === 'T') && s[13] === ':')
    return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
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
