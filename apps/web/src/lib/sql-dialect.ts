/** Quotes an identifier for the source's dialect: backticks for MySQL/MariaDB, double quotes otherwise. */
export function quoteIdent(name: string, dialect: 'mysql' | 'postgres'): string {
  return dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
}

/** The dialect of a source: JDBC MySQL/MariaDB, or PostgreSQL-like (PostgreSQL, and DuckDB for FILE/HTTP/DEMO). */
export function dialectOf(
  type: string,
  config: Record<string, unknown> | null | undefined,
): 'mysql' | 'postgres' {
  if (type !== 'JDBC') return 'postgres';
  const dbType = String(config?.dbType ?? '').toUpperCase();
  const url = String(config?.url ?? '').toLowerCase();
  return dbType === 'MYSQL' || dbType === 'MARIADB' || /^jdbc:(mysql|mariadb):/.test(url)
    ? 'mysql'
    : 'postgres';
}

/** `select * from <db>.<table> limit 100`, quoted for the dialect. */
export function previewSql(
  database: string | null,
  table: string,
  dialect: 'mysql' | 'postgres',
  limit = 100,
): string {
  const name = database
    ? `${quoteIdent(database, dialect)}.${quoteIdent(table, dialect)}`
    : quoteIdent(table, dialect);
  return `select * from ${name} limit ${limit}`;
}
