/**
 * What the current user may do with sources, from `permission.mine` (Datart's bits). The server checks
 * every call; this only hides the actions that would be refused.
 */
export const SOURCE_MODULE = 'SOURCE';
export const Level = { ENABLE: 1, READ: 2, MANAGE: 6, CREATE: 134 } as const;

export interface MyPermissions {
  orgOwner: boolean;
  modules: Record<string, number>;
  permissionInfos: { resourceType: string; resourceId: string; permission: number }[];
}

const has = (perm: number, level: number) => (perm & level) === level;

export interface SourceAccess {
  /** The sources module is switched on for the user. */
  module: boolean;
  /** May create at the top level. */
  createTop: boolean;
  /** May create inside the folder. */
  createIn(folderId: string | null): boolean;
  /** May edit, move, archive or delete the item. */
  manage(id: string): boolean;
}

/** Permissions of an item and its folders (nearest grant wins per id, bits combined across grants). */
export function sourceAccess(
  mine: MyPermissions | undefined,
  parentOf: (id: string) => string | null | undefined,
): SourceAccess {
  const owner = mine?.orgOwner ?? false;
  const module = owner || has(mine?.modules?.[SOURCE_MODULE] ?? 0, Level.ENABLE);
  const grants = (mine?.permissionInfos ?? []).filter((p) => p.resourceType === SOURCE_MODULE);
  const resolve = (id: string | null): number => {
    const chain: string[] = [];
    for (let cur = id; cur && chain.length < 64; cur = parentOf(cur) ?? null) chain.push(cur);
    chain.push(SOURCE_MODULE);
    for (const rid of chain) {
      const found = grants.filter((g) => g.resourceId === rid);
      if (found.length) return found.reduce((acc, g) => acc | g.permission, 0);
    }
    return 0;
  };
  return {
    module,
    createTop: owner || (module && has(resolve(null), Level.CREATE)),
    createIn: (folderId) => owner || (module && has(resolve(folderId), Level.CREATE)),
    manage: (id) => owner || (module && has(resolve(id), Level.MANAGE)),
  };
}

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
