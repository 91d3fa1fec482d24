import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createTestEnv, silentLogger, type TestEnv } from '@tessera/core/testing';
import { restRoutes } from '@tessera/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

let env: TestEnv;
let app: ReturnType<typeof createApp>;
const dist = mkdtempSync(path.join(os.tmpdir(), 'tessera-dist-'));
const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

beforeAll(async () => {
  env = await createTestEnv();
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Sign in</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big.js'), bigScript);
  writeFileSync(path.join(dist, 'assets', 'big.js.map'), bigScript);
  app = createApp({ deps: env.deps, logger: silentLogger, webDistDir: dist, healthCheck: async () => {} });
});
afterAll(async () => {
  await env.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('HTTP surface', () => {
  it('serves /healthz', async () => {
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('documents every REST route in /api/v1/openapi.json and serves the docs page', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const r of restRoutes) {
      expect(
        doc.paths[r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method],
        `${r.method} ${r.path}`,
      ).toBeDefined();
    }
    const login = doc.paths['/users/login']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const page = await app.request('/api/docs');
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    expect(await (await app.request('/api/docs/init.js')).text()).toContain('/api/v1/openapi.json');
    expect((await app.request('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await app.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });

  it('falls back to the web app for page paths, serves assets, but not for API paths', async () => {
    const page = await app.request('/organizations/abc/vizs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const share = await app.request('/shareDashboard/123');
    expect(await share.text()).toContain('<div id="root">');
    const asset = await app.request('/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await app.request('/api/v1/nope')).status).toBe(404);
    expect(((await (await app.request('/api/v1/nope')).json()) as { success: boolean }).success).toBe(false);
    expect((await app.request('/resources/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect(await (await app.request('/resources/../../etc/passwd')).text()).not.toContain('root:');
  });

  it('sends text assets compressed as the browser accepts, and the same bytes once decoded', async () => {
    const get = (p: string, accept?: string) =>
      app.request(p, accept === undefined ? {} : { headers: { 'Accept-Encoding': accept } });
    const br = await get('/assets/big.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(bigScript.length / 2);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigScript);
    // Asked again: the kept copy, byte for byte.
    expect(Buffer.from(await (await get('/assets/big.js', 'br')).arrayBuffer()).equals(brBytes)).toBe(true);
    const gz = await get('/assets/big.js', 'gzip, deflate, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const plain = await get('/assets/big.js', accept);
      expect(plain.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(await plain.text()).toBe(bigScript);
    }
    // Tiny files and source maps go as they are.
    expect((await get('/assets/app.js', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/assets/big.js.map', 'br')).headers.get('content-encoding')).toBeNull();
    // The page fallback is compressed too when large enough; a small index.html is not.
    const page = await get('/organizations/abc/vizs', 'br');
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the sign-in page for /login and the app for every other page path', async () => {
    for (const path of ['/login', '/login/', '/login?redirect=x'])
      expect(await (await app.request(path)).text(), path).toContain('<title>Sign in</title>');
    for (const path of ['/', '/register', '/loginx', '/login/more', '/organizations/abc'])
      expect(await (await app.request(path)).text(), path).toContain('<div id="root">');
  });

  // The token is set on the answer's own headers after the handler (context.ts): through the Node adapter's
  // own Response class, not only through app.request.
  it('echoes the session token and the security headers on an authenticated JSON answer over HTTP', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    try {
      const json = { 'Content-Type': 'application/json' };
      const user = { username: 'wire', email: 'wire@example.com', password: 'wire-pass-123', name: 'Wire' };
      expect(
        (await fetch(`${base}/sys/setup`, { method: 'POST', headers: json, body: JSON.stringify({ user }) }))
          .status,
      ).toBe(200);
      const login = await fetch(`${base}/users/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: user.username, password: user.password }),
      });
      const token = login.headers.get('authorization');
      expect(token).toMatch(/^Bearer ./);
      const orgs = await fetch(`${base}/orgs`, { headers: { Authorization: token! } });
      expect(orgs.status).toBe(200);
      expect(Number(orgs.headers.get('content-length'))).toBeGreaterThan(0);
      expect(orgs.headers.get('authorization')).toBe(token);
      expect(orgs.headers.get('x-request-id')).toBeTruthy();
      expect(orgs.headers.get('x-content-type-options')).toBe('nosniff');
      expect(((await orgs.json()) as { success: boolean }).success).toBe(true);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
