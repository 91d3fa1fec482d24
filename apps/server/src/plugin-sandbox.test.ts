import { createTestEnv, silentLogger, type TestEnv } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

let env: TestEnv;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  env = await createTestEnv();
  app = createApp({ deps: env.deps, logger: silentLogger, webDistDir: null });
});
afterAll(() => env.close());

describe('the plugin sandbox page', () => {
  it('is served with its own CSP: sandboxed, no network, inline scripts only', async () => {
    const res = await app.request('/plugin-sandbox.html');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain('sandbox allow-scripts');
    expect(directives).toContain("script-src 'unsafe-inline'");
    // Nothing may open a connection: no connect-src, and no source names a host or 'self'.
    expect(csp).not.toMatch(/connect-src|'self'|https?:|\*/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('window.definePlugin');
    expect(html).toContain("post({ type: 'hello' })");
  });

  it('keeps the app’s own CSP on every other page', async () => {
    const res = await app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
