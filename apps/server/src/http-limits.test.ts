import type { Server } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, httpLimitsOf } from './env';
import { serveWithLimits, type HttpLimits } from './http-server';
import { createTestApp, type TestApp } from './test-app';

/**
 * Clients that never finish a request: a body declared and never sent, headers trickled and never ended,
 * many connections from one address. The server (the same serveWithLimits as main.ts, over a real socket)
 * closes them while other clients are still served. Limits are small here so that a test ends soon; a
 * server without them keeps the connection until the test itself gives up.
 */
let t: TestApp;
const servers: Server[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await t.close();
});

type Fetch = (req: Request) => Response | Promise<Response>;
async function start(limits: Partial<HttpLimits>, fetch: Fetch = (req) => t.app.fetch(req)): Promise<number> {
  const all: HttpLimits = {
    headersTimeoutMs: 60_000,
    requestTimeoutMs: 120_000,
    bodyIdleTimeoutMs: 0,
    maxConnectionsPerAddress: 0,
    ...limits,
  };
  return new Promise((resolve) => {
    const server = serveWithLimits({ fetch, port: 0, hostname: '127.0.0.1' }, all, (info) =>
      resolve(info.port),
    );
    servers.push(server);
  });
}

/** A raw client: what it sent, what came back, and a promise of the connection's end. */
function client(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  socket.on('data', (d) => (received += d.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

/** A whole GET /healthz from `localAddress`; answers the status line. */
async function healthz(port: number, localAddress = '127.0.0.1') {
  const c = client(port, localAddress);
  await c.connected;
  c.socket.write('GET /healthz HTTP/1.1\r\nHost: tessera\r\nConnection: close\r\n\r\n');
  await c.closed;
  return c.received().split('\r\n')[0];
}

describe('clients that never finish a request', () => {
  it('a body declared and never sent is dropped, and other clients are served meanwhile', async () => {
    const port = await start({ bodyIdleTimeoutMs: 300 });
    const slow = client(port);
    await slow.connected;
    slow.socket.write(
      'POST /api/v1/users/login HTTP/1.1\r\nHost: tessera\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    expect(await healthz(port)).toBe('HTTP/1.1 200 OK');
    await slow.closed;
    expect(slow.socket.destroyed).toBe(true);
  });

  it('a body sent in full is answered: the watch ends with the body', async () => {
    const port = await start({ bodyIdleTimeoutMs: 300 });
    const c = client(port);
    await c.connected;
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    c.socket.write(
      `POST /api/v1/users/login HTTP/1.1\r\nHost: tessera\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    c.socket.write(body);
    await c.closed;
    expect(c.received().split('\r\n')[0]).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('a body all received is not dropped while the server is slow to read it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const port = await start({ bodyIdleTimeoutMs: 300 }, async (req) => {
      if (req.headers.get('x-hold')) await gate;
      return t.app.fetch(req);
    });
    const held = client(port);
    await held.connected;
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    held.socket.write(
      `POST /api/v1/users/login HTTP/1.1\r\nHost: tessera\r\nX-Hold: 1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    // a stalled body started after it is dropped: the watch has had its chance at the held request too
    const stalled = client(port);
    await stalled.connected;
    stalled.socket.write('POST /api/v1/users/login HTTP/1.1\r\nHost: tessera\r\nContent-Length: 10\r\n\r\n');
    await stalled.closed;
    expect(held.socket.destroyed).toBe(false);
    release();
    await held.closed;
    expect(held.received().split('\r\n')[0]).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('headers trickled and never ended are dropped', async () => {
    const port = await start({ headersTimeoutMs: 300 });
    const slow = client(port);
    await slow.connected;
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: tessera\r\nX-Slow: 1');
    await slow.closed;
    expect(slow.received()).not.toContain('200 OK');
  });

  it('an address holding its quota of connections gets no more, while another address is served', async () => {
    const port = await start({ maxConnectionsPerAddress: 3 });
    const held = [client(port), client(port), client(port)];
    await Promise.all(held.map((c) => c.connected));
    // the server counts a connection when it accepts it: one request through each makes sure it has
    for (const c of held) c.socket.write('GET /healthz HTTP/1.1\r\nHost: tessera\r\n\r\n');
    await Promise.all(held.map((c) => new Promise((r) => c.socket.once('data', r))));
    const refused = client(port);
    refused.socket.write('GET /healthz HTTP/1.1\r\nHost: tessera\r\nConnection: close\r\n\r\n');
    await refused.closed;
    expect(refused.received()).toBe('');
    expect(await healthz(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
    // a connection given back makes room again
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await healthz(port)).toBe('HTTP/1.1 200 OK');
    for (const c of held) c.socket.destroy();
  });
});

describe('HTTP limits from the environment', () => {
  it('has defaults, reads each setting, and leaves the per-address cap to the proxy behind one', () => {
    expect(httpLimitsOf(loadEnv({}))).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 300_000,
      bodyIdleTimeoutMs: 10_000,
      maxConnectionsPerAddress: 100,
    });
    expect(httpLimitsOf(loadEnv({ TRUST_PROXY: 'true' })).maxConnectionsPerAddress).toBe(0);
    expect(
      httpLimitsOf(
        loadEnv({
          TRUST_PROXY: 'true',
          HTTP_MAX_CONNECTIONS_PER_IP: '20',
          HTTP_HEADERS_TIMEOUT_MS: '5000',
          HTTP_REQUEST_TIMEOUT_MS: '60000',
          HTTP_BODY_IDLE_TIMEOUT_MS: '0',
        }),
      ),
    ).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 60_000,
      bodyIdleTimeoutMs: 0,
      maxConnectionsPerAddress: 20,
    });
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
