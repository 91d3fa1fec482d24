import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { memberships, organizations, roleMembers, roles, users } from '@tessera/db';
import { DATART_HASH_PREFIX, datartHashToStored } from '../auth/password-verify';
import type { DbOrTx } from '../orgs/create-org-record';
import type { DatartData } from './datart-schema';
import type { Tally } from './datart-report';
import { bool, str } from './datart-values';

/** Datart ids mapped to the rows they became here (an account may join one that was already here). */
export interface AccountMap {
  users: Map<string, string>;
  orgs: Set<string>;
  /** Role id → its organisation, for every role moved. */
  roles: Map<string, string>;
  /** `${orgId}:${userId}` → that member's PER_USER role. */
  perUser: Map<string, string>;
  /** Accounts moved without a hash we can verify: they get the password-reset mail. */
  resets: { id: string; email: string; username: string }[];
}

async function byIds<T extends typeof users | typeof organizations | typeof roles>(
  tx: DbOrTx,
  t: T,
  ids: string[],
) {
  if (!ids.length) return new Map<string, Record<string, unknown>>();
  const found = await tx
    .select()
    .from(t as typeof users)
    .where(inArray(t.id, ids));
  return new Map(found.map((r) => [r.id, r as Record<string, unknown>]));
}

/**
 * Accounts keep their Datart id. One whose username or e-mail already belongs to another account here
 * is joined to that account (its memberships and roles go to it; its password is not touched).
 */
async function writeUsers(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap) {
  const here = await byIds(
    tx,
    users,
    d.user.map((u) => String(u.id)),
  );
  for (const u of d.user) {
    const id = String(u.id);
    const username = String(u.username);
    const email = String(u.email);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, id),
          or(
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ),
        ),
      );
    if (other) {
      m.users.set(id, other.id);
      t.skip({
        type: 'USER',
        id,
        name: username,
        reason: 'accountJoined',
      });
      continue;
    }
    if (username.length > 64 || email.length > 254) {
      t.skip({ type: 'USER', id, name: username.slice(0, 64), reason: 'tooLong' });
      continue;
    }
    m.users.set(id, id);
    const stored = datartHashToStored(String(u.password));
    const values = {
      username,
      email,
      name: str(u.name)?.slice(0, 128) ?? null,
      description: str(u.description),
      active: u.active === null ? true : bool(u.active),
    };
    const existing = here.get(id);
    const outcome = t.decide('USER', id, u, !!existing);
    t.add('USER', outcome);
    if (outcome === 'unchanged') continue;
    // A marker that never verifies still lets "Forgot password" reach the account.
    const hash = stored ?? `${DATART_HASH_PREFIX}!`;
    if (!existing) {
      await tx.insert(users).values({ id, ...values, passwordHash: hash });
      if (!stored) m.resets.push({ id, email, username });
    } else {
      // Until its owner signs in here, the account follows Datart's password; after that it is ours.
      const ours = String(existing.passwordHash ?? '');
      const keep = !ours.startsWith(DATART_HASH_PREFIX);
      await tx
        .update(users)
        .set({ ...values, ...(keep ? {} : { passwordHash: hash }), updatedAt: new Date() })
        .where(eq(users.id, id));
    }
  }
}

async function freeOrgName(tx: DbOrTx, id: string, name: string, now: Date) {
  const [clash] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.name, name), ne(organizations.id, id)));
  return clash ? `${name.slice(0, 110)}_${now.getTime()}` : name.slice(0, 128);
}

async function writeOrgs(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, now: Date) {
  const here = await byIds(
    tx,
    organizations,
    d.organization.map((o) => String(o.id)),
  );
  for (const o of d.organization) {
    const id = String(o.id);
    m.orgs.add(id);
    const outcome = t.decide('ORGANIZATION', id, o, here.has(id));
    t.add('ORGANIZATION', outcome);
    if (outcome === 'unchanged') continue;
    const values = { name: await freeOrgName(tx, id, String(o.name), now), description: str(o.description) };
    if (outcome === 'create')
      await tx
        .insert(organizations)
        .values({ id, ...values, createdBy: m.users.get(String(o.create_by)) ?? null });
    else
      await tx
        .update(organizations)
        .set({ ...values, updatedAt: now })
        .where(eq(organizations.id, id));
  }
}

async function writeRoles(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, now: Date) {
  const here = await byIds(
    tx,
    roles,
    d.role.map((r) => String(r.id)),
  );
  for (const r of d.role) {
    const id = String(r.id);
    const orgId = String(r.org_id);
    const existing = here.get(id);
    if (!m.orgs.has(orgId) || (existing && existing.orgId !== orgId)) {
      t.skip({ type: 'ROLE', id, name: String(r.name), reason: 'otherOrg' });
      continue;
    }
    const userId = r.type === 'PER_USER' ? (m.users.get(String(r.create_by)) ?? null) : null;
    if (r.type === 'PER_USER' && !userId) {
      t.skip({ type: 'ROLE', id, name: String(r.name), reason: 'notMoved' });
      continue;
    }
    m.roles.set(id, orgId);
    if (userId) m.perUser.set(`${orgId}:${userId}`, id);
    const outcome = t.decide('ROLE', id, r, !!existing);
    t.add('ROLE', outcome);
    if (outcome === 'unchanged') continue;
    const values = {
      name: String(r.name).slice(0, 128),
      type: String(r.type ?? 'NORMAL'),
      description: str(r.description),
      userId,
    };
    if (outcome === 'create') await tx.insert(roles).values({ id, orgId, ...values, createdBy: userId });
    else
      await tx
        .update(roles)
        .set({ ...values, updatedAt: now })
        .where(eq(roles.id, id));
  }
}

/** Memberships and role memberships: added when missing (a repeat run adds, it does not remove). */
async function writeMembers(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap) {
  for (const r of d.rel_user_organization) {
    const userId = m.users.get(String(r.user_id));
    const orgId = String(r.org_id);
    if (!userId || !m.orgs.has(orgId)) continue;
    const added = await tx.insert(memberships).values({ orgId, userId }).onConflictDoNothing().returning();
    t.add('MEMBER', added.length ? 'create' : 'unchanged');
  }
  for (const r of d.rel_role_user) {
    const userId = m.users.get(String(r.user_id));
    const roleId = String(r.role_id);
    if (!userId || !m.roles.has(roleId)) continue;
    const added = await tx.insert(roleMembers).values({ roleId, userId }).onConflictDoNothing().returning();
    t.add('ROLE_MEMBER', added.length ? 'create' : 'unchanged');
  }
}

export async function writeAccounts(tx: DbOrTx, d: DatartData, t: Tally, now: Date): Promise<AccountMap> {
  const m: AccountMap = {
    users: new Map(),
    orgs: new Set(),
    roles: new Map(),
    perUser: new Map(),
    resets: [],
  };
  await writeUsers(tx, d, t, m);
  await writeOrgs(tx, d, t, m, now);
  await writeRoles(tx, d, t, m, now);
  await writeMembers(tx, d, t, m);
  return m;
}
