import { boolean, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, updatedAt } from './columns';
import { organizations } from './orgs';

/**
 * Custom chart plugins an organisation's owners uploaded (issue 33, D-plugin-1). The script is kept in
 * the row, not in the public file store: only the organisation's members (and shares of its charts)
 * may load it, and it only ever runs inside the sandboxed iframe. `meta` and `config` are the literal
 * values read from the script's `definePlugin({...})` call when it was uploaded — never by running it.
 */
export const customChartPlugins = pgTable(
  'custom_chart_plugins',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    source: text('source').notNull(),
    /** Bytes of `source` and its SHA-256 (hex), for the list without loading the script. */
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    meta: jsonb('meta').notNull(),
    config: jsonb('config').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_chart_plugins_org_name_uq').on(t.orgId, t.name)],
);
