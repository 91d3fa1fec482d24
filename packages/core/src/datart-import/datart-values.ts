import type { DatartRow } from './datart-schema';

/** Small readers for Datart's columns: JSON kept as text, tinyint booleans, nullable numbers. */
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const bool = (v: unknown): boolean => Number(v ?? 0) === 1;
export const num = (v: unknown, fallback = 0): number => {
  const n = Number(v);
  return v === null || v === undefined || !Number.isFinite(n) ? fallback : n;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A JSON object stored as text; null when empty or not an object (Datart left such values as they came). */
export function jsonObject(v: unknown): Record<string, unknown> | null {
  if (typeof v !== 'string' || !v.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A JSON array of values stored as text (variable defaults and values), as strings. */
export function jsonStrings(v: unknown): string[] | null {
  if (typeof v !== 'string' || !v.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) ? parsed.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : [v];
  } catch {
    return [v];
  }
}

/** Maps every string inside a JSON value (deeply), e.g. to open Datart's encrypted properties. */
export function mapStrings(v: unknown, fn: (s: string) => string): unknown {
  if (typeof v === 'string') return fn(v);
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, fn));
  if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, fn)]));
  return v;
}

export const byOrg = (list: DatartRow[], orgId: string) => list.filter((r) => r.org_id === orgId);
