import { describe, expect, it } from 'vitest';
import { generateNumericCode, generateToken, hashToken } from './tokens';
import { hashPassword, verifyPassword } from './password';
import { createSecretBox } from './secret-box';

describe('tokens', () => {
  it('generates distinct tokens whose stored id is a sha-256 hex digest', () => {
    const a = generateToken();
    const b = generateToken();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toBe(hashToken(b));
  });

  it('generates numeric codes of the requested length', () => {
    expect(generateNumericCode(6)).toMatch(/^\d{6}$/);
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('s3cret!');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 's3cret!')).toBe(true);
    expect(await verifyPassword(h, 's3cret?')).toBe(false);
    expect(await verifyPassword('not-a-hash', 's3cret!')).toBe(false);
  });
});

describe('secret box', () => {
  it('round-trips and refuses a value sealed with another secret', async () => {
    const box = await createSecretBox('a'.repeat(40), 'sources');
    const other = await createSecretBox('b'.repeat(40), 'sources');
    const sealed = await box.encrypt('pa$$word');
    expect(box.isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('pa$$word');
    expect(await box.decrypt(sealed)).toBe('pa$$word');
    await expect(other.decrypt(sealed)).rejects.toThrow();
  });
});
