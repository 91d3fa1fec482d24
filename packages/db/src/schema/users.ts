import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, idRef, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id hash; null for accounts that only sign in through OAuth. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    name: varchar('name', { length: 128 }),
    department: varchar('department', { length: 128 }),
    description: text('description'),
    avatar: text('avatar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the bearer token, hex. The token itself is never stored. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens sent by mail: activation, password reset codes, invitations. Stored hashed. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Purpose-specific payload, e.g. the organisation of an invitation or the hashed reset code. */
    payload: text('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_tokens_user_idx').on(t.userId, t.purpose)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: varchar('provider', { length: 64 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 255 }).notNull(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_uq').on(t.provider, t.providerUserId)],
);

/** Stored key/value system facts, e.g. whether setup has completed. */
export const systemState = pgTable('system_state', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
