import { decodeBase64, encodeBase64 } from '@oslojs/encoding';

/**
 * AES-256-GCM with a key derived from the app secret (HKDF-SHA-256, per purpose).
 * Ciphertexts look like `enc:v1:<base64(iv|ciphertext|tag)>`.
 */
export interface SecretBox {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
  isSealed(value: string): boolean;
}

const PREFIX = 'enc:v1:';

export async function createSecretBox(secret: string, purpose: string): Promise<SecretBox> {
  const baseKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  const key = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode('tessera'),
      info: new TextEncoder().encode(purpose),
    },
    baseKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return {
    isSealed: (value) => value.startsWith(PREFIX),
    async encrypt(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
      );
      const out = new Uint8Array(iv.length + data.length);
      out.set(iv);
      out.set(data, iv.length);
      return PREFIX + encodeBase64(out);
    },
    async decrypt(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('Not a sealed value');
      const raw = decodeBase64(sealed.slice(PREFIX.length));
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: raw.slice(0, 12) },
        key,
        raw.slice(12),
      );
      return new TextDecoder().decode(plain);
    },
  };
}
