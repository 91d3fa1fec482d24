import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisQueryCache } from './redis-cache';
import { createRedisLink, type RedisLink } from './redis-link';
import { startRedisServer, type RedisServer } from './redis-server';
import { SingleFlight } from './single-flight';

/**
 * A Redis of our own on a free port, stopped and started again by the test (never the shared one):
 * while it is down the cache, single flight and the link's state degrade instead of failing, with one
 * warning; when it is back the shared cache is used again.
 */
let server: RedisServer | null = null;
const missing = await startRedisServer().then(
  (s) => ((server = s), null),
  (e: unknown) => (e instanceof Error ? e.message : String(e)),
);
if (missing && process.env.REQUIRE_SERVICES === '1') throw new Error(`redis-server is required: ${missing}`);
if (missing) console.warn(`[skip] ${missing}`);

describe.skipIf(Boolean(missing))('RedisLink: Redis stops and comes back', () => {
  const warnings: { obj: object; msg?: string }[] = [];
  const infos: string[] = [];
  let link: RedisLink;
  let direct: Redis;
  beforeAll(() => {
    link = createRedisLink(server!.url, {
      probeMs: 50,
      logger: { warn: (obj, msg) => warnings.push({ obj, msg }), info: (_o, msg) => infos.push(msg ?? '') },
    });
    direct = new Redis(server!.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    direct.on('error', () => {});
  });
  afterAll(async () => {
    direct?.disconnect();
    await link?.close();
    await server?.stop();
  });

  it('serves from Redis, from memory while it is down (one warning), and from Redis again', async () => {
    const cache = createRedisQueryCache(link, { prefix: 'lt:' });
    const flights = new SingleFlight(cache);
    let runs = 0;
    const query = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return { rows: [[runs]] };
    };

    // Up: the result lands in Redis, where another process would find it.
    await flights.run('k1', { ttlSeconds: 60 }, query);
    expect(link.state()).toBe('ok');
    expect(cache.distributed).toBe(true);
    await direct.connect();
    expect(JSON.parse((await direct.get('lt:k1'))!).value).toEqual({ rows: [[1]] });

    // Down: nothing throws, identical concurrent calls still run once (in-process), one warning only.
    await server!.stop();
    const down = await Promise.all(
      Array.from({ length: 20 }, () => flights.run('k2', { ttlSeconds: 60 }, query)),
    );
    expect(runs).toBe(2);
    expect(down.every((r) => JSON.stringify(r.value) === JSON.stringify({ rows: [[2]] }))).toBe(true);
    expect(link.state()).toBe('degraded');
    expect(cache.distributed).toBe(false);
    // served from the local cache now
    expect((await flights.run('k2', { ttlSeconds: 60 }, query)).source).toBe('cache');
    for (let i = 0; i < 50; i++) await cache.get(`other-${i}`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/Redis is unreachable/);
    expect(JSON.stringify(warnings[0]!.obj)).not.toContain('password');
    process.stdout.write(
      `redis down: 20 identical calls ran ${runs - 1} time(s); warnings logged: ${warnings.length}\n`,
    );

    // Back: the link notices by itself, and results go to Redis again.
    await server!.start();
    await expect.poll(() => link.state(), { interval: 20, timeout: 10_000 }).toBe('ok');
    expect(infos.some((m) => /answers again/.test(m))).toBe(true);
    await flights.run('k3', { ttlSeconds: 60 }, query);
    await expect.poll(() => direct.status, { interval: 20, timeout: 10_000 }).toBe('ready');
    expect(JSON.parse((await direct.get('lt:k3'))!).value).toEqual({ rows: [[3]] });
    expect(warnings).toHaveLength(1);
  });

  it('throws reply errors (a wrong command is not an outage)', async () => {
    await expect(
      link.use(
        (r) => r.call('NO-SUCH-COMMAND'),
        () => 'fallback',
      ),
    ).rejects.toThrow(/unknown command/i);
    expect(link.state()).toBe('ok');
  });
});
