import type { Dialect } from '../types';
import { placeholder } from './dialect';

/**
 * SQL under construction: text pieces and bound values in document order. Placeholders are only
 * numbered at the very end, so fragments can be nested (view SQL inside the outer SELECT) and
 * MySQL's positional `?` always line up with the parameter array.
 */
export interface Param {
  readonly param: unknown;
}
export type SqlPart = string | Param;
export type SqlParts = SqlPart[];

export const param = (value: unknown): Param => ({ param: value });

export function join(items: SqlParts[], sep: string): SqlParts {
  const out: SqlParts = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(sep);
    out.push(...item);
  });
  return out;
}

export interface RenderedSql {
  sql: string;
  params: unknown[];
}

export function renderParts(parts: SqlParts, dialect: Dialect): RenderedSql {
  let sql = '';
  const params: unknown[] = [];
  for (const p of parts) {
    if (typeof p === 'string') sql += p;
    else {
      params.push(p.param);
      sql += placeholder(params.length, dialect);
    }
  }
  return { sql, params };
}
