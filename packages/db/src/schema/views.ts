import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, treeColumns, treeIndexes, updatedAt } from './columns';
import { organizations } from './orgs';
import { sources } from './sources';

/** Data views (SQL or STRUCT) and their folders. `model` and `config` follow Datart's JSON shapes. */
export const views = pgTable(
  'views',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    sourceId: idRef('source_id').references(() => sources.id, { onDelete: 'restrict' }),
    script: text('script'),
    type: varchar('type', { length: 16 }).notNull().default('SQL'),
    model: jsonb('model').$type<Record<string, unknown>>(),
    config: jsonb('config').$type<Record<string, unknown>>(),
    ...treeColumns(),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...treeIndexes('views', t), index('views_source_idx').on(t.sourceId)],
);
