import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      TENANT_MODE: 'platform',
      publicUrl: 'http://localhost:8080',
      REGISTER_ACTIVATION: true,
      WORKER_MODE: 'embedded',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives the public URL from the port and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(loadEnv({ PUBLIC_URL: 'https://bi.example.com/' }).publicUrl).toBe('https://bi.example.com');
  });

  it('reads the plugin sandbox origin as an origin, and refuses a path or another scheme', () => {
    expect(loadEnv({}).PLUGIN_SANDBOX_ORIGIN).toBeUndefined();
    expect(loadEnv({ PLUGIN_SANDBOX_ORIGIN: 'https://Plugins.Example.net/' }).PLUGIN_SANDBOX_ORIGIN).toBe(
      'https://plugins.example.net',
    );
    for (const bad of ['https://plugins.example.net/sandbox', 'ftp://plugins.example.net', 'plugins'])
      expect(() => loadEnv({ PLUGIN_SANDBOX_ORIGIN: bad })).toThrow(/PLUGIN_SANDBOX_ORIGIN/);
  });

  it('fails fast with one readable message naming every bad setting', () => {
    const message = (() => {
      try {
        loadEnv({ PORT: 'eighty', TENANT_MODE: 'galaxy' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/TENANT_MODE:/);
  });
});
