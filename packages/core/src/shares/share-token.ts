import type { Ctx } from '../context';
import { AppError } from '../errors';

/**
 * What a share token carries (decisions D-share-1, D-share-10): the share, the one view it may query (or
 * none: the viz token), the signed-in visitor it was issued to (every LOGIN share), whose rules its
 * queries run under, the page session it belongs to, the share's version when it was issued, and when it
 * stops being accepted. Sealed with AES-GCM under a key derived from TESSERA_SECRET for this purpose only,
 * so it cannot be read or altered; the share itself is re-checked in the database on every call, and a
 * token of an older version of the share is refused.
 */
export interface ShareClaims {
  /** The share. */
  s: string;
  /** The view an execute token may query; null for the page's own (viz) token. */
  v: string | null;
  /** The signed-in visitor of a LOGIN share; null for NONE and CODE. */
  u: string | null;
  /** Whose rules the queries run under: CREATOR or VISITOR, as the share said when the token was issued. */
  r: string;
  /** The page session: one random id per bootstrap, shared by the tokens of one opening. */
  n: string;
  /** The share's version when the token was issued. */
  k: number;
  /** Not accepted after this time (epoch ms). */
  e: number;
}

const TOKEN_HOURS = 12;

/** A new page session id (128 random bits). */
export const newShareSession = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');

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
  if (
    typeof claims.s !== 'string' ||
    typeof claims.e !== 'number' ||
    typeof claims.n !== 'string' ||
    claims.e < ctx.deps.clock().getTime()
  )
    throw new AppError('SHARE_TOKEN_INVALID');
  return claims;
}
