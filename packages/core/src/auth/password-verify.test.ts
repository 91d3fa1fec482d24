import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@tessera/auth/server';
import { users } from '@tessera/db';
import { createTestEnv, type TestEnv } from '../testing';
import { DATART_HASH_PREFIX, datartHashToStored, verifySignInPassword } from './password-verify';

let t: TestEnv;
const bcryptOf = (p: string) => bcrypt.hashSync(p, 4).replace(/^\$2b\$/, '$2a$');
async function user(username: string, passwordHash: string) {
  const [u] = await t.db.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash })
    .returning();
  return u!;
}
const stored = async (id: string) =>
  (await t.db.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash!;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.close());

describe('sign-in passwords: argon2id, and Datart BCrypt only behind its marker', () => {
  it('verifies a marked Datart hash once and replaces it with argon2id', async () => {
    const u = await user('moved', datartHashToStored(bcryptOf('old-secret'))!);
    expect(await verifySignInPassword(t.db.db, u, 'wrong', 'x')).toBe(false);
    expect(await stored(u.id)).toMatch(new RegExp(`^${DATART_HASH_PREFIX}`));
    expect(await verifySignInPassword(t.db.db, u, 'old-secret', 'x')).toBe(true);
    const now = await stored(u.id);
    expect(now).toMatch(/^\$argon2id\$/);
    expect(await verifySignInPassword(t.db.db, { id: u.id, passwordHash: now }, 'old-secret', 'x')).toBe(
      true,
    );
  });

  it('never accepts a BCrypt hash stored without the marker, nor the unverifiable marker', async () => {
    const raw = await user('raw', bcryptOf('pw-123456'));
    expect(await verifySignInPassword(t.db.db, raw, 'pw-123456', 'x')).toBe(false);
    const marker = await user('marker', `${DATART_HASH_PREFIX}!`);
    expect(await verifySignInPassword(t.db.db, marker, '!', 'x')).toBe(false);
    expect(datartHashToStored('plain-text')).toBeNull();
  });

  it('keeps verifying argon2id hashes as before', async () => {
    const u = await user('native', await hashPassword('native-pw'));
    expect(await verifySignInPassword(t.db.db, u, 'native-pw', 'x')).toBe(true);
    expect(await verifySignInPassword(t.db.db, u, 'other', 'x')).toBe(false);
  });
});
