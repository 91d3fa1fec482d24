import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, updatedAt } from './columns';
import { organizations } from './orgs';

/**
 * GeoJSON maps an organisation uploaded for its map charts. The document is kept in the database (not
 * the public file store) so that only the organisation's members, and shares of charts that use it,
 * can read it; `geojson` is the validated text exactly as uploaded.
 */
export const geoMaps = pgTable(
  'geo_maps',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    geojson: text('geojson').notNull(),
    /** Size of `geojson` in bytes, and its number of regions, for the list without loading the text. */
    size: integer('size').notNull(),
    featureCount: integer('feature_count').notNull(),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('geo_maps_org_name_uq').on(t.orgId, t.name)],
);
