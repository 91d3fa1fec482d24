import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, updatedAt } from './columns';
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
    parentId: idRef('parent_id'),
    isFolder: boolean('is_folder').notNull().default(false),
    index: doublePrecision('index').notNull().default(0),
    status: integer('status').notNull().default(1),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('views_org_parent_idx').on(t.orgId, t.parentId),
    index('views_source_idx').on(t.sourceId),
    uniqueIndex('views_active_name_uq')
      .on(t.orgId, sql`coalesce(${t.parentId}, '')`, t.name)
      .where(sql`${t.status} <> 0`),
  ],
);
