import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, idRef, updatedAt } from './columns';
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: varchar('name', { length: 128 }).notNull(),
    description: text('description'),
    avatar: text('avatar'),
    /** The IANA time zone its schedules fire in (migration 0019); null: the server's own zone. */
    timeZone: varchar('time_zone', { length: 64 }),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Bumped by database triggers (migration 0004) on every write to the organisation's members, roles,
     * grants, views, sources, variables and column rules, in the writing transaction. In-memory
     * snapshots of that metadata are valid while this number is unchanged.
     */
    cacheVersion: bigint('cache_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_uq').on(t.name)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_uq').on(t.orgId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

/** Role types follow Datart: ORG_OWNER (one per org), PER_USER (hidden, one per member), NORMAL. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    description: text('description'),
    avatar: text('avatar'),
    /** For PER_USER roles: the member the role stands for. */
    userId: idRef('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_org_name_uq').on(t.orgId, t.name),
    index('roles_org_type_idx').on(t.orgId, t.type),
  ],
);

export const roleMembers = pgTable(
  'role_members',
  {
    id: id(),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('role_members_uq').on(t.roleId, t.userId), index('role_members_user_idx').on(t.userId)],
);

/** Bitmask privilege of a role on a resource (`*` = module switch, the type name = the whole tree). */
export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: idRef('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceType: varchar('resource_type', { length: 32 }).notNull(),
    resourceId: varchar('resource_id', { length: 64 }).notNull(),
    permission: integer('permission').notNull(),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('permissions_role_resource_uq').on(t.roleId, t.resourceType, t.resourceId),
    index('permissions_org_resource_idx').on(t.orgId, t.resourceType, t.resourceId),
  ],
);

export const orgSettings = pgTable(
  'org_settings',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    config: text('config'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('org_settings_org_type_uq').on(t.orgId, t.type)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    id: id(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relType: varchar('rel_type', { length: 64 }).notNull(),
    relId: varchar('rel_id', { length: 64 }),
    config: text('config'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_settings_user_rel_uq').on(t.userId, t.relType)],
);

/** Append-only record of security-relevant actions. Nothing in the app updates or deletes rows. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    orgId: idRef('org_id'),
    actorId: idRef('actor_id'),
    actorName: varchar('actor_name', { length: 128 }),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }),
    targetId: varchar('target_id', { length: 64 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_time_idx').on(t.orgId, t.createdAt)],
);

/**
 * Invitations sent to addresses that have no account yet. The mailed link carries a token (stored
 * hashed); registering through it proves the mailbox, activates the account and adds the membership.
 * One row per organisation and address: a new invitation or a resend replaces the token.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: id(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased, trimmed address. */
    email: varchar('email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedBy: idRef('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_invitations_org_email_uq').on(t.orgId, t.email),
    uniqueIndex('org_invitations_token_uq').on(t.tokenHash),
  ],
);
