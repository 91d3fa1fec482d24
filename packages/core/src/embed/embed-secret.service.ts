import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orgEmbedding, users } from '@tessera/db';
import type { Ctx } from '../context';
import { audit } from '../audit/audit';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { requireMember, requireOwner } from '../permissions/engine';

export interface EmbeddingStatus {
  enabled: boolean;
  createdAt: Date | null;
  createdBy: string | null;
  can: { manage: boolean };
}

/**
 * Whether the organisation embeds, since when and by whom; never the secret. Members may see it (the
 * settings screen reads it); only owners change it.
 */
export async function embeddingStatus(ctx: Ctx, { orgId }: OrgIdInput): Promise<EmbeddingStatus> {
  const access = await requireMember(ctx, orgId);
  const [row] = await ctx.deps.db
    .select({ createdAt: orgEmbedding.createdAt, by: users.name, username: users.username })
    .from(orgEmbedding)
    .leftJoin(users, eq(users.id, orgEmbedding.createdBy))
    .where(eq(orgEmbedding.orgId, orgId));
  return {
    enabled: !!row,
    createdAt: row?.createdAt ?? null,
    createdBy: row ? (row.by ?? row.username ?? null) : null,
    can: { manage: access.isOwner },
  };
}

/**
 * A new embedding secret (256 random bits, base64url), answered this once and kept sealed. It replaces
 * the previous one, so every embed signed with that one stops at its next call. Embedded queries run with
 * the data rights of the owner who made it, restricted by the token's row values.
 */
export async function createEmbeddingSecret(
  ctx: Ctx,
  { orgId }: OrgIdInput,
): Promise<{ secret: string; createdAt: Date }> {
  const access = await requireOwner(ctx, orgId);
  const secret = randomBytes(32).toString('base64url');
  const sealed = await ctx.deps.secrets.sources.encrypt(secret);
  const now = ctx.deps.clock();
  const rotated = await ctx.deps.db.transaction(async (tx) => {
    const old = await tx.delete(orgEmbedding).where(eq(orgEmbedding.orgId, orgId)).returning();
    await tx.insert(orgEmbedding).values({ orgId, secret: sealed, createdBy: access.userId, createdAt: now });
    return old.length > 0;
  });
  await audit(ctx, {
    action: rotated ? 'embedding.rotate' : 'embedding.create',
    orgId,
    targetType: 'ORGANIZATION',
    targetId: orgId,
  });
  return { secret, createdAt: now };
}

/** Turns embedding off: every embed of the organisation stops at its next call. */
export async function deleteEmbeddingSecret(ctx: Ctx, { orgId }: OrgIdInput): Promise<boolean> {
  await requireOwner(ctx, orgId);
  const gone = await ctx.deps.db.delete(orgEmbedding).where(eq(orgEmbedding.orgId, orgId)).returning();
  if (gone.length)
    await audit(ctx, { action: 'embedding.delete', orgId, targetType: 'ORGANIZATION', targetId: orgId });
  return true;
}
