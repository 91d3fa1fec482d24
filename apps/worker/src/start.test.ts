import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '@tessera/core';
import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import { sessions, users } from '@tessera/db';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerEnv } from './env';
import { connectionFailure, startWhenDatabaseReady, type RunningWorker } from './start';
import { freePort, proxy } from '@tessera/db/testing';

/**
 * The external worker's start and stop against real services, each reached through a TCP proxy this
 * test opens and closes (the shared PostgreSQL and Redis are never stopped): started while its database
 * is unreachable it waits, logs why, and starts working once the database answers; at stop it closes
 * its Redis link with a QUIT.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');

async function reachable(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const ok = await probe`select 1`.then(
    () => true,
    () => false,
  );
  await probe.end({ timeout: 1 });
  if (!ok && process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${url}`);
  return ok;
}

/** A logger that keeps every line (level + message) for the assertions. */
function recordingLogger() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const at =
    (level: string) =>
    (obj: object | string, msg?: string): void => {
      lines.push(typeof obj === 'string' ? { level, msg: obj, obj: {} } : { level, msg: msg ?? '', obj });
    };
  const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

async function until<T>(what: string, probe: () => Promise<T> | T, ms = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let env: TestEnv | undefined;
let dataDir = '';
const running: RunningWorker[] = [];
const proxies: ReturnType<typeof proxy>[] = [];

beforeAll(async () => {
  if (!(await reachable(ADMIN_URL))) return;
  env = await createTestEnv({}, {}, { DATABASE_URL: ADMIN_URL });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-start-'));
});

afterAll(async () => {
  for (const w of running) await w.stop().catch(() => undefined);
  for (const p of proxies) await p.close();
  await env?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The worker's settings with its database (and Redis) reached through the given local ports. */
function workerEnv(pgPort: number, redisPort?: number) {
  const url = new URL(env!.db.url!);
  url.hostname = '127.0.0.1';
  url.port = String(pgPort);
  return loadWorkerEnv({
    DATABASE_URL: url.toString(),
    TESSERA_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    METRICS_PORT: '0',
    ...(redisPort ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {}),
  });
}

describe('connectionFailure', () => {
  it('finds a refused connection in a wrapped error and lets other errors through', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(connectionFailure(new Error('Failed query', { cause: refused }))).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(connectionFailure(Object.assign(new Error('starting up'), { code: '57P03' }))).toBe(
      '57P03: starting up',
    );
    expect(connectionFailure(new Error('relation "jobs" does not exist'))).toBeNull();
    expect(connectionFailure(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
  });
});

describe('the external worker started before its database', () => {
  it('waits with a clear log, then starts and works once PostgreSQL answers', async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const target = new URL(env.db.url);
    const pgPort = await freePort();
    const pgProxy = proxy(pgPort, { host: target.hostname, port: Number(target.port || 5432) });
    proxies.push(pgProxy);
    // An expired session: the worker's housekeeping removes it on start, which shows it works.
    const [user] = await env.db.db
      .insert(users)
      .values({ username: 'late', email: 'late@example.com' })
      .returning();
    const sessionId = randomBytes(32).toString('hex');
    await env.db.db
      .insert(sessions)
      .values({ id: sessionId, userId: user!.id, expiresAt: new Date(Date.now() - 60_000) });

    const { logger, lines } = recordingLogger();
    const started = startWhenDatabaseReady(workerEnv(pgPort), logger, { firstDelayMs: 100, maxDelayMs: 200 });
    started.then((w) => w && running.push(w)).catch(() => undefined);

    // Nothing listens yet: the worker keeps trying, one warning per attempt, naming the database and why.
    const waits = await until('three refused attempts', () =>
      lines.filter((l) => l.level === 'warn' && l.msg.startsWith('PostgreSQL is not reachable')).length >= 3
        ? lines.filter((l) => l.level === 'warn')
        : null,
    );
    expect(waits[0]!.msg).toMatch(/ECONNREFUSED/);
    expect(waits[0]!.msg).toMatch(/waits and tries again in 0\.1 s/);
    expect(waits[0]!.obj).toMatchObject({
      database: `127.0.0.1:${pgPort}${target.pathname}`,
      attempt: 1,
      retryInMs: 100,
    });
    expect(waits[2]!.obj).toMatchObject({ attempt: 3, retryInMs: 200 });
    expect(JSON.stringify(waits)).not.toContain('postgres@');

    // PostgreSQL "comes back": the proxy opens; the start resolves and the worker runs its jobs.
    await pgProxy.open();
    const worker = await started;
    expect(worker).not.toBeNull();
    expect(lines.some((l) => l.msg === 'PostgreSQL is reachable: worker starting')).toBe(true);
    await until('the expired session to be purged', async () => {
      const rows = await env!.db.db.select().from(sessions).where(eq(sessions.id, sessionId));
      return rows.length === 0;
    });
    await worker!.stop();
    running.splice(running.indexOf(worker!), 1);
  }, 120_000);

  it('ends the wait without starting when it is told to stop', async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const { logger, lines } = recordingLogger();
    const abort = new AbortController();
    const started = startWhenDatabaseReady(workerEnv(await freePort()), logger, {
      signal: abort.signal,
      firstDelayMs: 60_000,
    });
    await until('a refused attempt', () => lines.some((l) => l.level === 'warn'));
    abort.abort();
    await expect(started).resolves.toBeNull();
  }, 60_000);

  it('does not retry an error that is not about the connection', async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const { logger, lines } = recordingLogger();
    let calls = 0;
    const broken = new Error('migration 0007 failed');
    await expect(
      startWhenDatabaseReady(workerEnv(await freePort()), logger, {
        firstDelayMs: 10,
        start: () => {
          calls++;
          return Promise.reject(broken);
        },
      }),
    ).rejects.toBe(broken);
    expect(calls).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe('the external worker at shutdown', () => {
  it('closes its Redis link with a QUIT', async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const redisUp = await new Promise<boolean>((resolve) => {
      const s = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (!redisUp) {
      if (process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required at ${REDIS.href}`);
      return t.skip('Redis is not reachable');
    }
    const target = new URL(env.db.url);
    const redisPort = await freePort();
    const redis = proxy(redisPort, { host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    proxies.push(redis);
    await redis.open();
    const { logger } = recordingLogger();
    const worker = await startWhenDatabaseReady(workerEnv(Number(target.port || 5432), redisPort), logger);
    expect(worker).not.toBeNull();
    running.push(worker!);
    // The link connects at start (ioredis checks the server with INFO once connected).
    await until('the worker to talk to Redis', () => redis.connections() > 0 && /INFO/i.test(redis.sent()));
    expect(redis.sent()).not.toMatch(/QUIT/i);
    await worker!.stop();
    running.splice(running.indexOf(worker!), 1);
    // The QUIT may reach the recording proxy's log a moment after stop() answers: wait for it (bounded).
    await until('the QUIT to reach Redis', () => /QUIT/i.test(redis.sent()));
    await until('the Redis connection to be closed', () => redis.connections() === 0);
  }, 120_000);
});
