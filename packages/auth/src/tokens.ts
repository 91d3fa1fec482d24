import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A random bearer token: 20 bytes, base32 (the Lucia recipe). */
export function generateToken(bytes = 20): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return encodeBase32LowerCaseNoPadding(buf);
}

/** The id under which a token is stored: hex sha-256 of the token, so a database leak yields no sessions. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** A short numeric code for people to type (password reset). */
export function generateNumericCode(digits = 6): string {
  const buf = new Uint32Array(digits);
  crypto.getRandomValues(buf);
  return Array.from(buf, (n) => String(n % 10)).join('');
}

/** Constant-time string comparison for secrets of equal length. */
export function timingSafeEqualString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
