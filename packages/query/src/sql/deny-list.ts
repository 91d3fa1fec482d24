import type { Dialect } from '../types';

/**
 * Words that never belong in a read-only query, wherever they appear unquoted. Some are
 * non-reserved in PostgreSQL (a column may be called `update`); such columns must be quoted.
 */
export const forbiddenKeywords = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'TRUNCATE',
  'DROP',
  'ALTER',
  'CREATE',
  'GRANT',
  'REVOKE',
  'COPY',
  'VACUUM',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'PRAGMA',
  'INTO',
  'CALL',
  'EXECUTE',
  'PREPARE',
  'DEALLOCATE',
  'LISTEN',
  'NOTIFY',
  'UNLISTEN',
  'REINDEX',
  'CHECKPOINT',
  'OUTFILE',
  'DUMPFILE',
]);

/** Statement verbs rejected as the first word of a statement or a CTE body. */
export const forbiddenStatementStarts = new Set([
  ...forbiddenKeywords,
  'DO',
  'SET',
  'RESET',
  'LOAD',
  'EXPORT',
  'IMPORT',
  'REPLACE',
  'LOCK',
  'UNLOCK',
  'BEGIN',
  'START',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'END',
  'ABORT',
  'DISCARD',
  'USE',
  'HANDLER',
  'RENAME',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'ANALYZE',
  'CLUSTER',
  'COMMENT',
  'REFRESH',
  'SECURITY',
  'SUMMARIZE',
  'FLUSH',
  'KILL',
  'SHUTDOWN',
  'PURGE',
  'OPTIMIZE',
  'REPAIR',
]);

/** PostgreSQL is checked on its parse tree instead (pg-deny-list.ts); these serve MySQL and DuckDB. */
type TokenDialect = Exclude<Dialect, 'postgres'>;

const functionPatterns: Record<TokenDialect, RegExp[]> = {
  mysql: [
    /^load_file$/,
    /^sleep$/,
    /^benchmark$/,
    /^get_lock$/,
    /^release_(all_)?locks?$/,
    /^is_(free|used)_lock$/,
    /^master_pos_wait$/,
    /^source_pos_wait$/,
    /^master_gtid_wait$/,
    // UDFs of lib_mysqludf_sys and the like: run programs on the server.
    /^sys_(exec|eval|get|set|bineval)$/,
    /^lib_mysqludf_/,
  ],
  duckdb: [
    /^read_/,
    /^parquet_/,
    /^glob$/,
    /^sniff_csv$/,
    /^getenv$/,
    /^duckdb_(secrets|settings|databases|extensions|temporary_files)$/,
    /^which_secret$/,
    /^current_setting$/,
    /^pragma_/,
    /^query(_table)?$/,
    /_scan$/,
    /_query$/,
    /_execute$/,
    /^iceberg_/,
    /^delta_/,
    /^http_/,
    /^load_extension$/,
  ],
};

const tablePatterns: Record<TokenDialect, RegExp[]> = {
  // information_schema.processlist shows other sessions' SQL.
  mysql: [/^processlist$/],
  duckdb: [/^duckdb_secrets$/, /^duckdb_settings$/, /^duckdb_databases$/],
};

/** Schemas whose tables hold credentials or server internals. */
const schemaPatterns: Record<TokenDialect, RegExp[]> = {
  mysql: [/^mysql$/, /^performance_schema$/, /^sys$/],
  duckdb: [],
};

const test = (list: RegExp[], name: string) => list.some((re) => re.test(name.toLowerCase()));

export const isForbiddenFunction = (d: TokenDialect, name: string) => test(functionPatterns[d], name);
export const isForbiddenTable = (d: TokenDialect, name: string) => test(tablePatterns[d], name);
export const isForbiddenSchema = (d: TokenDialect, name: string) => test(schemaPatterns[d], name);
