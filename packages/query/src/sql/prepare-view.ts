import { QueryError, type QueryWarning } from '../errors';
import type { Dialect } from '../types';
import type { QueryVariable } from '../variables/variable.schemas';
import { renderVariables } from '../variables/render-variables';
import { param, renderParts, type SqlParts } from './parts';
import { guardReadOnly } from './read-only-guard';
import { tokenize } from './tokenizer';

export interface PreparedView {
  /** The checked view SQL with its bound values, ready to be wrapped. */
  parts: SqlParts;
  warnings: QueryWarning[];
}

/**
 * Variables first, then the read-only guard on the SQL the database will really see (fragments
 * included), then back to parts so that placeholders are renumbered inside the outer query.
 */
export function prepareViewSql(sql: string, variables: QueryVariable[], dialect: Dialect): PreparedView {
  const rendered = renderParts(renderVariables(sql, variables, dialect), dialect);
  const guarded = guardReadOnly(rendered.sql, dialect, { allowParams: true });
  const parts: SqlParts = [];
  let seq = 0;
  let seen = 0;
  for (const t of tokenize(guarded.sql, dialect)) {
    if (t.kind !== 'param') {
      parts.push(t.text);
      continue;
    }
    seen++;
    const index = dialect === 'mysql' ? seq++ : Number(t.text.slice(1)) - 1;
    if (index < 0 || index >= rendered.params.length)
      throw new QueryError('SQL_INVALID', 'Positional parameters are not allowed in a view; use $variables$');
    parts.push(param(rendered.params[index]));
  }
  // Every placeholder PostgreSQL sees must be one we renumber; otherwise it would bind another value.
  if (guarded.paramCount !== undefined && guarded.paramCount !== seen) {
    throw new QueryError('SQL_INVALID', 'Positional parameters are not allowed in a view; use $variables$');
  }
  return { parts, warnings: guarded.warnings };
}
