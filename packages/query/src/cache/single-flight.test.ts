import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryError, QueryError } from '../errors';
import { probeService } from '../testing/services';
import { createLruQueryCache } from './lru-cache';
import { cacheKey, type QueryCache } from './query-cache';
import { createRedisQueryCache } from './redis-cache';
import { SingleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('cacheKey', () => {
  it('differs by permission fingerprint, params, SQL and source', () => {
    const base = { sourceId: 's', sql: 'SELECT $1', params: ['a'], permissionFingerprint: 'alice' };
    const k = cacheKey(base);
    expect(k).toMatch(/^tq:[0-9a-f]{64}$/);
    expect(cacheKey({ ...base })).toBe(k);
    expect(cacheKey({ ...base, permissionFingerprint: 'bob' })).not.toBe(k);
    expect(cacheKey({ ...base, params: ['b'] })).not.toBe(k);
    expect(cacheKey({ ...base, sql: 'SELECT $1 ' })).not.toBe(k);
    expect(cacheKey({ ...base, sourceId: 't' })).not.toBe(k);
  });
});

describe('SingleFlight (in-process)', () => {
  it('runs 100 concurrent identical calls once', async () => {
    const flights = new SingleFlight(createLruQueryCache());
    let runs = 0;
    const gate = deferred<void>();
    const fn = async () => {
      runs++;
      await gate.promise;
      return 42;
    };
    const all = Array.from({ length: 100 }, () => flights.run('k', { ttlSeconds: 0 }, fn));
    gate.resolve();
    const results = await Promise.all(all);
    expect(runs).toBe(1);
    expect(results.every((r) => r.value === 42)).toBe(true);
    expect(results.filter((r) => r.source === 'executed')).toHaveLength(1);
  });

  it('serves the second call from the cache while fresh', async () => {
    const flights = new SingleFlight(createLruQueryCache());
    let runs = 0;
    const fn = async () => ++runs;
    expect((await flights.run('k', { ttlSeconds: 60 }, fn)).source).toBe('executed');
    const second = await flights.run('k', { ttlSeconds: 60 }, fn);
    expect(second).toEqual({ value: 1, source: 'cache', stale: false });
    expect(runs).toBe(1);
    expect((await flights.run('other', { ttlSeconds: 60 }, fn)).value).toBe(2);
  });

  it('FASTFAILOVER: followers fail with the leader error without running', async () => {
    const flights = new SingleFlight(createLruQueryCache());
    let runs = 0;
    const gate = deferred<void>();
    const fn = async () => {
      runs++;
      await gate.promise;
      throw new QueryError('QUERY_TIMEOUT', 'slow');
    };
    const all = Array.from({ length: 10 }, () =>
      flights.run('k', { ttlSeconds: 0, mode: 'FASTFAILOVER' }, fn).then(
        () => 'ok',
        (e: unknown) => (isQueryError(e) ? e.code : 'other'),
      ),
    );
    gate.resolve();
    expect(await Promise.all(all)).toEqual(Array(10).fill('QUERY_TIMEOUT'));
    expect(runs).toBe(1);
  });

  it('without FASTFAILOVER followers try again after the leader fails', async () => {
    const flights = new SingleFlight(createLruQueryCache());
    let runs = 0;
    const gate = deferred<void>();
    const fn = async () => {
      runs++;
      if (runs === 1) {
        await gate.promise;
        throw new Error('first run fails');
      }
      return 'second';
    };
    const leader = flights.run('k', { ttlSeconds: 0 }, fn);
    const followers = Array.from({ length: 5 }, () => flights.run('k', { ttlSeconds: 0 }, fn));
    gate.resolve();
    await expect(leader).rejects.toThrow('first run fails');
    const values = (await Promise.all(followers)).map((r) => r.value);
    expect(values).toEqual(Array(5).fill('second'));
    expect(runs).toBe(2);
  });

  it('DIRTYREAD serves the stale value while one refresh runs', async () => {
    const cache = createLruQueryCache();
    const flights = new SingleFlight(cache);
    await cache.set('k', { value: 'old', freshUntil: Date.now() - 1 }, 60);
    const gate = deferred<void>();
    let runs = 0;
    const fn = async () => {
      runs++;
      await gate.promise;
      return 'new';
    };
    const first = await flights.run('k', { ttlSeconds: 30, mode: 'DIRTYREAD' }, fn);
    const second = await flights.run('k', { ttlSeconds: 30, mode: 'DIRTYREAD' }, fn);
    expect([first.value, first.stale, second.value]).toEqual(['old', true, 'old']);
    expect(runs).toBe(1);
    gate.resolve();
    // the refresh stores its result in the background
    await expect
      .poll(async () => ((await cache.get('k')) as { value?: unknown } | undefined)?.value)
      .toBe('new');
    expect((await flights.run('k', { ttlSeconds: 30, mode: 'DIRTYREAD' }, fn)).value).toBe('new');
    // Without DIRTYREAD a stale entry is a miss.
    await cache.set('j', { value: 'old', freshUntil: Date.now() - 1 }, 60);
    expect((await flights.run('j', { ttlSeconds: 30 }, async () => 'fresh')).value).toBe('fresh');
  });
});

const redis = await probeService('redis');
describe.skipIf(!redis.ok)('SingleFlight across processes (Redis)', () => {
  const prefix = `tq-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
  let a: QueryCache;
  let b: QueryCache;
  beforeAll(() => {
    a = createRedisQueryCache(redis.url, { prefix });
    b = createRedisQueryCache(redis.url, { prefix });
  });
  afterAll(async () => {
    for (const key of ['q', 'ff', 'x']) await a.delete(key);
    await a.close();
    await b.close();
  });

  it('stores and expires entries, and locks are exclusive', async () => {
    await a.set('x', { value: { rows: [[1, 'a']] }, freshUntil: 123 }, 1);
    expect(await b.get('x')).toEqual({ value: { rows: [[1, 'a']] }, freshUntil: 123 });
    const t1 = await a.tryLock('l', 5000);
    expect(t1).not.toBeNull();
    expect(await b.tryLock('l', 5000)).toBeNull();
    await b.unlock('l', 'wrong-token');
    expect(await a.isLocked('l')).toBe(true);
    await a.unlock('l', t1 as string);
    expect(await b.isLocked('l')).toBe(false);
    await a.delete('x');
    expect(await a.get('x')).toBeUndefined();
  });

  it('two "processes" (separate clients and flight maps) run one execution', async () => {
    const f1 = new SingleFlight(a);
    const f2 = new SingleFlight(b);
    let runs = 0;
    const fn = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 150));
      return 'v';
    };
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => f1.run('q', { ttlSeconds: 30 }, fn)),
      ...Array.from({ length: 20 }, () => f2.run('q', { ttlSeconds: 30 }, fn)),
    ]);
    expect(runs).toBe(1);
    expect(results.every((r) => r.value === 'v')).toBe(true);
  });

  it('a process whose lookup missed just before another stored the result does not run it again', async () => {
    const f1 = new SingleFlight(a);
    let runs = 0;
    const fn = async () => {
      runs++;
      return 'v';
    };
    // b's first lookup is answered "missing" as if it had been read just before f1 stored the result:
    // by the time b takes the lock, f1 has run, stored and unlocked.
    let first = true;
    const late: QueryCache = {
      ...b,
      distributed: true,
      get: async <T>(key: string) => {
        if (!first) return b.get<T>(key);
        first = false;
        await f1.run('gap', { ttlSeconds: 30 }, fn);
        return undefined;
      },
    };
    const r = await new SingleFlight(late).run('gap', { ttlSeconds: 30 }, fn);
    expect(r).toMatchObject({ value: 'v', source: 'shared' });
    expect(runs).toBe(1);
  });

  it('FASTFAILOVER across processes: the follower fails when the leader fails', async () => {
    const f1 = new SingleFlight(a);
    const f2 = new SingleFlight(b);
    let runs = 0;
    const failing = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('boom');
    };
    const leader = f1.run('ff', { ttlSeconds: 30, mode: 'FASTFAILOVER' }, failing);
    // The second process starts only once the first one really holds the lock (no timing assumption).
    await expect.poll(() => a.isLocked('ff'), { interval: 2, timeout: 5000 }).toBe(true);
    const follower = f2.run('ff', { ttlSeconds: 30, mode: 'FASTFAILOVER' }, failing);
    await expect(leader).rejects.toThrow('boom');
    await expect(follower).rejects.toMatchObject({ code: 'CACHE_LEADER_FAILED' });
    expect(runs).toBe(1);
  });
});
