import type { Ctx } from '../context';
import { AppError } from '../errors';

/**
 * What a share token carries (decision D-share-1): the share, the one view it may query (or none: the
 * viz token), the signed-in visitor it was issued to (VISITOR rights), and when it stops being accepted.
 * Sealed with AES-GCM under a key derived from TESSERA_SECRET for this purpose only, so it cannot be
 * read or altered; the share itself is re-checked in the database on every call.
 */
export interface ShareClaims {
  s: string;
  v: string | null;
  u: string | null;
  e: number;
}

const TOKEN_HOURS = 12;

export async function sealShareToken(ctx: Ctx, claims: Omit<ShareClaims, 'e'>): Promise<string> {
  const e = ctx.deps.clock().getTime() + TOKEN_HOURS * 3600_000;
  return ctx.deps.secrets.shares.encrypt(JSON.stringify({ ...claims, e }));
}

/** The claims of a token issued by this server and not past its time; anything else is 401. */
export async function openShareToken(ctx: Ctx, token: string): Promise<ShareClaims> {
  let claims: ShareClaims;
  try {
    claims = JSON.parse(await ctx.deps.secrets.shares.decrypt(token)) as ShareClaims;
  } catch {
    throw new AppError('SHARE_TOKEN_INVALID');
  }
  if (typeof claims.s !== 'string' || typeof claims.e !== 'number' || claims.e < ctx.deps.clock().getTime())
    throw new AppError('SHARE_TOKEN_INVALID');
  return claims;
}
