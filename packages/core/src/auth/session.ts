import { generateToken, hashToken } from '@tessera/auth';
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users, type Db } from '@tessera/db';
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

/**
 * Looks a bearer token up. Expired sessions are deleted; a session past half its lifetime is
 * extended (sliding expiry) so that busy users stay signed in while idle ones time out.
 */
export async function validateSessionToken(
  deps: ServiceDeps,
  token: string,
): Promise<{ sessionId: string; user: UserRow; expiresAt: Date } | null> {
  const sessionId = hashToken(token);
  const rows = await deps.db
    .select({ session: sessions, user: users })
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
  return { sessionId, user: row.user, expiresAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}
