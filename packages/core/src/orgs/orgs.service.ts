import { and, eq, sql } from 'drizzle-orm';
import { memberships, organizations, roleMembers, roles, userSettings } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { audit } from '../audit/audit';
import { uniqueViolation } from '../db-errors';
import { removeReplacedImage, storeImage } from '../files/images';
import { requireActor, requireMember, requireModule, requireOwner } from '../permissions/engine';
import { parse } from '../validation';
import { createOrgRecord } from './create-org-record';
import { timeZoneView } from './org-time-zone';

export { setOrgTimeZone } from './org-time-zone';
import {
  orgIdSchema,
  type CheckOrgNameInput,
  type CreateOrgInput,
  type DeleteOrgInput,
  type OrgIdInput,
  type UpdateOrgInput,
} from './orgs.schemas';

export type OrgRow = typeof organizations.$inferSelect;
export interface OrgView {
  id: string;
  name: string;
  description: string | null;
  avatar: string | null;
  createdBy: string | null;
  timeZone: string | null;
  effectiveTimeZone: string;
}
export type MyOrgView = OrgView & { orgOwner: boolean };

const view = (o: OrgRow): OrgView => ({
  id: o.id,
  name: o.name,
  description: o.description,
  avatar: o.avatar,
  createdBy: o.createdBy,
  // Beyond Datart's shape: the organisation's time zone for its schedules (null: the server's).
  ...timeZoneView(o.timeZone),
});

async function nameTaken(ctx: Ctx, name: string, exceptId?: string) {
  const rows = await ctx.deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(sql`lower(${organizations.name})`, name.toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}

/** Organisations the caller belongs to, with their ownership flag. */
export async function listMyOrgs(ctx: Ctx): Promise<MyOrgView[]> {
  requireActor(ctx);
  const rows = await ctx.deps.db
    .select({
      org: organizations,
      owner: sql<boolean>`exists (select 1 from ${roleMembers} rm join ${roles} r on r.id = rm.role_id where rm.user_id = ${ctx.actor.userId} and r.org_id = ${organizations.id} and r.type = 'ORG_OWNER')`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(memberships.userId, ctx.actor.userId))
    .orderBy(sql`lower(${organizations.name})`, organizations.id);
  return rows.map((r) => ({ ...view(r.org), orgOwner: Boolean(r.owner) }));
}

export async function getOrg(ctx: Ctx, { orgId }: OrgIdInput): Promise<MyOrgView> {
  const access = await requireMember(ctx, orgId);
  const [org] = await ctx.deps.db.select().from(organizations).where(eq(organizations.id, orgId));
  return { ...view(org!), orgOwner: access.isOwner };
}

export async function checkOrgName(ctx: Ctx, { name }: CheckOrgNameInput): Promise<boolean> {
  requireActor(ctx);
  if (await nameTaken(ctx, name)) throw new AppError('NAME_EXISTS');
  return true;
}

/** Creates an organisation whose owner is the caller (platform mode only). */
export async function createOrg(ctx: Ctx, input: CreateOrgInput): Promise<MyOrgView> {
  requireActor(ctx);
  if (ctx.deps.config.tenantMode === 'team') throw new AppError('PLATFORM_MODE_ONLY');
  if (await nameTaken(ctx, input.name))
    throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });
  const org = await ctx.deps.db
    .transaction((tx) =>
      createOrgRecord(tx, {
        name: input.name,
        description: input.description ?? null,
        creatorId: ctx.actor.userId,
      }),
    )
    .catch((e: unknown) => {
      if (uniqueViolation(e)) throw new AppError('NAME_EXISTS');
      throw e;
    });
  await audit(ctx, {
    action: 'org.create',
    orgId: org.id,
    targetType: 'ORGANIZATION',
    targetId: org.id,
    detail: { name: org.name },
  });
  return { ...view(org), orgOwner: true };
}

export async function updateOrg(ctx: Ctx, input: UpdateOrgInput): Promise<OrgView> {
  await requireModule(ctx, input.orgId, 'ORG_SETTINGS');
  if (await nameTaken(ctx, input.name, input.orgId))
    throw new AppError('NAME_EXISTS', {}, { fields: [{ path: 'name', message: 'nameExists' }] });
  const patch: Partial<OrgRow> = { name: input.name, updatedAt: ctx.deps.clock() };
  if (input.description !== undefined) patch.description = input.description;
  const [org] = await ctx.deps.db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, input.orgId))
    .returning();
  await audit(ctx, {
    action: 'org.update',
    orgId: input.orgId,
    targetType: 'ORGANIZATION',
    targetId: input.orgId,
    detail: { name: input.name },
  });
  return view(org!);
}

/** Deletes an organisation and everything in it. The owner must type its exact name. */
export async function deleteOrg(ctx: Ctx, input: DeleteOrgInput): Promise<boolean> {
  await requireOwner(ctx, input.orgId);
  if (ctx.deps.config.tenantMode === 'team') throw new AppError('PLATFORM_MODE_ONLY');
  const [org] = await ctx.deps.db.select().from(organizations).where(eq(organizations.id, input.orgId));
  if (!org || org.name !== input.confirmName) {
    throw new AppError(
      'CONFIRM_NAME_MISMATCH',
      {},
      { fields: [{ path: 'confirmName', message: 'invalid' }] },
    );
  }
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .delete(userSettings)
      .where(and(eq(userSettings.relType, 'LAST_VISITED_ORGANIZATION'), eq(userSettings.relId, input.orgId)));
    await tx.delete(organizations).where(eq(organizations.id, input.orgId));
  });
  if (org.avatar)
    await ctx.deps.files
      .remove(org.avatar)
      .catch((err: unknown) => ctx.deps.logger.warn({ err, path: org.avatar }, 'leftover file not removed'));
  await audit(ctx, {
    action: 'org.delete',
    orgId: null,
    targetType: 'ORGANIZATION',
    targetId: input.orgId,
    detail: { name: org.name },
  });
  return true;
}

export async function setOrgAvatar(ctx: Ctx, orgId: string, file: { data: Uint8Array }): Promise<string> {
  parse(orgIdSchema, { orgId });
  await requireModule(ctx, orgId, 'ORG_SETTINGS');
  const relPath = await storeImage(ctx.deps, `resources/org/avatar/${orgId}`, file.data);
  const [old] = await ctx.deps.db
    .select({ avatar: organizations.avatar })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  await ctx.deps.db
    .update(organizations)
    .set({ avatar: relPath, updatedAt: ctx.deps.clock() })
    .where(eq(organizations.id, orgId));
  await removeReplacedImage(ctx.deps, 'resources/org/avatar', old?.avatar);
  return relPath;
}
