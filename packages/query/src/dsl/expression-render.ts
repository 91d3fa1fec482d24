import type { Dialect } from '../types';
import { renderFunction } from './expression-functions';
import type { Expr } from './expression-parser';

/** A string literal written by us: quotes doubled, and backslashes doubled for MySQL. */
export function stringLiteral(value: string, d: Dialect): string {
  if (d === 'mysql') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  if (d === 'postgres') return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return `'${value.replace(/'/g, "''")}'`;
}

export type ColumnResolver = (path: string[]) => string;

export function renderExpression(e: Expr, d: Dialect, column: ColumnResolver): string {
  const r = (x: Expr) => renderExpression(x, d, column);
  switch (e.kind) {
    case 'column':
      return column(e.path);
    case 'number':
      return e.text;
    case 'string':
      return stringLiteral(e.value, d);
    case 'null':
      return 'NULL';
    case 'bool':
      return e.value ? 'TRUE' : 'FALSE';
    case 'unary':
      return e.op === 'NOT' ? `(NOT ${r(e.arg)})` : `(${e.op}${r(e.arg)})`;
    case 'binary':
      return `(${r(e.left)} ${e.op === '!=' ? '<>' : e.op} ${r(e.right)})`;
    case 'isNull':
      return `(${r(e.arg)} IS ${e.not ? 'NOT ' : ''}NULL)`;
    case 'call':
      return renderFunction(e.name, e.args.map(r), d, e.distinct);
  }
}
