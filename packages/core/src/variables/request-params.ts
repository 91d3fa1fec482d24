import type { QueryVariable } from '@tessera/query';
import { AppError } from '../errors';

/** Value types a request may fill: always bound as parameters, never spliced into the SQL text. */
const SETTABLE = new Set<QueryVariable['valueType']>(['STRING', 'NUMERIC', 'DATE']);

export const isSettableByRequest = (v: QueryVariable) => v.type === 'QUERY' && SETTABLE.has(v.valueType);

/**
 * Fills the variables of a query from a request's `params`, refusing every name the request may not
 * set. Only QUERY variables of type STRING / NUMERIC / DATE take request values. PERMISSION
 * variables (row-level security, the built-in user variables), FRAGMENT variables and expression
 * variables (raw SQL, resolved as FRAGMENT) are refused with VARIABLE_NOT_SETTABLE, and a name the
 * view does not define with UNKNOWN_PARAM: a request never widens what a view returns by naming
 * something it should not. Names match case-insensitively, like `$name$` in the SQL.
 */
export function bindRequestParams(variables: QueryVariable[], params: unknown): QueryVariable[] {
  if (params === undefined || params === null) return variables;
  if (typeof params !== 'object' || Array.isArray(params)) {
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'params', message: 'invalid' }] });
  }
  const byName = new Map(variables.map((v) => [v.name.toLowerCase(), v]));
  const given = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(params as Record<string, unknown>)) {
    const v = byName.get(name.toLowerCase());
    if (!v) throw new AppError('UNKNOWN_PARAM', { name: name.slice(0, 200) });
    if (!isSettableByRequest(v)) throw new AppError('VARIABLE_NOT_SETTABLE', { name: v.name });
    if (!Array.isArray(raw) || raw.length > 10_000 || raw.some((x) => typeof x !== 'string')) {
      throw new AppError(
        'INVALID_INPUT',
        {},
        { fields: [{ path: `params.${name.slice(0, 200)}`, message: 'invalid' }] },
      );
    }
    given.set(v.name.toLowerCase(), raw as string[]);
  }
  return variables.map((v) => {
    const values = given.get(v.name.toLowerCase());
    return values === undefined ? v : { ...v, values };
  });
}
