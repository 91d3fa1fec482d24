import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLink } from '@tessera/query';
import { startRedisServer, type RedisServer } from '@tessera/query/redis-server';
import { createRateLimiter, loginPolicy, type RateLimiter } from './rate-limit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required at ${REDIS_URL}`);
    return false;
  } finally {
    probe.disconnect();
  }
})();

const secondsOf = async (p: Promise<unknown>) => {
  const e = (await p.then(
    () => null,
    (x: unknown) => x,
  )) as { code?: string; params?: { seconds?: number } } | null;
  expect(e?.code).toBe('RATE_LIMITED');
  return e!.params!.seconds!;
};

const backends: { name: string; make: (ns: string) => RateLimiter; skip: boolean }[] = [
  { name: 'memory', make: () => createRateLimiter(), skip: false },
  { name: 'redis', make: (ns) => createRateLimiter({ redisUrl: REDIS_URL, namespace: ns }), skip: !redisUp },
];

describe.each(backends)('rate limiter on $name', ({ make, skip, name }) => {
  const ns = `tessera-test:${randomBytes(6).toString('hex')}`;
  let rl: RateLimiter;
  beforeAll(() => {
    if (!skip) rl = make(ns);
  });
  afterAll(async () => {
    await rl?.close();
    if (name === 'redis' && !skip) {
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${ns}:*`);
      if (keys.length) await r.del(...keys);
      await r.quit();
    }
  });

  it.skipIf(skip)(
    'a rule allows its limit, then answers how long to wait; check does not count',
    async () => {
      const rule = { limit: 3, windowMs: 60_000 };
      for (let i = 0; i < 5; i++) await rl.check('k', rule);
      for (let i = 0; i < 3; i++) await rl.hit('k', rule);
      const s = await secondsOf(rl.hit('k', rule));
      expect(s).toBeGreaterThan(0);
      expect(s).toBeLessThanOrEqual(60);
      await secondsOf(rl.check('k', rule));
      await rl.hit('other', rule);
    },
  );

  it.skipIf(skip)('one account from one address: free failures, then delays that double', async () => {
    const { login } = rl;
    for (let i = 0; i < loginPolicy.pairFreeFailures - 1; i++) {
      await login.before('user:a', '198.51.100.1');
      await login.failed('user:a', '198.51.100.1');
    }
    await login.before('user:a', '198.51.100.1');
    await login.failed('user:a', '198.51.100.1');
    expect(await secondsOf(login.before('user:a', '198.51.100.1'))).toBe(1);
    // attempts that waited their turn and failed again: 2, 4, 8 seconds
    await login.failed('user:a', '198.51.100.1');
    expect(await secondsOf(login.before('user:a', '198.51.100.1'))).toBe(2);
    await login.failed('user:a', '198.51.100.1');
    await login.failed('user:a', '198.51.100.1');
    expect(await secondsOf(login.before('user:a', '198.51.100.1'))).toBe(8);
    // the same account from the owner's own address is not held back by the attacker's address
    await login.before('user:a', '203.0.113.9');
  });

  it.skipIf(skip)('a success from an address clears its delay and makes it known', async () => {
    const { login } = rl;
    for (let i = 0; i < loginPolicy.pairFreeFailures; i++) await login.failed('user:b', '198.51.100.2');
    await secondsOf(login.before('user:b', '198.51.100.2'));
    await login.succeeded('user:b', '198.51.100.2');
    await login.before('user:b', '198.51.100.2');
  });

  it.skipIf(skip)(
    'failures from many addresses slow the account down, but never lock out a known address',
    async () => {
      const { login } = rl;
      await login.succeeded('user:c', '192.0.2.200'); // the owner signed in from here before
      for (let i = 0; i < loginPolicy.accountFailures; i++) {
        await login.before('user:c', `192.0.2.${i}`);
        await login.failed('user:c', `192.0.2.${i}`);
      }
      const first = await secondsOf(login.before('user:c', '192.0.2.100'));
      expect(first).toBe(1);
      for (let i = 0; i < 20; i++) await login.failed('user:c', `192.0.2.${50 + i}`);
      // the delay grows but stays short: a slowdown, not a lock
      expect(await secondsOf(login.before('user:c', '192.0.2.101'))).toBe(loginPolicy.accountMaxDelaySeconds);
      await login.before('user:c', '192.0.2.200');
    },
  );

  it.skipIf(skip)('one address failing on many accounts is stopped for every account', async () => {
    const { login } = rl;
    for (let i = 0; i < loginPolicy.ipFailures; i++) {
      await login.before(`name:guess${i}`, '198.51.100.66');
      await login.failed(`name:guess${i}`, '198.51.100.66');
    }
    expect(await secondsOf(login.before('user:someone', '198.51.100.66'))).toBeGreaterThan(60);
    await login.before('user:someone', '198.51.100.67');
  });
});

describe.skipIf(!redisUp)('rate limiter on redis, across replicas', () => {
  it('counts seen by one server replica hold on another', async () => {
    const ns = `tessera-test:${randomBytes(6).toString('hex')}`;
    const one = createRateLimiter({ redisUrl: REDIS_URL, namespace: ns });
    const two = createRateLimiter({ redisUrl: REDIS_URL, namespace: ns });
    try {
      for (let i = 0; i < loginPolicy.pairFreeFailures; i++) await one.login.failed('user:r', '198.51.100.9');
      await secondsOf(two.login.before('user:r', '198.51.100.9'));
      const fresh = createRateLimiter();
      await fresh.login.before('user:r', '198.51.100.9');
    } finally {
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${ns}:*`);
      if (keys.length) await r.del(...keys);
      await r.quit();
      await one.close();
      await two.close();
    }
  });
});

describe('rate limiter while Redis is unreachable', () => {
  it('counts in memory while its own Redis is down, and shares counts again once it is back', async () => {
    let server: RedisServer;
    try {
      server = await startRedisServer();
    } catch (e) {
      if (process.env.REQUIRE_SERVICES === '1') throw e;
      console.warn(`[skip] ${(e as Error).message}`);
      return;
    }
    const warnings: string[] = [];
    const link = createRedisLink(server.url, {
      probeMs: 50,
      logger: { warn: (_o, m) => warnings.push(m ?? ''), info: () => {} },
    });
    const other = createRedisLink(server.url, { probeMs: 50 });
    const one = createRateLimiter({ redis: link, namespace: 'rl-degrade' });
    const two = createRateLimiter({ redis: other, namespace: 'rl-degrade' });
    const rule = { limit: 2, windowMs: 60_000 };
    try {
      await one.hit('up', rule);
      await two.hit('up', rule);
      await secondsOf(one.hit('up', rule)); // shared: the third hit over both replicas is refused

      await server.stop();
      await one.hit('down', rule);
      await one.hit('down', rule);
      await secondsOf(one.hit('down', rule)); // still limited, by the memory counter
      expect(link.state()).toBe('degraded');
      expect(warnings).toHaveLength(1);

      await server.start();
      await expect.poll(() => link.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
      await expect.poll(() => other.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
      await one.hit('back', rule);
      await two.hit('back', rule);
      await secondsOf(two.hit('back', rule));
    } finally {
      await one.close();
      await two.close();
      await link.close();
      await other.close();
      await server.stop();
    }
  });
});
