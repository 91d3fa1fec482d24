import { generateToken, hashToken } from '@tessera/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailTokens } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import type { Ctx } from '../context';
import { AppError } from '../errors';

export type MailTokenPurpose = 'activation' | 'reset' | 'invite';

/** Issues a one-time token; only its hash is stored. */
export async function issueMailToken(
  ctx: Ctx,
  db: DbOrTx,
  input: { purpose: MailTokenPurpose; userId: string; ttlMs: number; payload?: string },
): Promise<string> {
  const token = generateToken(24);
  await db.insert(mailTokens).values({
    id: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    payload: input.payload ?? null,
    expiresAt: new Date(ctx.deps.clock().getTime() + input.ttlMs),
  });
  return token;
}

/** Finds a live token of the given purpose or throws TOKEN_INVALID. */
export async function findMailToken(ctx: Ctx, purpose: MailTokenPurpose, token: string) {
  const rows = await ctx.deps.db
    .select()
    .from(mailTokens)
    .where(
      and(eq(mailTokens.id, hashToken(token)), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt)),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= ctx.deps.clock().getTime()) throw new AppError('TOKEN_INVALID');
  return row;
}

/** Marks a token used; returns false when another request consumed it first. */
export async function consumeMailToken(ctx: Ctx, db: DbOrTx, id: string): Promise<boolean> {
  const done = await db
    .update(mailTokens)
    .set({ usedAt: ctx.deps.clock() })
    .where(and(eq(mailTokens.id, id), isNull(mailTokens.usedAt)))
    .returning({ id: mailTokens.id });
  return done.length === 1;
}

export async function countFailedAttempt(ctx: Ctx, id: string): Promise<void> {
  await ctx.deps.db
    .update(mailTokens)
    .set({ attempts: sql`${mailTokens.attempts} + 1` })
    .where(eq(mailTokens.id, id));
}
