import { QueryError } from '../errors';
import type { Dialect } from '../types';

/** Quote an identifier for the dialect, doubling embedded quote characters. */
export function quoteIdent(name: string, dialect: Dialect): string {
  if (name.includes('\u0000'))
    throw new QueryError('INVALID_REQUEST', 'Identifiers must not contain NUL bytes');
  if (name.length === 0) throw new QueryError('INVALID_REQUEST', 'Identifiers must not be empty');
  const q = dialect === 'mysql' ? '`' : '"';
  return q + name.split(q).join(q + q) + q;
}

/** The placeholder for the n-th (1-based) bound parameter. */
export function placeholder(n: number, dialect: Dialect): string {
  return dialect === 'mysql' ? '?' : `$${n}`;
}

/** Parser database names of node-sql-parser; DuckDB's grammar is closest to PostgreSQL's. */
export function parserDatabase(dialect: Dialect): string {
  return dialect === 'mysql' ? 'MariaDB' : 'PostgresQL';
}
