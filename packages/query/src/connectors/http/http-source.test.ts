import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryEngine, type QueryEngine } from '../../engine/query-engine';
import { isQueryError } from '../../errors';
import { safeFetch } from './safe-fetch';
import { isBlockedAddress } from './ssrf-guard';

let server: http.Server;
let port = 0;
let dataDir: string;
let engine: QueryEngine;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ data: Array.from({ length: 5000 }, (_, i) => ({ i, pad: 'x'.repeat(100) })) }),
      );
    }
    if (url.pathname === '/items') {
      const auth = req.headers.authorization === `Basic ${Buffer.from('u:p').toString('base64')}`;
      res.writeHead(auth ? 200 : 401, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: {
            items: [
              { id: 1, name: 'a', price: 1.5, meta: { tag: 'x' }, q: url.searchParams.get('q') },
              { id: 2, name: 'b', price: 2.5, meta: null, q: url.searchParams.get('q') },
            ],
          },
        }),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  dataDir = await mkdtemp(join(tmpdir(), 'tq-http-'));
  engine = createQueryEngine({
    dataDir,
    http: { allowList: [`127.0.0.1:${port}`], maxBytes: 100_000, timeoutMs: 5000 },
  });
});
afterAll(async () => {
  await engine?.close();
  server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return isQueryError(e) ? e.code : `OTHER: ${String(e)}`;
  }
}

describe('SSRF guard', () => {
  it('classifies addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.0.0.2',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '100.64.0.1',
    ]) {
      expect([ip, isBlockedAddress(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect([ip, isBlockedAddress(ip)]).toEqual([ip, false]);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/'],
    ['localhost name', 'http://localhost:9/'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['private', 'http://10.0.0.1/'],
    ['decimal IP', 'http://2130706433/'],
    ['octal IP', 'http://0177.0.0.1/'],
    ['hex IP', 'http://0x7f000001/'],
    ['IPv6 loopback', 'http://[::1]:9/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['file scheme', 'file:///etc/passwd'],
  ])('refuses %s without touching the network', async (_n, url) => {
    expect(await codeOf(safeFetch({ url }, { allowList: [] }))).toBe('SSRF_BLOCKED');
  });

  it('allows an allow-listed host:port and re-checks every redirect hop', async () => {
    const ok = await safeFetch(
      {
        url: `http://127.0.0.1:${port}/items`,
        headers: { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` },
      },
      { allowList: [`127.0.0.1:${port}`] },
    );
    expect(ok.status).toBe(200);
    const before = hits;
    for (const to of [
      `http://127.0.0.2:${port}/items`,
      `http://[::1]:${port}/items`,
      'http://169.254.169.254/',
    ]) {
      expect(
        await codeOf(
          safeFetch(
            { url: `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(to)}` },
            { allowList: [`127.0.0.1:${port}`] },
          ),
        ),
      ).toBe('SSRF_BLOCKED');
    }
    expect(hits - before).toBe(3); // only the redirecting hops reached a server
    // The allow-list is port-precise.
    expect(
      await codeOf(safeFetch({ url: `http://127.0.0.1:${port + 1}/` }, { allowList: [`127.0.0.1:${port}`] })),
    ).toBe('SSRF_BLOCKED');
  });

  it('caps the response size', async () => {
    expect(
      await codeOf(
        safeFetch(
          { url: `http://127.0.0.1:${port}/big` },
          { allowList: [`127.0.0.1:${port}`], maxBytes: 10_000 },
        ),
      ),
    ).toBe('SOURCE_UNREACHABLE');
  });
});

describe('HTTP source', () => {
  it('loads a JSON API (basic auth, query params, dot path) into DuckDB and queries it', async () => {
    const source = {
      id: 'http-items',
      type: 'HTTP' as const,
      config: {
        schemas: [
          {
            tableName: 'items',
            url: `http://127.0.0.1:${port}/items`,
            property: 'data.items',
            username: 'u',
            password: 'p',
            queryParam: { q: "it's" },
          },
        ],
      },
    };
    const res = await engine.executeTest({
      source,
      sql: 'SELECT id, name, price, meta, q FROM items ORDER BY id',
    });
    expect(res.dataframe.rows).toEqual([
      [1, 'a', 1.5, '{"tag":"x"}', "it's"],
      [2, 'b', 2.5, null, "it's"],
    ]);
    const dsl = await engine.executeQuery({
      source,
      view: { sql: 'SELECT * FROM items', model: [{ name: 'price', type: 'NUMERIC' }] },
      request: { aggregators: [{ column: ['price'], sqlOperator: 'SUM' }] },
      actor: { permissionFingerprint: 'x' },
    });
    expect(dsl.dataframe.rows).toEqual([[4]]);
  });

  it('answers SSRF_BLOCKED for a source aimed at a non-allowed address, and leaves no file', async () => {
    const source = {
      id: 'http-evil',
      type: 'HTTP' as const,
      config: { schemas: [{ tableName: 't', url: 'http://169.254.169.254/latest/meta-data/' }] },
    };
    expect(await codeOf(engine.executeTest({ source, sql: 'SELECT 1' }))).toBe('SSRF_BLOCKED');
    const redirecting = {
      id: 'http-redirect',
      type: 'HTTP' as const,
      config: {
        schemas: [
          {
            tableName: 't',
            url: `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/items`)}`,
          },
        ],
      },
    };
    expect(await codeOf(engine.executeTest({ source: redirecting, sql: 'SELECT 1' }))).toBe('SSRF_BLOCKED');
    expect((await readdir(dataDir)).filter((f) => f.includes('evil') || f.includes('redirect'))).toEqual([]);
  });
});
