import { generateToken, hashToken } from '@tessera/auth';
import { and, eq, ne, sql } from 'drizzle-orm';
import { memberships, organizations, sessions, users, type Db } from '@tessera/db';
import type { Ctx, ServiceDeps } from '../context';

export type UserRow = typeof users.$inferSelect;

export async function createSession(ctx: Ctx, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(ctx.deps.clock().getTime() + ctx.deps.config.tokenTimeoutMinutes * 60_000);
  await ctx.deps.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** The cache version of every organisation the user belongs to, read with the session (one round trip). */
const orgVersionsOfUser = sql<string | null>`(
  select json_object_agg(${organizations.id}, ${organizations.cacheVersion})::text
  from ${memberships} join ${organizations} on ${organizations.id} = ${memberships.orgId}
  where ${memberships.userId} = ${users.id})`;

export interface ValidSession {
  sessionId: string;
  user: UserRow;
  expiresAt: Date;
  /** Organisation id → cache version, for the in-memory metadata snapshots (see cache/metadata-cache.ts). */
  orgVersions: Map<string, number>;
}

/**
 * Looks a bearer token up: session, user and the versions of the user's organisations in one query.
 * Expired sessions are deleted; a session past half its lifetime is extended (sliding expiry), so a
 * busy user causes one write per half-lifetime, not one per request.
 */
export async function validateSessionToken(deps: ServiceDeps, token: string): Promise<ValidSession | null> {
  const sessionId = hashToken(token);
  const rows = await deps.db
    .select({ session: sessions, user: users, versions: orgVersionsOfUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = deps.clock().getTime();
  if (row.session.expiresAt.getTime() <= now || !row.user.active) {
    await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  const lifetime = deps.config.tokenTimeoutMinutes * 60_000;
  let expiresAt = row.session.expiresAt;
  if (expiresAt.getTime() - now < lifetime / 2) {
    expiresAt = new Date(now + lifetime);
    await deps.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }
  const versions = row.versions ? (JSON.parse(row.versions) as Record<string, number | string>) : {};
  const orgVersions = new Map(Object.entries(versions).map(([org, v]) => [org, Number(v)]));
  return { sessionId, user: row.user, expiresAt, orgVersions };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}
