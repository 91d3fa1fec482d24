import { hashPassword, verifyPassword } from '@tessera/auth/server';
import { eq } from 'drizzle-orm';
import { users } from '@tessera/db';
import type { AuthedCtx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import type { ChangePasswordInput, UpdateProfileInput } from '../auth/accounts.schemas';
import { revokeUserSessions } from '../auth/session';
import { loadUserProfile, type UserProfile } from './user-view';
import { removeReplacedImage, storeImage } from '../files/images';

async function currentUser(ctx: AuthedCtx) {
  const [u] = await ctx.deps.db.select().from(users).where(eq(users.id, ctx.actor.userId)).limit(1);
  if (!u) throw new AppError('UNAUTHENTICATED');
  return u;
}

export async function getMe(ctx: AuthedCtx): Promise<UserProfile> {
  return loadUserProfile(ctx.deps.db, await currentUser(ctx));
}

/** Saves name, department and description. E-mail and username are not changed here. */
export async function updateProfile(ctx: AuthedCtx, input: UpdateProfileInput): Promise<UserProfile> {
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: ctx.deps.clock() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.department !== undefined) patch.department = input.department;
  if (input.description !== undefined) patch.description = input.description;
  const [u] = await ctx.deps.db.update(users).set(patch).where(eq(users.id, ctx.actor.userId)).returning();
  return loadUserProfile(ctx.deps.db, u!);
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(ctx: AuthedCtx, input: ChangePasswordInput): Promise<boolean> {
  const user = await currentUser(ctx);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError('WRONG_PASSWORD', {}, { fields: [{ path: 'oldPassword', message: 'invalid' }] });
  }
  await ctx.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.deps.clock() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.deps.db, user.id, ctx.actor.sessionId);
  await audit(ctx, { action: 'user.password_change', targetType: 'USER', targetId: user.id });
  return true;
}

/** Stores an avatar image and returns its relative path (served from `/resources/...`). */
export async function setAvatar(ctx: AuthedCtx, file: { data: Uint8Array }): Promise<string> {
  const user = await currentUser(ctx);
  const folder = `resources/user/avatar/${user.id}`;
  const relPath = await storeImage(ctx.deps, folder, file.data);
  await ctx.deps.db
    .update(users)
    .set({ avatar: relPath, updatedAt: ctx.deps.clock() })
    .where(eq(users.id, user.id));
  await removeReplacedImage(ctx.deps, 'resources/user/avatar', user.avatar);
  return relPath;
}
