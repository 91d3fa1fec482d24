import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { isConnectionError } from './health';
import { freePort, proxy } from './tcp-proxy';

/**
 * The metadata client while PostgreSQL is away, against the shared PostgreSQL reached through a TCP proxy
 * that the test closes and opens (the shared server is never stopped): statements are refused at once
 * with a connection-class error instead of queueing behind reconnects, one probe at a time tries the
 * database, and the first that succeeds brings it back.
 */
const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const target = new URL(URL_);

let p: ReturnType<typeof proxy> | null = null;
let handle: DbHandle | null = null;
let available = false;

beforeAll(async () => {
  const { default: postgres } = await import('postgres');
  const probe = postgres(URL_, { max: 1, connect_timeout: 3, onnotice: () => {} });
  available = await probe`select 1`.then(
    () => true,
    () => false,
  );
  await probe.end({ timeout: 1 });
  if (!available) {
    if (process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${URL_}`);
    return;
  }
  const port = await freePort();
  p = proxy(port, { host: target.hostname, port: Number(target.port || 5432) });
  await p.open();
  const via = new URL(URL_);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  handle = await createDb({ databaseUrl: via.toString(), migrate: false, maxConnections: 4 });
});
afterAll(async () => {
  await handle?.close();
  await p?.close();
});

const one = () => handle!.db.execute(sql`select 1 as one`);
const outcome = (q: Promise<unknown>) =>
  q.then(
    () => 'ok',
    (e: unknown) =>
      ((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) as string,
  );

describe('the metadata client while PostgreSQL is away', () => {
  it(
    'refuses statements at once, probes, and comes back with the database',
    { timeout: 60_000 },
    async (t) => {
      if (!available) return t.skip();
      await one();
      expect(await outcome(one())).toBe('ok');

      // PostgreSQL "stops": open connections cut, new ones refused.
      await p!.close();
      const first = await one().catch((e: unknown) => e);
      expect(isConnectionError(first)).toBe(true);

      // Down: a burst of 50 statements is answered at once, nearly all without a connection attempt
      // (08006), the others (a probe) with the driver's own refusal; none waits for a reconnect.
      const burst = await Promise.all(Array.from({ length: 50 }, () => outcome(one())));
      const refusedAtOnce = burst.filter((c) => c === '08006').length;
      expect(refusedAtOnce).toBeGreaterThanOrEqual(48);
      expect(burst.every((c) => c !== 'ok')).toBe(true);
      const viaDriver = (await one().catch((e: unknown) => e)) as Error;
      expect(isConnectionError(viaDriver)).toBe(true);

      // Back: within a bounded number of tries (one probe per 200 ms), statements succeed again.
      await p!.open();
      let back = false;
      for (let i = 0; i < 200 && !back; i++) {
        back = (await outcome(one())) === 'ok';
        if (!back) await new Promise((r) => setTimeout(r, 50));
      }
      expect(back).toBe(true);
      expect(await outcome(one())).toBe('ok');
    },
  );

  it('lets a statement error through as it is, without marking the database down', async (t) => {
    if (!available) return t.skip();
    const bad = await handle!.db.execute(sql`select * from no_such_table_here`).catch((e: unknown) => e);
    expect(isConnectionError(bad)).toBe(false);
    expect(await outcome(one())).toBe('ok');
  });

  it('guards transactions the same way', { timeout: 60_000 }, async (t) => {
    if (!available) return t.skip();
    expect(await outcome(handle!.db.transaction(async (tx) => tx.execute(sql`select 1`)))).toBe('ok');
    await p!.close();
    await one().catch(() => undefined);
    const codes = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcome(handle!.db.transaction(async (tx) => tx.execute(sql`select 1`))),
      ),
    );
    expect(codes.filter((c) => c === '08006').length).toBeGreaterThanOrEqual(9);
    await p!.open();
    let back = false;
    for (let i = 0; i < 200 && !back; i++) {
      back = (await outcome(handle!.db.transaction(async (tx) => tx.execute(sql`select 1`)))) === 'ok';
      if (!back) await new Promise((r) => setTimeout(r, 50));
    }
    expect(back).toBe(true);
  });
});
