import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSecret, SecretError } from './secret';

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the app secret', () => {
  it('refuses a production start with a missing, default or short secret', () => {
    expect(() => resolveSecret({ configured: undefined, production: true, dataDir: tmp() })).toThrow(
      SecretError,
    );
    expect(() => resolveSecret({ configured: 'change-me', production: true, dataDir: tmp() })).toThrow(
      /known default/,
    );
    expect(() => resolveSecret({ configured: 'd@a$t%a^r&a*t', production: false, dataDir: tmp() })).toThrow(
      SecretError,
    );
    expect(() => resolveSecret({ configured: 'short', production: true, dataDir: tmp() })).toThrow(
      SecretError,
    );
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

  it("never makes one up for an external worker: it reads the servers' key or refuses", () => {
    const dir = tmp();
    expect(() =>
      resolveSecret({ configured: undefined, production: false, dataDir: dir, generate: false }),
    ).toThrow(/same secret as the servers/);
    const serverSecret = resolveSecret({ configured: undefined, production: false, dataDir: dir });
    expect(resolveSecret({ configured: undefined, production: false, dataDir: dir, generate: false })).toBe(
      serverSecret,
    );
  });
});
