import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { resolveSecret, SecretError } from './secret';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-secret-'));

describe('the app secret', () => {
  it('refuses a production start with a missing, default or short secret', () => {
    expect(() => resolveSecret({ configured: undefined, production: true, dataDir: tmp() })).toThrow(SecretError);
    expect(() => resolveSecret({ configured: 'change-me', production: true, dataDir: tmp() })).toThrow(/known default/);
    expect(() => resolveSecret({ configured: 'd@a$t%a^r&a*t', production: false, dataDir: tmp() })).toThrow(SecretError);
    expect(() => resolveSecret({ configured: 'short', production: true, dataDir: tmp() })).toThrow(SecretError);
    const good = 'f'.repeat(16) + '0123456789abcdef0123';
    expect(resolveSecret({ configured: good, production: true, dataDir: tmp() })).toBe(good);
  });

  it('generates one secret for the embedded mode and keeps it in DATA_DIR (0600)', () => {
    const dir = tmp();
    const first = resolveSecret({ configured: undefined, production: false, dataDir: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSecret({ configured: undefined, production: false, dataDir: dir })).toBe(first);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });
});

describe('configuration', () => {
  it('has embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, TENANT_MODE: 'platform', publicUrl: 'http://localhost:8080', REGISTER_ACTIVATION: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('fails fast with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty', TENANT_MODE: 'galaxy' })).toThrow(/PORT[\s\S]*TENANT_MODE/);
  });
});
