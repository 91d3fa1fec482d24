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
import { views } from './views';

/**
 * The viz tree (Datart's `folder` table): folders, and one node per datachart / dashboard. A chart's
 * node has the same id as the chart (`relId` = `id`), so permissions, tree moves and the chart's REST
 * paths all use one id.
 */
export const vizFolders = pgTable(
  'viz_folders',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** FOLDER, DATACHART or DASHBOARD. */
    relType: varchar('rel_type', { length: 16 }).notNull().default('FOLDER'),
    relId: idRef('rel_id'),
    subType: varchar('sub_type', { length: 32 }),
    avatar: varchar('avatar', { length: 255 }),
    description: text('description'),
    parentId: idRef('parent_id'),
    isFolder: boolean('is_folder').notNull().default(true),
    index: doublePrecision('index').notNull().default(0),
    status: integer('status').notNull().default(1),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('viz_folders_org_parent_idx').on(t.orgId, t.parentId),
    uniqueIndex('viz_folders_active_name_uq')
      .on(t.orgId, sql`coalesce(${t.parentId}, '')`, t.name)
      .where(sql`${t.status} <> 0`),
  ],
);

/** Saved charts. `config` is Datart's datachart config JSON (chartGraphId, chartConfig, computedFields…). */
export const datacharts = pgTable(
  'datacharts',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    /** Kept when the view is deleted: the chart then reads as "view unavailable". */
    viewId: idRef('view_id').references(() => views.id, { onDelete: 'set null' }),
    config: jsonb('config').$type<Record<string, unknown>>(),
    thumbnail: varchar('thumbnail', { length: 255 }),
    status: integer('status').notNull().default(1),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('datacharts_org_idx').on(t.orgId), index('datacharts_view_idx').on(t.viewId)],
);
