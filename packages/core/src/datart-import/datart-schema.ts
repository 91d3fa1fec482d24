/**
 * What `migrate:datart` reads from a Datart metadata database. Datart records its schema in
 * `migration_history` (`id` = the script's date, `version` = the release), one row per upgrade script.
 * The tables and columns below are those of its last schema (1.0.0-rc.1, script 2022.08.05); the
 * beta.4 schema (2022.05.07, also shipped by 1.0.0-rc.0) has the same columns.
 */
export const DATART_SCHEMA_IDS = ['2022.05.07', '2022.08.05'] as const;

/** Every table the import reads, with the columns it reads. */
export const DATART_TABLES = {
  organization: ['id', 'name', 'avatar', 'description', 'create_by'],
  user: ['id', 'email', 'username', 'password', 'active', 'name', 'description', 'avatar'],
  rel_user_organization: ['org_id', 'user_id'],
  role: ['id', 'org_id', 'name', 'type', 'description', 'avatar', 'create_by'],
  rel_role_user: ['user_id', 'role_id'],
  rel_role_resource: ['role_id', 'resource_id', 'resource_type', 'org_id', 'permission'],
  rel_subject_columns: ['view_id', 'subject_id', 'subject_type', 'column_permission'],
  source: ['id', 'name', 'config', 'type', 'org_id', 'parent_id', 'is_folder', 'index', 'status'],
  view: [
    'id',
    'name',
    'description',
    'org_id',
    'source_id',
    'script',
    'type',
    'model',
    'config',
    'parent_id',
    'is_folder',
    'index',
    'status',
  ],
  variable: [
    'id',
    'org_id',
    'view_id',
    'name',
    'type',
    'value_type',
    'format',
    'permission',
    'label',
    'default_value',
    'expression',
  ],
  rel_variable_subject: ['variable_id', 'subject_id', 'subject_type', 'value', 'use_default_value'],
  folder: ['id', 'name', 'org_id', 'rel_type', 'sub_type', 'rel_id', 'avatar', 'parent_id', 'index'],
  datachart: ['id', 'name', 'description', 'view_id', 'org_id', 'config', 'status'],
  dashboard: ['id', 'name', 'org_id', 'config', 'status'],
  widget: ['id', 'dashboard_id', 'config', 'parent_id'],
  rel_widget_element: ['widget_id', 'rel_type', 'rel_id'],
  rel_widget_widget: ['id', 'source_id', 'target_id', 'config'],
  storyboard: ['id', 'name', 'org_id', 'config', 'parent_id', 'is_folder', 'index', 'status'],
  storypage: ['id', 'storyboard_id', 'rel_type', 'rel_id', 'config'],
  share: [
    'id',
    'org_id',
    'viz_type',
    'viz_id',
    'authentication_mode',
    'roles',
    'row_permission_by',
    'authentication_code',
    'expiry_date',
    'create_by',
  ],
  schedule: [
    'id',
    'name',
    'org_id',
    'type',
    'active',
    'cron_expression',
    'start_date',
    'end_date',
    'config',
    'parent_id',
    'is_folder',
    'index',
    'status',
    'create_by',
  ],
} as const;

export type DatartTable = keyof typeof DATART_TABLES;
export type DatartRow = Record<string, string | number | null>;
export type DatartData = { [K in DatartTable]: DatartRow[] };
