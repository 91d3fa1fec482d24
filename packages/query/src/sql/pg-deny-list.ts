/**
 * What a PostgreSQL view may not call or read. Names are compared after the parser has decoded them
 * (unquoted names folded, `"…"` and `U&"…"` decoded) and lower-cased, whatever schema qualifies them:
 * over-refusing a user function that happens to share a name is the safe side.
 */

/** Exact function names. */
const functionNames = new Set([
  // Server files.
  'pg_read_file',
  'pg_read_file_old',
  'pg_read_binary_file',
  'pg_stat_file',
  'pg_ls_dir',
  'pg_logdir_ls',
  'pg_current_logfile',
  'pg_tablespace_location',
  'pg_relation_filepath',
  'pg_config',
  // Large objects (read and write server files through lo_import / lo_export).
  'lo_create',
  'lo_creat',
  'lo_import',
  'lo_export',
  'lo_open',
  'lo_close',
  'loread',
  'lowrite',
  'lo_lseek',
  'lo_lseek64',
  'lo_tell',
  'lo_tell64',
  'lo_unlink',
  'lo_truncate',
  'lo_truncate64',
  'lo_from_bytea',
  'lo_get',
  'lo_put',
  'lo_compat_privileges',
  // Settings and session state.
  'set_config',
  'current_setting',
  'pg_show_all_settings',
  'pg_show_all_file_settings',
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_rotate_logfile_old',
  'pg_log_backend_memory_contexts',
  'pg_get_backend_memory_contexts',
  'pg_get_shmem_allocations',
  // Other sessions and the server.
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_stat_get_activity',
  'pg_stat_get_backend_activity',
  'pg_promote',
  'pg_switch_wal',
  'pg_create_restore_point',
  'pg_start_backup',
  'pg_stop_backup',
  'pg_backup_start',
  'pg_backup_stop',
  'pg_export_snapshot',
  'pg_import_system_collations',
  'inet_server_addr',
  'inet_server_port',
  // Transaction ids, notifications and sequences (state that outlives the query).
  'txid_current',
  'txid_current_if_assigned',
  'pg_current_xact_id',
  'pg_current_xact_id_if_assigned',
  'pg_notify',
  'nextval',
  'setval',
  // SQL inside a string argument.
  'ts_stat',
  'ts_rewrite',
  'crosstab',
  'crosstab2',
  'crosstab3',
  'crosstab4',
  'connectby',
  // Sleeping (the statement timeout bounds it, but no report needs it).
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
]);

/** Whole families, by name pattern. */
const functionPatterns: RegExp[] = [
  /^pg_ls_/,
  /^pg_file_/,
  /^pg_read_/,
  /^pg_(try_)?advisory/,
  /^dblink/,
  /^postgres_fdw/,
  // query_to_xml, cursor_to_xml, table_to_xml, schema_to_xml, database_to_xml and their *schema forms.
  /^(query|cursor|table|schema|database)_to_xml/,
  /^pg_logical_/,
  /^pg_replication_/,
  /_replication_slot$/,
  /^pg_wal_replay_/,
  /^pg_stat_reset/,
  /^pg_stat_statements/,
  /^pg_control_/,
];

/** Relations (tables and views) holding credentials, server configuration or other sessions' SQL. */
const relationNames = new Set([
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
  'pg_user_mappings',
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_file_settings',
  'pg_settings',
  'pg_db_role_setting',
  'pg_config',
  'pg_stat_activity',
  'pg_stat_statements',
  'pg_stat_statements_info',
  'pg_largeobject',
  'pg_largeobject_metadata',
  'pg_subscription',
  'pg_stat_subscription',
  'pg_stat_wal_receiver',
  'pg_stat_replication',
  'pg_stat_ssl',
  'pg_stat_gssapi',
  'pg_foreign_server',
  'pg_backend_memory_contexts',
  'pg_shmem_allocations',
  'pg_statistic',
  'pg_replication_origin_status',
  // information_schema views over the same data.
  'user_mapping_options',
  'user_mappings',
  '_pg_user_mappings',
  'foreign_server_options',
]);

export function isForbiddenPgFunction(name: string): boolean {
  const n = name.toLowerCase();
  return functionNames.has(n) || functionPatterns.some((re) => re.test(n));
}

export function isForbiddenPgRelation(name: string): boolean {
  return relationNames.has(name.toLowerCase());
}
