import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef } from './columns';
import { organizations } from './orgs';

/**
 * Version history (issue 33): one row per save of a chart, dashboard, storyboard or view. `snapshot`
 * holds what a restore writes back (the resource's own row fields plus, for a board, its widgets);
 * `restoredFrom` names the version a restore copied, so a restore is itself a new version.
 */
export const resourceVersions = pgTable(
  'resource_versions',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** DATACHART, DASHBOARD, STORYBOARD or VIEW. */
    resourceType: varchar('resource_type', { length: 16 }).notNull(),
    resourceId: idRef('resource_id').notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    restoredFrom: integer('restored_from'),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('resource_versions_resource_version_uq').on(t.resourceType, t.resourceId, t.version),
    index('resource_versions_org_idx').on(t.orgId),
  ],
);
