import { count } from 'drizzle-orm';
import { hashPassword } from '@tessera/auth/server';
import { systemState, users } from '@tessera/db';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import type { SetupInput } from '../auth/accounts.schemas';
import { insertAccount } from '../auth/new-account';
import { createOrgRecord } from '../orgs/create-org-record';
import { toUserBaseInfo, type UserBaseInfo } from '../users/user-view';
import { uniqueViolation } from '../db-errors';

export const systemInfoSchema = z.object({
  version: z.string(),
  /** Minutes, as a string like Datart. */
  tokenTimeout: z.string(),
  mailEnable: z.boolean(),
  registerEnable: z.boolean(),
  tenantManagementMode: z.enum(['PLATFORM', 'TEAM']),
  initialized: z.boolean(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** Databases known to hold users: a system stays initialised once it is (no path removes the last user). */
const initialised = new WeakSet<object>();

export async function isInitialized(ctx: Ctx): Promise<boolean> {
  // Every page load asks (system.info): once true, it is answered without counting the users again.
  if (initialised.has(ctx.deps.db)) return true;
  const [row] = await ctx.deps.db.select({ n: count() }).from(users);
  const yes = (row?.n ?? 0) > 0;
  if (yes) initialised.add(ctx.deps.db);
  return yes;
}

export async function getSystemInfo(ctx: Ctx): Promise<SystemInfo> {
  const c = ctx.deps.config;
  return {
    version: c.version,
    tokenTimeout: String(c.tokenTimeoutMinutes),
    mailEnable: ctx.deps.mailer.smtp,
    registerEnable: c.registerEnabled && c.tenantMode === 'platform',
    tenantManagementMode: c.tenantMode === 'team' ? 'TEAM' : 'PLATFORM',
    initialized: await isInitialized(ctx),
  };
}

/** Creates the first user. Refuses once any user exists; the state row makes concurrent setups race safely. */
export async function setup(ctx: Ctx, input: SetupInput): Promise<UserBaseInfo> {
  if (await isInitialized(ctx)) throw new AppError('ALREADY_INITIALIZED');
  const passwordHash = await hashPassword(input.user.password);
  try {
    const user = await ctx.deps.db.transaction(async (tx) => {
      await tx.insert(systemState).values({ key: 'initialized', value: ctx.deps.clock().toISOString() });
      const u = await insertAccount(ctx, tx, { ...input.user, passwordHash, active: true });
      // Team mode: the setup user founds the one organisation everybody else joins.
      if (ctx.deps.config.tenantMode === 'team')
        await createOrgRecord(tx, { name: ctx.deps.config.teamOrgName, creatorId: u.id });
      return u;
    });
    await audit(ctx, {
      action: 'system.setup',
      targetType: 'USER',
      targetId: user.id,
      actor: { id: user.id, name: user.username },
    });
    return toUserBaseInfo(user);
  } catch (e) {
    if (uniqueViolation(e) === 'system_state_pkey') throw new AppError('ALREADY_INITIALIZED');
    throw e;
  }
}
