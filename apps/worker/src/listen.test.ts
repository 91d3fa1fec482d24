import type { Logger } from '@tessera/core';
import { jobQueue } from '@tessera/core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForJobs } from './listen';
import { freePort, proxy } from '@tessera/db/testing';

/**
 * The job listener against the shared PostgreSQL, reached through a TCP proxy, going through what a
 * PostgreSQL restart looks like from the worker (the shared server is never stopped): no new connections,
 * the listener's backend ended with 57P01 as a fast shutdown ends it, then connections accepted again.
 * After it, a NOTIFY on the jobs channel still wakes the worker (postgres.js alone re-listens once,
 * fails while refused, and never again).
 */
const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const target = new URL(URL_);

let direct: postgres.Sql | null = null;
let available = false;

beforeAll(async () => {
  direct = postgres(URL_, { max: 1, connect_timeout: 3, onnotice: () => {} });
  available = await direct`select 1`.then(
    () => true,
    () => false,
  );
  if (!available && process.env.REQUIRE_SERVICES === '1')
    throw new Error(`PostgreSQL is required at ${URL_}`);
});
afterAll(async () => {
  await direct?.end({ timeout: 1 });
});

const silent: Logger & { lines: string[] } = Object.assign(
  { lines: [] as string[] },
  {
    info: (o: object | string, m?: string) => silent.lines.push(`info ${m ?? String(o)}`),
    warn: (o: object | string, m?: string) => silent.lines.push(`warn ${m ?? String(o)}`),
    error: (o: object | string, m?: string) => silent.lines.push(`error ${m ?? String(o)}`),
  },
);

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job listener', () => {
  it(
    'hears a NOTIFY again after its connection was ended while PostgreSQL was away',
    { timeout: 120_000 },
    async (t) => {
      if (!available) return t.skip();
      const port = await freePort();
      const p = proxy(port, { host: target.hostname, port: Number(target.port || 5432) });
      await p.open();
      const via = new URL(URL_);
      via.hostname = '127.0.0.1';
      via.port = String(port);
      let signals = 0;
      const listening = () => silent.lines.filter((l) => l.includes('listening for new jobs')).length;
      const unlisten = await listenForJobs(via.toString(), silent, { heartbeatMs: 200 })(() => signals++);
      try {
        // Listening: the first signal is the listener's own "look for missed work".
        await until('the first listen', () => signals >= 1);
        const notify = () => direct!`select pg_notify(${jobQueue.JOBS_CHANNEL}, 'download')`;
        let before = signals;
        await notify();
        await until('a NOTIFY heard', () => signals > before);

        // "PostgreSQL restarts": every connection cut, nothing listening for a while, then back.
        // As a fast shutdown does: no new connections, and each backend ends with 57P01 (admin shutdown).
        await p.refuse();
        await direct!`
        select pg_terminate_backend(pid) from pg_stat_activity
        where query ilike 'listen%' and pid <> pg_backend_pid() and client_port = any(${p.upstreamPorts()})`;
        await new Promise((r) => setTimeout(r, 3000));
        await p.close();
        await p.open();
        // Listening again: its "listening" line is logged a second time (then it looks for missed work).
        await until('the listener to listen again', () => listening() >= 2);
        before = signals;
        await notify();
        await until('a NOTIFY heard after the cut', () => signals > before);
        // It knew: the heartbeat went unheard (once, or more on a machine too loaded to beat on time).
        expect(silent.lines.filter((l) => l.includes('lost its connection')).length).toBeGreaterThan(0);
      } finally {
        await unlisten();
        await p.close();
      }
    },
  );
});
