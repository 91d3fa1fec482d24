import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@tessera/auth/server';
import { organizations, users } from '@tessera/db';
import { createRedisLink, type RedisLink } from '@tessera/query';
import { startRedisServer, type RedisServer } from '@tessera/query/redis-server';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { createSession, revokeSession } from './session';
import { SessionCache, SHARED_EPOCH_KEY } from './session-cache';
import { hashToken } from '@tessera/auth';

/**
 * Two server replicas, each with its own session cache and its own Redis connection, over one metadata
 * database: a write announced by one is seen by the other on its very next validation, with no TTL.
 * The Redis is our own (started, stopped and started again here), never the machine's shared one.
 */
let server: RedisServer | null = null;
const missing = await startRedisServer().then(
  (s) => ((server = s), null),
  (e: unknown) => (e instanceof Error ? e.message : String(e)),
);
if (missing && process.env.REQUIRE_SERVICES === '1') throw new Error(`redis-server is required: ${missing}`);
if (missing) console.warn(`[skip] ${missing}`);

const LONG_TTL = 600_000;

describe.skipIf(Boolean(missing))('session cache across replicas', () => {
  let env: TestEnv;
  let linkA: RedisLink;
  let linkB: RedisLink;
  let userId = '';
  let orgId = '';
  const warnings: string[] = [];
  beforeAll(async () => {
    env = await createTestEnv();
    const logger = { warn: (_o: object, m?: string) => warnings.push(m ?? ''), info: () => {} };
    linkA = createRedisLink(server!.url, { probeMs: 50, logger });
    linkB = createRedisLink(server!.url, { probeMs: 50 });
    const [u] = await env.db.db
      .insert(users)
      .values({ username: 'ann', email: 'ann@example.com', passwordHash: await hashPassword('annpass1') })
      .returning();
    userId = u!.id;
    orgId = (await createOrgRecord(env.db.db, { name: 'Acme', creatorId: userId })).id;
  });
  afterAll(async () => {
    await linkA?.close();
    await linkB?.close();
    await server?.stop();
    await env?.close();
  });

  const replicas = () => {
    const a = new SessionCache();
    const b = new SessionCache();
    return {
      a,
      b,
      onA: (token: string) => a.validate({ ...env.deps, redis: linkA }, token, LONG_TTL),
      onB: (token: string) => b.validate({ ...env.deps, redis: linkB }, token, LONG_TTL),
    };
  };

  it('a sign-out and a permission change on A count on the very next request on B', async () => {
    const { a, onA, onB } = replicas();
    const { token } = await createSession(env.ctx(), userId);
    const first = await onB(token);
    expect(first).not.toBeNull();
    const before = first!.orgVersions.get(orgId)!;

    // A grant or a row rule changes the organisation's version (the database triggers do it): B sees it.
    await env.db.db
      .update(organizations)
      .set({ cacheVersion: sql`${organizations.cacheVersion} + 1` })
      .where(eq(organizations.id, orgId));
    await a.announce(linkA);
    expect((await onB(token))!.orgVersions.get(orgId)).toBe(before + 1);

    // A sign-out on A: refused on B at once.
    expect(await onA(token)).not.toBeNull();
    await revokeSession(env.db.db, hashToken(token));
    await a.announce(linkA);
    expect(await onB(token)).toBeNull();
  });

  it('without the announcement B would still trust its memory (what the shared counter fixes)', async () => {
    const { a, onB } = replicas();
    const { token } = await createSession(env.ctx(), userId);
    expect(await onB(token)).not.toBeNull();
    await revokeSession(env.db.db, hashToken(token));
    a.bump(); // only this process forgets
    expect(await onB(token)).not.toBeNull();
  });

  it('a replica idle during a Redis outage trusts none of its entries afterwards', async () => {
    const idle = new SessionCache();
    const linkC = createRedisLink(server!.url, { probeMs: 50 });
    const onC = (token: string) => idle.validate({ ...env.deps, redis: linkC }, token, LONG_TTL);
    try {
      // A fresh counter (as after a Redis restart, which keeps nothing): the entry remembers '0'.
      await linkA.use(
        (r) => r.del(SHARED_EPOCH_KEY),
        () => 0,
      );
      const { token } = await createSession(env.ctx(), userId);
      expect(await onC(token)).not.toBeNull();
      await server!.stop();
      await expect.poll(() => linkC.state(), { interval: 20, timeout: 10_000 }).toBe('degraded');
      await revokeSession(env.db.db, hashToken(token)); // announced by nobody
      await server!.start();
      await expect.poll(() => linkC.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
      // The counter reads '0' again, as when the entry was made: only forgetting on the outage saves it.
      expect(await onC(token)).toBeNull();
    } finally {
      await linkC.close();
      await expect.poll(() => linkA.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
    }
  });

  it('while Redis is down every request reads the database; nothing cached before is trusted after', async () => {
    const { a, onA, onB } = replicas();
    const warned = warnings.length;
    const one = await createSession(env.ctx(), userId);
    const two = await createSession(env.ctx(), userId);
    expect(await onB(one.token)).not.toBeNull();
    expect(await onB(two.token)).not.toBeNull();

    await server!.stop();
    await revokeSession(env.db.db, hashToken(one.token));
    await a.announce(linkA); // cannot reach Redis: announced later
    expect(await onB(one.token)).toBeNull();
    expect(await onA(two.token)).not.toBeNull();
    expect(linkA.state()).toBe('degraded');
    expect(warnings).toHaveLength(warned + 1);

    // A revocation while A and B are both degraded: B still sees it (it reads the database).
    await revokeSession(env.db.db, hashToken(two.token));
    expect(await onB(two.token)).toBeNull();

    await server!.start();
    await expect.poll(() => linkA.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
    await expect.poll(() => linkB.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
    const three = await createSession(env.ctx(), userId);
    expect(await onB(three.token)).not.toBeNull();
    await revokeSession(env.db.db, hashToken(three.token));
    await a.announce(linkA);
    expect(await onB(three.token)).toBeNull();
    expect(warnings).toHaveLength(warned + 1);
  });
});
