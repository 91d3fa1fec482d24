import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idRef } from './columns';
import { organizations } from './orgs';

/**
 * An organisation's embedding secret (issue 29, signed embedding): the key host apps sign embed tokens
 * with. Sealed at rest; shown once when made. Replacing the row rotates it and ends every embed signed
 * with the old one; deleting it turns embedding off.
 */
export const orgEmbedding = pgTable('org_embedding', {
  orgId: idRef('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdBy: idRef('created_by').notNull(),
  createdAt: createdAt(),
});
