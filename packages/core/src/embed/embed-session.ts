import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { orgEmbedding, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadAccess } from '../permissions/engine';
import { oncePerRequest, subjectCtx } from '../shares/share-access';
import { findNode } from '../viz/viz-tree';
import { embedClaimsSchema, type EmbedClaims } from './embed.schemas';

/** The longest an embed token may still run when it arrives: host apps sign short-lived tokens. */
export const EMBED_MAX_LIFETIME_SECONDS = 24 * 3600;

/** A checked embed call: the token's claims, the viz it names, and whose data rights its queries use. */
export interface EmbedSession {
  claims: EmbedClaims;
  orgId: string;
  vizType: EmbedClaims['resource']['type'];
  vizId: string;
  runAs: Ctx;
}

/**
 * Verifies an embed token on every call (decision D-embed-1): HS256 only, signed with the current secret
 * of the organisation that owns the named chart or board (so a rotation or turning embedding off ends it
 * at once), not expired, and not running more than 24 hours ahead. Its queries use the data rights of the
 * owner who made the secret, who must still be an owner. Every failure of the token itself looks the same.
 */
export function embedSession(ctx: Ctx, token: string): Promise<EmbedSession> {
  return oncePerRequest(ctx, `embed:${token}`, () => checkEmbedSession(ctx, token));
}

async function checkEmbedSession(ctx: Ctx, token: string): Promise<EmbedSession> {
  const invalid = () => new AppError('EMBED_TOKEN_INVALID');
  let unverified: unknown;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw invalid();
  }
  const named = embedClaimsSchema.safeParse(unverified);
  if (!named.success) throw invalid();
  const { type, id } = named.data.resource;
  const node = await findNode(ctx.deps.db, id);
  if (!node || node.isFolder || node.relType !== type || node.status === STATUS.ARCHIVED) throw invalid();
  const [row] = await ctx.deps.db.select().from(orgEmbedding).where(eq(orgEmbedding.orgId, node.orgId));
  if (!row) throw invalid();
  const key = new TextEncoder().encode(await ctx.deps.secrets.sources.decrypt(row.secret));
  const now = ctx.deps.clock();
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: now,
    }));
  } catch {
    throw invalid();
  }
  const claims = embedClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.exp - now.getTime() / 1000 > EMBED_MAX_LIFETIME_SECONDS) throw invalid();
  const runAs = await subjectCtx(ctx, row.createdBy, `embed:${node.orgId}`).catch(() => null);
  if (!runAs || !(await loadAccess(runAs, node.orgId)).isOwner) throw new AppError('EMBED_DISABLED');
  return { claims: claims.data, orgId: node.orgId, vizType: type, vizId: id, runAs };
}
