import { QueryError } from '../errors';
import { param, type SqlParts } from '../sql/parts';
import { dateValueText } from './date-values';
import type { ColumnType, Dialect } from '../types';
import type { ColumnScope } from './column-scope';
import type { z } from 'zod';
import type { FilterOperator, filterSchema } from '../contract/request.schemas';

type Filter = z.infer<typeof filterSchema>;
type FilterValue = NonNullable<Filter['values']>[number];

const COMPARE: Partial<Record<FilterOperator, string>> = {
  EQ: '=',
  NE: '<>',
  GT: '>',
  LT: '<',
  GTE: '>=',
  LTE: '<=',
};
const LIKE: Partial<Record<FilterOperator, { pattern: (v: string) => string; not: boolean }>> = {
  LIKE: { pattern: (v) => `%${v}%`, not: false },
  PREFIX_LIKE: { pattern: (v) => `${v}%`, not: false },
  SUFFIX_LIKE: { pattern: (v) => `%${v}`, not: false },
  NOT_LIKE: { pattern: (v) => `%${v}%`, not: true },
  PREFIX_NOT_LIKE: { pattern: (v) => `${v}%`, not: true },
  SUFFIX_NOT_LIKE: { pattern: (v) => `%${v}`, not: true },
};

/** `!` escapes LIKE wildcards in user values: it means the same on all three engines. */
const escapeLike = (v: string) => v.replace(/[!%_]/g, (c) => `!${c}`);

function bad(message: string): never {
  throw new QueryError('INVALID_REQUEST', message);
}

/** A filter value as a bound parameter, or a computed field's expression (SNIPPET). */
export function filterValue(v: FilterValue, scope: ColumnScope): SqlParts {
  const { value, valueType } = v;
  if (valueType === 'SNIPPET' && typeof value === 'string' && scope.isComputed([value]))
    return [scope.resolve([value]).sql];
  if (
    valueType === 'IDENTIFIER' ||
    valueType === 'FRAGMENT' ||
    valueType === 'KEYWORD' ||
    valueType === 'SNIPPET'
  ) {
    bad(`Filter values of type ${valueType} are not accepted`);
  }
  if (value === null) return [param(null)];
  if (valueType === 'NUMERIC') {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === ''))
      bad('A numeric filter value is not a number');
    return [param(n)];
  }
  if (valueType === 'DATE') {
    const text = typeof value === 'string' ? dateValueText(value) : null;
    if (text === null) bad('A date filter value is not a date');
    return [param(text)];
  }
  if (valueType === 'BOOLEAN') return [param(value === true || value === 'true' || value === 1)];
  return [param(typeof value === 'string' ? value : String(value))];
}

function textCast(sql: string, type: ColumnType | undefined, d: Dialect): string {
  if (type === 'STRING') return sql;
  return `CAST(${sql} AS ${d === 'mysql' ? 'CHAR' : d === 'postgres' ? 'TEXT' : 'VARCHAR'})`;
}

export function renderFilter(
  target: string,
  type: ColumnType | undefined,
  f: Filter,
  scope: ColumnScope,
  d: Dialect,
): SqlParts {
  const values = f.values ?? [];
  const op = f.sqlOperator;
  const first = () => {
    const v = values[0];
    if (!v) return bad(`Filter ${op} needs a value`);
    return filterValue(v, scope);
  };
  const cmp = COMPARE[op];
  if (cmp) return [`${target} ${cmp} `, ...first()];
  const like = LIKE[op];
  if (like) {
    const v = values[0];
    if (!v || v.value === null) bad(`Filter ${op} needs a value`);
    const pattern = like.pattern(escapeLike(String(v?.value)));
    return [`${textCast(target, type, d)} ${like.not ? 'NOT LIKE' : 'LIKE'} `, param(pattern), ` ESCAPE '!'`];
  }
  switch (op) {
    case 'IN':
    case 'NOT_IN': {
      if (values.length === 0) return [op === 'IN' ? '1=0' : '1=1'];
      const list = values.flatMap((v, i) =>
        i === 0 ? filterValue(v, scope) : [', ', ...filterValue(v, scope)],
      );
      return [`${target} ${op === 'IN' ? 'IN' : 'NOT IN'} (`, ...list, ')'];
    }
    case 'IS_NULL':
      return [`${target} IS NULL`];
    case 'NOT_NULL':
      return [`${target} IS NOT NULL`];
    case 'BETWEEN':
    case 'NOT_BETWEEN': {
      const [lo, hi] = values;
      if (!lo || !hi) bad(`Filter ${op} needs two values`);
      return [
        `${target} ${op === 'BETWEEN' ? 'BETWEEN' : 'NOT BETWEEN'} `,
        ...filterValue(lo as FilterValue, scope),
        ' AND ',
        ...filterValue(hi as FilterValue, scope),
      ];
    }
    default:
      return bad(`Unknown filter operator ${String(op)}`);
  }
}
