import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tessera/auth/server';
import { memberships, roleMembers, roles, users } from '@tessera/db';
import type { Ctx } from '../context';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { authorize, can } from './engine';
import { Level } from './levels';
import { registerResourceType } from './registry';
import { parse } from '../validation';
import { grant as grantParsed } from './permissions.service';
import { grantInputSchema } from './permissions.schemas';

/** Grants as a door would: the input parsed by the core schema (its lists default to empty). */
const grant = async (ctx: Ctx, input: unknown) => grantParsed(ctx, parse(grantInputSchema, input));

/** A small tree for the test type: root items a and b; c inside a; d inside c. */
const tree: Record<string, string | null> = { a: null, b: null, c: 'a', d: 'c' };
const TEST_TYPE = 'TEST_TREE';
registerResourceType({
  type: TEST_TYPE,
  module: 'VIZ',
  levels: ['READ', 'MANAGE'],
  async ancestors(_db, orgId, id) {
    if (orgId !== env.orgA || !(id in tree)) return null;
    const chain: string[] = [];
    for (let p = tree[id]; p; p = tree[p]) chain.push(p);
    return chain;
  },
  async list() {
    return Object.entries(tree).map(([id, parentId]) => ({
      id,
      name: id,
      parentId,
      isFolder: id === 'a' || id === 'c',
    }));
  },
});

let t: TestEnv;
const env = { orgA: '', orgB: '', owner: '', alice: '', bob: '', role: '' };
const as = (userId: string): Ctx => t.ctx({ userId, username: userId, sessionId: 's' });

beforeAll(async () => {
  t = await createTestEnv();
  const mk = async (username: string) =>
    (
      await t.db.db
        .insert(users)
        .values({ username, email: `${username}@example.com`, passwordHash: await hashPassword('passw0rd') })
        .returning()
    )[0]!.id;
  env.owner = await mk('owner');
  env.alice = await mk('alice');
  env.bob = await mk('bob');
  env.orgA = (await createOrgRecord(t.db.db, { name: 'A', creatorId: env.owner })).id;
  env.orgB = (await createOrgRecord(t.db.db, { name: 'B', creatorId: env.bob })).id;
  await t.db.db.insert(memberships).values([
    { orgId: env.orgA, userId: env.alice },
    { orgId: env.orgA, userId: env.bob },
  ]);
  env.role = (
    await t.db.db.insert(roles).values({ orgId: env.orgA, name: 'analysts', type: 'NORMAL' }).returning()
  )[0]!.id;
  await t.db.db.insert(roleMembers).values({ roleId: env.role, userId: env.alice });
});
afterAll(() => t.close());

const give = (
  subjectType: 'ROLE' | 'USER_ROLE',
  subjectId: string,
  resourceType: string,
  resourceId: string,
  permission: number,
) =>
  grant(as(env.owner), {
    permissionToCreate: [{ orgId: env.orgA, subjectType, subjectId, resourceType, resourceId, permission }],
  });

describe('permission engine', () => {
  it('owners pass everything; non-members are refused', async () => {
    expect(await can(as(env.owner), env.orgA, TEST_TYPE, 'd', Level.MANAGE)).toBe(true);
    await expect(authorize(as(env.owner), env.orgB, TEST_TYPE, TEST_TYPE, Level.READ)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('needs the module switched on before any item privilege counts', async () => {
    await give('ROLE', env.role, TEST_TYPE, 'a', Level.READ);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'a', Level.READ)).toBe(false);
    await give('ROLE', env.role, 'VIZ', '*', Level.ENABLE);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'a', Level.READ)).toBe(true);
  });

  it('inherits from the nearest ancestor with an entry, per role', async () => {
    // a grants READ, so c and d inherit it; nothing reaches b.
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'd', Level.READ)).toBe(true);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'b', Level.READ)).toBe(false);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'd', Level.MANAGE)).toBe(false);
    // An explicit 0 on c overrides a for c and everything below it.
    await give('ROLE', env.role, TEST_TYPE, 'c', 0);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'c', Level.READ)).toBe(false);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'd', Level.READ)).toBe(false);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'a', Level.READ)).toBe(true);
  });

  it('ORs roles together, including the hidden per-user role', async () => {
    await give('USER_ROLE', env.alice, TEST_TYPE, 'd', Level.MANAGE);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'd', Level.MANAGE)).toBe(true);
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'c', Level.READ)).toBe(false);
  });

  it('the root sentinel stands for all resources of the tree', async () => {
    expect(await can(as(env.bob), env.orgA, TEST_TYPE, 'b', Level.READ)).toBe(false);
    await give('USER_ROLE', env.bob, 'VIZ', '*', Level.ENABLE);
    await give('USER_ROLE', env.bob, TEST_TYPE, TEST_TYPE, Level.CREATE);
    expect(await can(as(env.bob), env.orgA, TEST_TYPE, 'b', Level.MANAGE)).toBe(true);
    expect(await can(as(env.bob), env.orgA, TEST_TYPE, TEST_TYPE, Level.CREATE)).toBe(true);
  });

  it('an item of another organisation is not found', async () => {
    await expect(authorize(as(env.alice), env.orgA, TEST_TYPE, 'zzz', Level.READ)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('grants may only name subjects and resources of the same organisation, all or nothing', async () => {
    const [foreignRole] = await t.db.db
      .insert(roles)
      .values({ orgId: env.orgB, name: 'foreign', type: 'NORMAL' })
      .returning();
    await expect(
      grant(as(env.owner), {
        permissionToCreate: [
          {
            orgId: env.orgA,
            subjectType: 'ROLE',
            subjectId: env.role,
            resourceType: TEST_TYPE,
            resourceId: 'b',
            permission: Level.READ,
          },
          {
            orgId: env.orgA,
            subjectType: 'ROLE',
            subjectId: foreignRole!.id,
            resourceType: TEST_TYPE,
            resourceId: 'a',
            permission: Level.READ,
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CROSS_ORG' });
    expect(await can(as(env.alice), env.orgA, TEST_TYPE, 'b', Level.READ)).toBe(false);
    await expect(
      grant(as(env.owner), {
        permissionToCreate: [
          {
            orgId: env.orgA,
            subjectType: 'USER_ROLE',
            // An id that is nobody's: bob's with its first character changed (never to itself).
            subjectId: env.bob.replace(/^./, (c) => (c === 'f' ? '0' : 'f')),
            resourceType: 'VIZ',
            resourceId: '*',
            permission: 1,
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CROSS_ORG' });
    await expect(
      grant(as(env.owner), {
        permissionToCreate: [
          {
            orgId: env.orgA,
            subjectType: 'ROLE',
            subjectId: env.role,
            resourceType: 'NOPE',
            resourceId: '*',
            permission: 1,
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      grant(as(env.owner), {
        permissionToCreate: [
          {
            orgId: env.orgA,
            subjectType: 'ROLE',
            subjectId: env.role,
            resourceType: 'VIZ',
            resourceId: '*',
            permission: 1,
          },
        ],
        permissionToDelete: [
          {
            orgId: env.orgB,
            subjectType: 'ROLE',
            subjectId: env.role,
            resourceType: 'VIZ',
            resourceId: '*',
            permission: 1,
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CROSS_ORG' });
  });
});
