import { z } from 'zod';

/**
 * Datart's REST contract carries JSON documents (source config, view model and config) as JSON
 * text, and lists of values as JSON-array text. The typed tRPC side keeps them parsed.
 */
export function jsonText(value: unknown, empty = '{}'): string {
  if (value === null || value === undefined) return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A list of values as JSON-array text; null stays null (no value). */
export const jsonArrayText = (values: readonly unknown[] | null | undefined): string | null =>
  values ? JSON.stringify(values) : null;

/** JSON text in answers, described as such in the OpenAPI document. */
export const jsonTextSchema = (what: string) => z.string().describe(`${what}, as JSON text (JSON.parse it)`);

/**
 * Values as Datart sends them: a JSON-array string ("[\"a\",1]"), or an array; numbers become
 * strings and the text "null" means no value. Anything else is left for the use case to judge.
 */
export const valuesIn = z
  .union([z.string().max(100_000), z.array(z.union([z.string().max(10_000), z.number().finite()])).max(1000)])
  .nullish()
  .transform((v) => {
    if (Array.isArray(v)) return v.map(String);
    if (typeof v === 'string' && v.trim() === 'null') return null;
    return v;
  });
