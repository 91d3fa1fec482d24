import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Values that must never sign anything: documented examples and well-known defaults (Datart's included). */
const SENTINELS = new Set([
  '',
  'change-me',
  'changeme',
  'CHANGE_ME',
  'secret',
  'tessera',
  'd@a$t%a^r&a*t',
  'replace-with-a-long-random-string',
]);

export class SecretError extends Error {}

/**
 * The app secret. Production needs TESSERA_SECRET (≥ 32 characters, not a known default) and refuses
 * to start otherwise; outside production a random secret is generated once and kept in DATA_DIR.
 * An external worker (`generate: false`) never makes one up: it must decrypt what the servers sealed,
 * so it takes TESSERA_SECRET or the servers' DATA_DIR/secret.key.
 */
export function resolveSecret(opts: {
  configured: string | undefined;
  production: boolean;
  dataDir: string;
  generate?: boolean;
}): string {
  const configured = opts.configured?.trim();
  if (configured !== undefined && configured !== '') {
    if (SENTINELS.has(configured) || configured.length < 32) {
      throw new SecretError(
        'TESSERA_SECRET is a known default or shorter than 32 characters; set a long random value (e.g. `openssl rand -hex 32`).',
      );
    }
    return configured;
  }
  if (opts.production) {
    throw new SecretError(
      'TESSERA_SECRET is required in production (NODE_ENV=production). Generate one with `openssl rand -hex 32`.',
    );
  }
  const file = path.join(opts.dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (opts.generate === false) {
    throw new SecretError(
      `TESSERA_SECRET is not set and ${file} does not exist; an external worker needs the same secret as the servers.`,
    );
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
