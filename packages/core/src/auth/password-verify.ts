import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@tessera/auth/server';
import { users, type Db } from '@tessera/db';

/**
 * Marks a password hash carried over from Datart (its BCrypt hash, kept by `migrate:datart`). Only a
 * stored hash with this prefix is read as BCrypt; any other stored value is argon2id, so a BCrypt
 * string can never pass as a Tessera hash, nor the other way round (decision D-datart-import-2).
 */
export const DATART_HASH_PREFIX = 'datart-bcrypt:';

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** The stored form of a Datart user's hash, or null when it is not a BCrypt hash we can verify. */
export function datartHashToStored(hash: string): string | null {
  return BCRYPT.test(hash) ? DATART_HASH_PREFIX + hash : null;
}

/**
 * Checks a sign-in password against the stored hash. A Datart hash that verifies is replaced by an
 * argon2id hash at once (the first sign-in after the move), so it is checked as BCrypt only once.
 */
export async function verifySignInPassword(
  db: Db,
  user: { id: string; passwordHash: string | null } | undefined,
  password: string,
  fallbackHash: string,
): Promise<boolean> {
  const stored = user?.passwordHash ?? fallbackHash;
  if (!stored.startsWith(DATART_HASH_PREFIX)) return verifyPassword(stored, password);
  const legacy = stored.slice(DATART_HASH_PREFIX.length);
  if (!user || !BCRYPT.test(legacy) || !(await bcrypt.compare(password, legacy))) return false;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  return true;
}
