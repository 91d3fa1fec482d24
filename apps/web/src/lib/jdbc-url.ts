/** Host, port and database of a PostgreSQL / MySQL / MariaDB JDBC URL, for people who do not type URLs. */
export interface JdbcParts {
  host: string;
  port: string;
  database: string;
}

const SCHEMES: Record<string, { scheme: string; port: string }> = {
  POSTGRESQL: { scheme: 'postgresql', port: '5432' },
  MYSQL: { scheme: 'mysql', port: '3306' },
  MARIADB: { scheme: 'mariadb', port: '3306' },
};

/** The database types whose URL the fields can build. */
export const buildsUrl = (dbType: unknown): dbType is keyof typeof SCHEMES =>
  typeof dbType === 'string' && dbType in SCHEMES;

export const defaultPort = (dbType: string) => SCHEMES[dbType]?.port ?? '';

/** Reads `jdbc:<scheme>://host[:port]/database[?…]`; empty parts when the URL has another shape. */
export function parseJdbcUrl(url: string): JdbcParts {
  const m = /^jdbc:[a-z]+:\/\/(\[[^\]]+\]|[^:/?]*)(?::(\d*))?(?:\/([^?;]*))?/i.exec(url.trim());
  if (!m) return { host: '', port: '', database: '' };
  return { host: m[1] ?? '', port: m[2] ?? '', database: decodeURIComponent(m[3] ?? '') };
}

/** Builds the URL, keeping the query string (e.g. `?sslmode=require`) of the previous one. */
export function buildJdbcUrl(dbType: string, parts: JdbcParts, previous = ''): string {
  const s = SCHEMES[dbType];
  if (!s) return previous;
  const query = /[?;].*$/.exec(previous)?.[0] ?? '';
  const host = parts.host.includes(':') && !parts.host.startsWith('[') ? `[${parts.host}]` : parts.host;
  const port = parts.port ? `:${parts.port}` : '';
  return `jdbc:${s.scheme}://${host}${port}/${encodeURIComponent(parts.database)}${query}`;
}
