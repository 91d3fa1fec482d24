import type { Dialect } from '../contract/dialect';

// The one identifier quoting rule lives in the contract (the web quotes with it too).
export { quoteIdent } from '../contract/dialect';

/** The placeholder for the n-th (1-based) bound parameter. */
export function placeholder(n: number, dialect: Dialect): string {
  return dialect === 'mysql' ? '?' : `$${n}`;
}

/** Parser database names of node-sql-parser; DuckDB's grammar is closest to PostgreSQL's. */
export function parserDatabase(dialect: Dialect): string {
  return dialect === 'mysql' ? 'MariaDB' : 'PostgresQL';
}
