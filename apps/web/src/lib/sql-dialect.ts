import { quoteIdent, type Dialect } from '@tessera/query/contract';

/** `select * from <db>.<table> limit 100`, quoted for the dialect. */
export function previewSql(database: string | null, table: string, dialect: Dialect, limit = 100): string {
  const name = database
    ? `${quoteIdent(database, dialect)}.${quoteIdent(table, dialect)}`
    : quoteIdent(table, dialect);
  return `select * from ${name} limit ${limit}`;
}
