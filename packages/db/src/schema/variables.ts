import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, updatedAt } from './columns';
import { organizations, roles } from './orgs';
import { views } from './views';

/** Public (org-level, `view_id` null) and view variables. Values are JSON arrays of strings. */
export const variables = pgTable(
  'variables',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    viewId: idRef('view_id').references(() => views.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    label: varchar('label', { length: 255 }),
    type: varchar('type', { length: 16 }).notNull(),
    valueType: varchar('value_type', { length: 16 }).notNull(),
    format: varchar('format', { length: 64 }),
    /** How a chart viewer may see the variable: HIDDEN, READONLY or EDITABLE. */
    permission: varchar('permission', { length: 16 }).notNull().default('EDITABLE'),
    defaultValue: jsonb('default_value').$type<string[]>(),
    /** The default is an SQL expression (inserted raw), not a value. */
    expression: boolean('expression').notNull().default(false),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('variables_scope_name_uq').on(t.orgId, sql`coalesce(${t.viewId}, '')`, sql`lower(${t.name})`),
    index('variables_view_idx').on(t.viewId),
  ],
);

/** A variable's value for a role or a member (Datart's rel_variable_subject). */
export const variableValues = pgTable(
  'variable_values',
  {
    id: id(),
    variableId: idRef('variable_id')
      .notNull()
      .references(() => variables.id, { onDelete: 'cascade' }),
    subjectType: varchar('subject_type', { length: 16 }).notNull(),
    subjectId: varchar('subject_id', { length: 32 }).notNull(),
    value: jsonb('value').$type<string[]>(),
    useDefaultValue: boolean('use_default_value').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('variable_values_subject_uq').on(t.variableId, t.subjectType, t.subjectId),
    index('variable_values_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** Columns a role may see in a view; no row = the role does not restrict (Datart's rel_subject_columns). */
export const columnPermissions = pgTable(
  'column_permissions',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    viewId: idRef('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    columns: jsonb('columns').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('column_permissions_view_role_uq').on(t.viewId, t.roleId)],
);
