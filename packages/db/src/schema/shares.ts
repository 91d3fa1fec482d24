import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idRef, updatedAt } from './columns';
import { organizations } from './orgs';

/**
 * Share links (Datart's `share`). The id is 128 random bits made by the server (never sequential). A CODE
 * share keeps only a hash of its code. `roles` / `users` are the allow-lists of a LOGIN share. `version` is
 * carried by every token the share issues; any change of its rules (mode, code, lists, data rights,
 * expiry) bumps it, and a token of an older version is refused (decision D-share-10).
 */
export const shares = pgTable(
  'shares',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** DATACHART, DASHBOARD or STORYBOARD. */
    vizType: varchar('viz_type', { length: 16 }).notNull(),
    vizId: idRef('viz_id').notNull(),
    /** NONE, CODE or LOGIN. */
    authenticationMode: varchar('authentication_mode', { length: 8 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }),
    /** CREATOR or VISITOR. */
    rowPermissionBy: varchar('row_permission_by', { length: 8 }).notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    users: jsonb('users').$type<string[]>().notNull().default([]),
    expiryDate: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdBy: idRef('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shares_viz_idx').on(t.vizId), index('shares_org_idx').on(t.orgId)],
);
