import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, treeColumns, treeIndexes, updatedAt } from './columns';
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
    ...treeColumns({ folderByDefault: true }),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...treeIndexes('viz_folders', t)],
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

/**
 * Dashboards. Their tree node in `viz_folders` has the same id (`rel_type` DASHBOARD, `sub_type` auto/free).
 * `version` is bumped by every save: a save naming an older version is a conflict, not an overwrite.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    config: jsonb('config').$type<Record<string, unknown>>(),
    thumbnail: varchar('thumbnail', { length: 255 }),
    status: integer('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dashboards_org_idx').on(t.orgId)],
);

/**
 * Widgets of a dashboard. `datachartId` and `viewIds` are what the server derived from the widget's
 * config on save (Datart's rel_widget_element): queries and permission checks read them, never the client.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    dashboardId: idRef('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    parentId: idRef('parent_id'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    datachartId: idRef('datachart_id').references(() => datacharts.id, { onDelete: 'set null' }),
    viewIds: jsonb('view_ids').$type<string[]>().notNull().default([]),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('widgets_dashboard_idx').on(t.dashboardId), index('widgets_datachart_idx').on(t.datachartId)],
);

/** Widget-to-widget relations (controller → chart, linkage…), Datart's rel_widget_widget. */
export const widgetRelations = pgTable(
  'widget_relations',
  {
    id: id(),
    dashboardId: idRef('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    sourceId: idRef('source_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    targetId: idRef('target_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    config: jsonb('config').$type<Record<string, unknown>>(),
  },
  (t) => [index('widget_relations_dashboard_idx').on(t.dashboardId)],
);

/**
 * Storyboards: their own tree (Datart's `storyboard` table: folders and boards), outside `viz_folders`.
 * Grants use resource type VIZ with the storyboard's id; Datart's root id `STORYBOARD` covers them all.
 */
export const storyboards = pgTable(
  'storyboards',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>(),
    ...treeColumns(),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...treeIndexes('storyboards', t)],
);

/** A storyboard's pages: each shows one chart or dashboard (`relType` / `relId`), in `config.index` order. */
export const storypages = pgTable(
  'storypages',
  {
    id: id(),
    storyboardId: idRef('storyboard_id')
      .notNull()
      .references(() => storyboards.id, { onDelete: 'cascade' }),
    relType: varchar('rel_type', { length: 16 }).notNull(),
    relId: idRef('rel_id').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>(),
    createdBy: idRef('created_by'),
    updatedBy: idRef('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('storypages_storyboard_idx').on(t.storyboardId)],
);
