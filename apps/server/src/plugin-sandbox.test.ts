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

  it('keeps the app’s own CSP on every other page, which frames its own origin only', async () => {
    const res = await app.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'self';");
  });
});

describe('the plugin sandbox on an origin of its own (PLUGIN_SANDBOX_ORIGIN)', () => {
  const origin = 'http://plugins.tessera.test:8080';
  let sandboxed: ReturnType<typeof createApp>;
  beforeAll(() => {
    sandboxed = createApp({
      deps: env.deps,
      logger: silentLogger,
      webDistDir: null,
      pluginSandboxOrigin: origin,
    });
  });

  it('sends the app’s frames on to the sandbox origin, and lets the app frame that origin only', async () => {
    const res = await sandboxed.request('http://bi.tessera.test/plugin-sandbox.html', {
      headers: { host: 'bi.tessera.test' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${origin}/plugin-sandbox.html`);
    const app = await sandboxed.request('http://bi.tessera.test/healthz');
    expect(app.headers.get('content-security-policy')).toContain(`frame-src 'self' ${origin};`);
  });

  it('serves the page itself there, as sandboxed and offline as on the app’s origin', async () => {
    const asked: Record<string, string>[] = [
      { host: 'plugins.tessera.test:8080' },
      { 'x-forwarded-host': 'plugins.tessera.test:8080' },
    ];
    for (const headers of asked) {
      const res = await sandboxed.request('http://127.0.0.1:8080/plugin-sandbox.html', { headers });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp.split(';').map((d) => d.trim())).toContain('sandbox allow-scripts');
      expect(csp).not.toMatch(/connect-src|'self'|https?:|\*/);
      expect(await res.text()).toContain('window.definePlugin');
    }
  });
});
