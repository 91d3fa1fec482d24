import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { importDatart } from './datart-import.service';
import type { DatartImportReport } from './datart-report';

export const datartImportInputSchema = z.object({
  from: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .regex(/^mysql:\/\//i, { error: 'invalid' }),
  key: z.string().max(256).nullish(),
  dryRun: z.boolean().default(false),
});
export type DatartImportInput = z.output<typeof datartImportInputSchema>;

/**
 * The system's first owner: the account made at setup, the oldest one. Moving a whole Datart in writes
 * accounts and organisations across the system, so it is theirs alone (D-datart-import-6).
 */
async function isFirstOwner(ctx: Ctx): Promise<boolean> {
  if (!ctx.actor) return false;
  const [first] = await ctx.deps.db
    .select({ id: users.id })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return first?.id === ctx.actor.userId;
}

/** The flag the Settings screen reads: whether this person may move a Datart over. */
export async function canImportDatart(ctx: Ctx): Promise<boolean> {
  requireActor(ctx);
  return isFirstOwner(ctx);
}

/** Settings → Moving over from Datart: the command's run, for the system's first owner. */
export async function importDatartFromScreen(
  ctx: Ctx,
  input: DatartImportInput,
): Promise<DatartImportReport> {
  requireActor(ctx);
  if (!(await isFirstOwner(ctx))) throw new AppError('FORBIDDEN');
  return importDatart(ctx.deps, { from: input.from, key: input.key ?? undefined, dryRun: input.dryRun });
}
