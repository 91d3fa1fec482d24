import { eq, or, sql } from 'drizzle-orm';
import { users } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';

/** Case-insensitive lookup by username or e-mail. */
export async function findUserByLogin(db: DbOrTx, principal: string) {
  const p = principal.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, p), eq(sql`lower(${users.email})`, p)))
    .limit(2);
  // A username that equals another account's e-mail is possible; prefer the exact username match.
  return rows.find((r) => r.username.toLowerCase() === p) ?? rows[0];
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserByUsername(db: DbOrTx, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}
