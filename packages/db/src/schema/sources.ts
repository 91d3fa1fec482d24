import { boolean, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, treeColumns, treeIndexes, updatedAt } from './columns';
import { organizations } from './orgs';

/** Lifecycle shared by tree items: 0 archived (recycle bin), 1 active, 2 published (viz only). */
export const STATUS = { ARCHIVED: 0, ACTIVE: 1, PUBLISHED: 2 } as const;

/** Data sources and their folders (type FOLDER). Secret config properties are stored sealed. */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>(),
    description: text('description'),
    /**
     * Set when a source arrived without its secret (an import from a file or from Datart without the
     * key): it cannot connect until an editor gives the password again.
     */
    needsPassword: boolean('needs_password').notNull().default(false),
    ...treeColumns(),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...treeIndexes('sources', t),
    // Names are unique among the active items of one folder; archived ones carry a timestamp suffix.
  ],
);

/** The last schema read from a source (databases → tables → columns) and when. */
export const sourceSchemas = pgTable('source_schemas', {
  sourceId: idRef('source_id')
    .primaryKey()
    .references(() => sources.id, { onDelete: 'cascade' }),
  schemas: jsonb('schemas').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
