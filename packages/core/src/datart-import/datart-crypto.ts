import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/** How Datart marks a source property it stored encrypted. */
export const DATART_ENCRYPTED = '_encrypted_';

/**
 * Datart's AES key: Java's `SHA1PRNG` seeded with the secret (`datart.security.token.secret`) and asked
 * for 128 bits yields the first 16 bytes of SHA-1(SHA-1(secret)).
 */
function datartKey(secret: string): Buffer {
  const once = createHash('sha1').update(secret, 'utf8').digest();
  return createHash('sha1').update(once).digest().subarray(0, 16);
}

/**
 * Opens one `_encrypted_…` value (AES-128, ECB, PKCS#5 padding, Base64 — Java's `Cipher.getInstance("AES")`).
 * Null when the key is not the one it was sealed with (bad padding or text that is not UTF-8).
 */
export function datartDecrypt(value: string, secret: string): string | null {
  const body = value.startsWith(DATART_ENCRYPTED) ? value.slice(DATART_ENCRYPTED.length) : value;
  try {
    const decipher = createDecipheriv('aes-128-ecb', datartKey(secret), null);
    const out = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch {
    return null;
  }
}

/** The reverse, for fixtures: what Datart writes for `plain` under `secret`. */
export function datartEncrypt(plain: string, secret: string): string {
  const cipher = createCipheriv('aes-128-ecb', datartKey(secret), null);
  return DATART_ENCRYPTED + Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
