import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { auditLog, memberships, orgSettings, userSettings } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { isMember } from '../orgs/members.service';
import type { OrgIdInput } from '../orgs/orgs.schemas';
import { requireActor, requireMember, requireModule, requireOwner } from '../permissions/engine';
import type {
  AuditQueryInput,
  OrgSettingInput,
  OrgSettingUpdateInput,
  SettingIdInput,
  UserSettingInput,
} from './settings.schemas';

/** Rows cap for downloads when an organisation has not set its own. */
export const DEFAULT_DOWNLOAD_RECORD_LIMIT = 1_000_000;

type OrgSettingRow = typeof orgSettings.$inferSelect;
export interface OrgSettingView {
  id: string;
  orgId: string;
  type: string;
  config: string | null;
}
const orgView = (r: OrgSettingRow): OrgSettingView => ({
  id: r.id,
  orgId: r.orgId,
  type: r.type,
  config: r.config,
});

export async function listOrgSettings(ctx: Ctx, { orgId }: OrgIdInput): Promise<OrgSettingView[]> {
  await requireMember(ctx, orgId);
  return (await ctx.deps.db.select().from(orgSettings).where(eq(orgSettings.orgId, orgId))).map(orgView);
}

/** Creates or replaces one setting of an organisation (the settings module). */
export async function saveOrgSetting(ctx: Ctx, input: OrgSettingInput): Promise<OrgSettingView> {
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

export async function updateOrgSetting(ctx: Ctx, input: OrgSettingUpdateInput): Promise<OrgSettingView> {
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

export async function deleteOrgSetting(ctx: Ctx, { id }: SettingIdInput): Promise<boolean> {
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
export interface UserSettingView {
  id: string;
  userId: string;
  relType: string;
  relId: string | null;
  config: string | null;
}
const userView = (r: UserSettingRow): UserSettingView => ({
  id: r.id,
  userId: r.userId,
  relType: r.relType,
  relId: r.relId,
  config: r.config,
});

export async function listUserSettings(ctx: Ctx): Promise<UserSettingView[]> {
  requireActor(ctx);
  return (await ctx.deps.db.select().from(userSettings).where(eq(userSettings.userId, ctx.actor.userId))).map(
    userView,
  );
}

/** Saves one of the caller's settings; the last visited organisation must be one of theirs. */
export async function saveUserSetting(ctx: Ctx, input: UserSettingInput): Promise<UserSettingView> {
  requireActor(ctx);
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

export async function deleteUserSetting(ctx: Ctx, { id }: SettingIdInput): Promise<boolean> {
  requireActor(ctx);
  const done = await ctx.deps.db
    .delete(userSettings)
    .where(and(eq(userSettings.id, id), eq(userSettings.userId, ctx.actor.userId)))
    .returning();
  if (!done.length) throw new AppError('NOT_FOUND', { entity: 'setting' });
  return true;
}

const SIGN_IN_ACTIONS = ['user.login', 'user.oauth_login', 'user.logout'];

/** The organisation's audit log, newest first (owners only), with its members' sign-ins. */
export interface AuditLogPage {
  rows: {
    id: string;
    action: string;
    actorId: string | null;
    actorName: string | null;
    targetType: string | null;
    targetId: string | null;
    detail: unknown;
    ip: string | null;
    createdAt: Date;
  }[];
  pageInfo: { pageNo: number; pageSize: number; total: number };
}

export async function listAuditLog(ctx: Ctx, input: AuditQueryInput): Promise<AuditLogPage> {
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
