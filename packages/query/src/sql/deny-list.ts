import type { Dialect } from '../types';

/**
 * Words that never belong in a read-only query, wherever they appear unquoted. Some are
 * non-reserved in PostgreSQL (a column may be called `update`); such columns must be quoted.
 */
export const forbiddenKeywords = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'TRUNCATE', 'DROP', 'ALTER', 'CREATE', 'GRANT',
  'REVOKE', 'COPY', 'VACUUM', 'ATTACH', 'DETACH', 'INSTALL', 'PRAGMA', 'INTO', 'CALL', 'EXECUTE',
  'PREPARE', 'DEALLOCATE', 'LISTEN', 'NOTIFY', 'UNLISTEN', 'REINDEX', 'CHECKPOINT', 'OUTFILE', 'DUMPFILE',
]);

/** Statement verbs rejected as the first word of a statement or a CTE body. */
export const forbiddenStatementStarts = new Set([
  ...forbiddenKeywords, 'DO', 'SET', 'RESET', 'LOAD', 'EXPORT', 'IMPORT', 'REPLACE', 'LOCK', 'UNLOCK',
  'BEGIN', 'START', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'END', 'ABORT', 'DISCARD', 'USE',
  'HANDLER', 'RENAME', 'SHOW', 'DESCRIBE', 'DESC', 'EXPLAIN', 'ANALYZE', 'CLUSTER', 'COMMENT',
  'REFRESH', 'SECURITY', 'SUMMARIZE', 'FLUSH', 'KILL', 'SHUTDOWN', 'PURGE', 'OPTIMIZE', 'REPAIR',
]);

const functionPatterns: Record<Dialect, RegExp[]> = {
  postgres: [
    /^pg_read_(binary_)?file$/, /^pg_ls_/, /^pg_stat_file$/, /^pg_file_/, /^pg_logdir_ls$/, /^lo_/,
    /^lo(read|write)$/, /_to_xml(schema|_and_xmlschema)?$/, /^dblink/, /^set_config$/,
    /^pg_(terminate|cancel)_backend$/, /^pg_reload_conf$/, /^pg_rotate_logfile$/, /^pg_promote$/,
    /^pg_switch_wal$/, /^pg_create_restore_point$/, /^pg_(start|stop)_backup$/, /^pg_backup_(start|stop)$/,
    /^pg_(try_)?advisory/, /^pg_notify$/, /^pg_(export|import)_snapshot$/, /^pg_logical_emit_message$/,
    /^pg_replication_/, /^pg_create_(logical|physical)_replication_slot$/, /^setval$/, /^nextval$/,
  ],
  mysql: [
    /^load_file$/, /^sleep$/, /^benchmark$/, /^get_lock$/, /^release_(all_)?locks?$/, /^is_(free|used)_lock$/,
    /^master_pos_wait$/, /^source_pos_wait$/, /^sys_(exec|eval)$/, /^master_gtid_wait$/,
  ],
  duckdb: [
    /^read_/, /^parquet_/, /^glob$/, /^sniff_csv$/, /^getenv$/, /^duckdb_secrets$/, /^query(_table)?$/,
    /_scan$/, /^read_csv_auto$/, /^iceberg_/, /^delta_/, /^http_/, /^load_extension$/,
  ],
};

const tablePatterns: Record<Dialect, RegExp[]> = {
  postgres: [
    /^pg_shadow$/, /^pg_authid$/, /^pg_user_mappings?$/, /^pg_largeobject(_metadata)?$/,
    /^pg_hba_file_rules$/, /^pg_file_settings$/, /^pg_settings$/, /^pg_stat_activity$/, /^pg_ident_file_mappings$/,
  ],
  mysql: [],
  duckdb: [/^duckdb_secrets$/, /^duckdb_settings$/],
};

/** Schemas whose tables hold credentials or server internals. */
const schemaPatterns: Record<Dialect, RegExp[]> = {
  postgres: [],
  mysql: [/^mysql$/, /^performance_schema$/, /^sys$/],
  duckdb: [],
};

const test = (list: RegExp[], name: string) => list.some((re) => re.test(name.toLowerCase()));

export const isForbiddenFunction = (d: Dialect, name: string) => test(functionPatterns[d], name);
export const isForbiddenTable = (d: Dialect, name: string) => test(tablePatterns[d], name);
export const isForbiddenSchema = (d: Dialect, name: string) => test(schemaPatterns[d], name);
