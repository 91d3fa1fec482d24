import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { auditLog, memberships, orgSettings, userSettings } from '@tessera/db';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { isMember } from '../orgs/members.service';
import { orgIdSchema } from '../orgs/orgs.schemas';
import { requireActor, requireMember, requireModule, requireOwner } from '../permissions/engine';
import { id32, parse } from '../validation';
import {
  auditQuerySchema,
  orgSettingInputSchema,
  orgSettingUpdateInputSchema,
  userSettingInputSchema,
} from './settings.schemas';

/** Rows cap for downloads when an organisation has not set its own. */
export const DEFAULT_DOWNLOAD_RECORD_LIMIT = 1_000_000;

type OrgSettingRow = typeof orgSettings.$inferSelect;
const orgView = (r: OrgSettingRow) => ({ id: r.id, orgId: r.orgId, type: r.type, config: r.config });

export async function listOrgSettings(ctx: Ctx, rawInput: unknown) {
  const { orgId } = parse(orgIdSchema, rawInput);
  await requireMember(ctx, orgId);
  return (await ctx.deps.db.select().from(orgSettings).where(eq(orgSettings.orgId, orgId))).map(orgView);
}

/** Creates or replaces one setting of an organisation (the settings module). */
export async function saveOrgSetting(ctx: Ctx, rawInput: unknown) {
  const input = parse(orgSettingInputSchema, rawInput);
  await requireModule(ctx, input.orgId, 'ORG_SETTINGS');
  const [row] = await ctx.deps.db
    .insert(orgSettings)
    .values({ orgId: input.orgId, type: input.type, config: input.config })
    .onConflictDoUpdate({
      target: [orgSettings.orgId, orgSettings.type],
      set: { config: input.config, updatedAt: ctx.deps.clock() },
    })
    .returning();
  await audit(ctx, {
    action: 'settings.update',
    orgId: input.orgId,
    targetType: 'ORG_SETTING',
    targetId: row!.id,
    detail: { type: input.type, config: input.config },
  });
  return orgView(row!);
}

export async function updateOrgSetting(ctx: Ctx, rawInput: unknown) {
  const input = parse(orgSettingUpdateInputSchema, rawInput);
  const [existing] = await ctx.deps.db
    .select()
    .from(orgSettings)
    .where(and(eq(orgSettings.id, input.id), eq(orgSettings.orgId, input.orgId)));
  if (!existing) {
    await requireMember(ctx, input.orgId);
    throw new AppError('NOT_FOUND', { entity: 'setting' });
  }
  return saveOrgSetting(ctx, input);
}

export async function deleteOrgSetting(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  const { id } = parse(z.object({ id: id32() }), rawInput);
  requireActor(ctx);
  const [existing] = await ctx.deps.db.select().from(orgSettings).where(eq(orgSettings.id, id));
  if (!existing) throw new AppError('NOT_FOUND', { entity: 'setting' });
  await requireModule(ctx, existing.orgId, 'ORG_SETTINGS');
  await ctx.deps.db.delete(orgSettings).where(eq(orgSettings.id, id));
  await audit(ctx, {
    action: 'settings.update',
    orgId: existing.orgId,
    targetType: 'ORG_SETTING',
    targetId: id,
    detail: { type: existing.type, deleted: true },
  });
  return true;
}

export async function downloadRecordLimit(ctx: Ctx, orgId: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ config: orgSettings.config })
    .from(orgSettings)
    .where(and(eq(orgSettings.orgId, orgId), eq(orgSettings.type, 'DOWNLOAD_RECORD_LIMIT')));
  const n = Number(row?.config);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DOWNLOAD_RECORD_LIMIT;
}

type UserSettingRow = typeof userSettings.$inferSelect;
const userView = (r: UserSettingRow) => ({
  id: r.id,
  userId: r.userId,
  relType: r.relType,
  relId: r.relId,
  config: r.config,
});

export async function listUserSettings(ctx: Ctx) {
  requireActor(ctx);
  return (await ctx.deps.db.select().from(userSettings).where(eq(userSettings.userId, ctx.actor.userId))).map(
    userView,
  );
}

/** Saves one of the caller's settings; the last visited organisation must be one of theirs. */
export async function saveUserSetting(ctx: Ctx, rawInput: unknown) {
  requireActor(ctx);
  const input = parse(userSettingInputSchema, rawInput);
  if (
    input.relType === 'LAST_VISITED_ORGANIZATION' &&
    (!input.relId || !(await isMember(ctx.deps.db, input.relId, ctx.actor.userId)))
  ) {
    throw new AppError('FORBIDDEN');
  }
  const [row] = await ctx.deps.db
    .insert(userSettings)
    .values({
      userId: ctx.actor.userId,
      relType: input.relType,
      relId: input.relId ?? null,
      config: input.config ?? null,
    })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.relType],
      set: { relId: input.relId ?? null, config: input.config ?? null, updatedAt: ctx.deps.clock() },
    })
    .returning();
  return userView(row!);
}

export async function deleteUserSetting(ctx: Ctx, rawInput: unknown): Promise<boolean> {
  requireActor(ctx);
  const { id } = parse(z.object({ id: id32() }), rawInput);
  const done = await ctx.deps.db
    .delete(userSettings)
    .where(and(eq(userSettings.id, id), eq(userSettings.userId, ctx.actor.userId)))
    .returning();
  if (!done.length) throw new AppError('NOT_FOUND', { entity: 'setting' });
  return true;
}

const SIGN_IN_ACTIONS = ['user.login', 'user.oauth_login', 'user.logout'];

/** The organisation's audit log, newest first (owners only), with its members' sign-ins. */
export async function listAuditLog(ctx: Ctx, rawInput: unknown) {
  const input = parse(auditQuerySchema, rawInput);
  await requireOwner(ctx, input.orgId);
  // Sign-ins belong to no organisation; each organisation sees those of its own members.
  const members = ctx.deps.db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(eq(memberships.orgId, input.orgId));
  const signIns = and(
    isNull(auditLog.orgId),
    inArray(auditLog.action, SIGN_IN_ACTIONS),
    inArray(auditLog.actorId, members),
  );
  const scope = or(eq(auditLog.orgId, input.orgId), signIns);
  const where = input.action ? and(scope, eq(auditLog.action, input.action)) : scope;
  const [total] = await ctx.deps.db.select({ n: count() }).from(auditLog).where(where);
  const rows = await ctx.deps.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorId: r.actorId,
      actorName: r.actorName,
      targetType: r.targetType,
      targetId: r.targetId,
      detail: r.detail,
      ip: r.ip,
      createdAt: r.createdAt,
    })),
    pageInfo: { pageNo: input.pageNo, pageSize: input.pageSize, total: total?.n ?? 0 },
  };
}
