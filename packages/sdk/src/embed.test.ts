import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signEmbedToken } from './embed';

const secret = 'k'.repeat(43);
const resource = { type: 'DASHBOARD' as const, id: 'a'.repeat(32) };

describe('signEmbedToken', () => {
  it('signs HS256 with the secret, the claims Tessera reads, and a 10-minute expiry by default', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const token = await signEmbedToken(secret, { resource, variables: { country: ['France'] } }, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { currentDate: now });
    expect(payload).toMatchObject({ resource, variables: { country: ['France'] }, filters: {} });
    expect(payload.exp! - payload.iat!).toBe(600);
    await expect(
      jwtVerify(token, new TextEncoder().encode('x'.repeat(43)), { currentDate: now }),
    ).rejects.toThrow();
  });

  it('takes a lifetime and fixed filters', async () => {
    const now = new Date();
    const token = await signEmbedToken(
      secret,
      { resource, filters: { channel: 'Online' }, expiresInSeconds: 60 },
      now,
    );
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { currentDate: now });
    expect(payload.filters).toEqual({ channel: 'Online' });
    expect(payload.exp! - payload.iat!).toBe(60);
  });
});
