import { QueryError } from '../errors';

/** The SQL dialects the engine writes: PostgreSQL, MySQL/MariaDB, and DuckDB (FILE, HTTP and DEMO sources). */
export const dialects = ['postgres', 'mysql', 'duckdb'] as const;
export type Dialect = (typeof dialects)[number];

/** Quote an identifier for the dialect, doubling embedded quote characters. */
export function quoteIdent(name: string, dialect: Dialect): string {
  if (name.includes('\u0000'))
    throw new QueryError('INVALID_REQUEST', 'Identifiers must not contain NUL bytes');
  if (name.length === 0) throw new QueryError('INVALID_REQUEST', 'Identifiers must not be empty');
  const q = dialect === 'mysql' ? '`' : '"';
  return q + name.split(q).join(q + q) + q;
}

const MYSQL_URL = /^\s*jdbc:(?:mysql|mariadb):/i;

/**
 * The dialect of a source: a JDBC source's by its URL's scheme (or, without a readable URL, its
 * `dbType`); every other source type runs on DuckDB. It does not check the config: the server checks
 * it when it connects (`parseJdbcConfig`), and for a valid config both agree.
 */
export function dialectOf(source: { type: string; config?: unknown }): Dialect {
  if (source.type !== 'JDBC') return 'duckdb';
  const config = (typeof source.config === 'object' && source.config) || {};
  const { url, dbType } = config as { url?: unknown; dbType?: unknown };
  if (typeof url === 'string' && /^\s*jdbc:/i.test(url)) return MYSQL_URL.test(url) ? 'mysql' : 'postgres';
  const type = typeof dbType === 'string' ? dbType.toUpperCase() : '';
  return type === 'MYSQL' || type === 'MARIADB' ? 'mysql' : 'postgres';
}
