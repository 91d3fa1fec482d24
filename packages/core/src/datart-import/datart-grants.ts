import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashToken } from '@tessera/auth';
import { columnPermissions, permissions, schedules, shares, variableValues } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { nextFire } from '../schedules/cron';
import { orgTimeZone } from '../schedules/schedule-view';
import type { AccountMap } from './datart-accounts';
import type { DatartData, DatartRow } from './datart-schema';
import type { Tally } from './datart-report';
import { bool, jsonStrings, num, str } from './datart-values';

/** What the content step wrote: ids moved per kind, and Datart's viz node ids mapped to their items. */
export interface ContentMap {
  ids: Set<string>;
  nodeIds: Map<string, string>;
}

type Outcome = 'create' | 'update' | 'unchanged';
const outcomeOf = (before: unknown, after: unknown): Outcome =>
  before === undefined ? 'create' : JSON.stringify(before) === JSON.stringify(after) ? 'unchanged' : 'update';

/** Datart's bit masks are Tessera's (ENABLE 1, READ 2, MANAGE 6, GRANT 10, DOWNLOAD 34, SHARE 66, CREATE 134). */
async function writePermissions(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, c: ContentMap) {
  for (const r of d.rel_role_resource) {
    const roleId = String(r.role_id);
    const orgId = m.roles.get(roleId);
    if (!orgId) continue;
    const raw = String(r.resource_id ?? '*');
    const resourceId = c.nodeIds.get(raw) ?? raw;
    const values = {
      orgId,
      roleId,
      resourceType: String(r.resource_type),
      resourceId,
      permission: num(r.permission),
    };
    const [before] = await tx
      .select({ permission: permissions.permission })
      .from(permissions)
      .where(
        and(
          eq(permissions.roleId, roleId),
          eq(permissions.resourceType, values.resourceType),
          eq(permissions.resourceId, resourceId),
        ),
      );
    const outcome = outcomeOf(before?.permission, values.permission);
    t.add('PERMISSION', outcome);
    if (outcome === 'unchanged') continue;
    await tx
      .insert(permissions)
      .values(values)
      .onConflictDoUpdate({
        target: [permissions.roleId, permissions.resourceType, permissions.resourceId],
        set: { permission: values.permission, updatedAt: sql`now()` },
      });
  }
}

/** Column rules name a role (a member's PER_USER role for a member). */
async function writeColumnRules(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, c: ContentMap) {
  for (const r of d.rel_subject_columns) {
    const viewId = String(r.view_id);
    if (!c.ids.has(viewId)) continue;
    let roleId = String(r.subject_id);
    if (!m.roles.has(roleId)) {
      const userId = m.users.get(roleId);
      const orgIds = [...m.orgs].filter((o) => userId && m.perUser.has(`${o}:${userId}`));
      roleId = orgIds.length && userId ? m.perUser.get(`${orgIds[0]}:${userId}`)! : '';
    }
    const orgId = m.roles.get(roleId);
    if (!orgId) continue;
    const columns = jsonStrings(r.column_permission) ?? [];
    const [before] = await tx
      .select({ columns: columnPermissions.columns })
      .from(columnPermissions)
      .where(and(eq(columnPermissions.viewId, viewId), eq(columnPermissions.roleId, roleId)));
    const outcome = outcomeOf(before?.columns, columns);
    t.add('COLUMN_RULE', outcome);
    if (outcome === 'unchanged') continue;
    await tx
      .insert(columnPermissions)
      .values({ orgId, viewId, roleId, columns })
      .onConflictDoUpdate({
        target: [columnPermissions.viewId, columnPermissions.roleId],
        set: { columns, updatedAt: sql`now()` },
      });
  }
}

/** A variable's value per role or member: the row rules of PERMISSION variables. */
async function writeVariableValues(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, c: ContentMap) {
  for (const r of d.rel_variable_subject) {
    const variableId = String(r.variable_id);
    if (!c.ids.has(variableId)) continue;
    const subjectType = r.subject_type === 'ROLE' ? 'ROLE' : 'USER';
    const subjectId =
      subjectType === 'ROLE'
        ? m.roles.has(String(r.subject_id))
          ? String(r.subject_id)
          : null
        : (m.users.get(String(r.subject_id)) ?? null);
    if (!subjectId) continue;
    const value = jsonStrings(r.value);
    const useDefaultValue = bool(r.use_default_value);
    const [before] = await tx
      .select({ value: variableValues.value, useDefaultValue: variableValues.useDefaultValue })
      .from(variableValues)
      .where(
        and(
          eq(variableValues.variableId, variableId),
          eq(variableValues.subjectType, subjectType),
          eq(variableValues.subjectId, subjectId),
        ),
      );
    const outcome = outcomeOf(before, before ? { value, useDefaultValue } : undefined);
    t.add('VARIABLE_VALUE', outcome);
    if (outcome === 'unchanged') continue;
    await tx
      .insert(variableValues)
      .values({ variableId, subjectType, subjectId, value, useDefaultValue })
      .onConflictDoUpdate({
        target: [variableValues.variableId, variableValues.subjectType, variableValues.subjectId],
        set: { value, useDefaultValue, updatedAt: sql`now()` },
      });
  }
}

/** Datart's share `roles`: `r<role id>` for roles, `u<PER_USER role id>` for members. */
function shareSubjects(r: DatartRow, d: DatartData, m: AccountMap) {
  const out = { roles: [] as string[], users: [] as string[] };
  for (const s of jsonStrings(r.roles) ?? []) {
    const id = s.slice(1);
    if (s[0] === 'r' && m.roles.has(id)) out.roles.push(id);
    if (s[0] === 'u') {
      const role = d.role.find((x) => x.id === id);
      const user = role ? m.users.get(String(role.create_by)) : undefined;
      if (user) out.users.push(user);
    }
  }
  return out;
}

async function existingOf(tx: DbOrTx, t: typeof shares | typeof schedules, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: t.id, orgId: t.orgId })
    .from(t as typeof shares)
    .where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, r.orgId]));
}

/** Share links keep their id, so links handed out by Datart keep opening. Codes are stored hashed. */
async function writeShares(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, c: ContentMap) {
  const here = await existingOf(
    tx,
    shares,
    d.share.map((s) => String(s.id)),
  );
  for (const r of d.share) {
    const id = String(r.id);
    const orgId = String(r.org_id);
    const vizId = c.nodeIds.get(String(r.viz_id)) ?? String(r.viz_id);
    const createdBy = m.users.get(String(r.create_by));
    const name = `${String(r.viz_type)} ${vizId}`;
    if (!m.orgs.has(orgId) || !c.ids.has(vizId) || !createdBy || (here.has(id) && here.get(id) !== orgId)) {
      t.skip({ type: 'SHARE', id, name, reason: 'notMoved' });
      continue;
    }
    const outcome = t.decide('SHARE', id, r, here.has(id));
    t.add('SHARE', outcome);
    if (outcome === 'unchanged') continue;
    const code = str(r.authentication_code);
    const values = {
      vizType: String(r.viz_type),
      vizId,
      authenticationMode: String(r.authentication_mode),
      codeHash: r.authentication_mode === 'CODE' && code ? hashToken(code) : null,
      rowPermissionBy: String(r.row_permission_by),
      ...shareSubjects(r, d, m),
      expiryDate: r.expiry_date ? new Date(`${String(r.expiry_date).replace(' ', 'T')}Z`) : null,
    };
    if (outcome === 'create') await tx.insert(shares).values({ id, orgId, ...values, createdBy });
    else
      await tx
        .update(shares)
        .set({ ...values, version: sql`${shares.version} + 1`, updatedAt: sql`now()` })
        .where(eq(shares.id, id));
  }
}

/**
 * Schedules arrive stopped (D-datart-import-4): while Datart still runs, both would send the same mail.
 * An owner starts them here once Datart's are stopped.
 */
async function writeSchedules(tx: DbOrTx, d: DatartData, t: Tally, m: AccountMap, now: Date) {
  const here = await existingOf(
    tx,
    schedules,
    d.schedule.map((s) => String(s.id)),
  );
  const ids = new Set(d.schedule.map((s) => String(s.id)));
  for (const r of d.schedule) {
    const id = String(r.id);
    const orgId = String(r.org_id);
    if (!m.orgs.has(orgId) || (here.has(id) && here.get(id) !== orgId)) {
      t.skip({ type: 'SCHEDULE', id, name: String(r.name), reason: 'notMoved' });
      continue;
    }
    const outcome = t.decide('SCHEDULE', id, r, here.has(id));
    t.add('SCHEDULE', outcome);
    if (outcome === 'unchanged') continue;
    const date = (v: unknown) => (v ? new Date(`${String(v).replace(' ', 'T')}Z`) : null);
    const parent = str(r.parent_id);
    const values = {
      name: String(r.name),
      type: bool(r.is_folder) ? 'FOLDER' : String(r.type),
      cronExpression: str(r.cron_expression),
      startDate: date(r.start_date),
      endDate: date(r.end_date),
      config: (() => {
        try {
          return JSON.parse(String(r.config ?? 'null')) as Record<string, unknown> | null;
        } catch {
          return null;
        }
      })(),
      parentId: parent && ids.has(parent) ? parent : null,
      isFolder: bool(r.is_folder),
      index: num(r.index),
      status: num(r.status, 1),
      updatedBy: m.users.get(String(r.create_by)) ?? null,
    };
    if (outcome === 'create')
      await tx
        .insert(schedules)
        .values({ id, orgId, ...values, active: false, nextFireAt: null, createdBy: values.updatedBy });
    else {
      // An update keeps whether it runs here (an owner may have started it); a running one fires on its new times.
      const [ours] = await tx
        .select({ active: schedules.active })
        .from(schedules)
        .where(eq(schedules.id, id));
      const next =
        ours?.active && values.cronExpression
          ? nextFire(
              { ...values, cronExpression: values.cronExpression, timeZone: await orgTimeZone(tx, orgId) },
              now,
            )
          : null;
      await tx
        .update(schedules)
        .set({
          ...values,
          ...(ours?.active ? { active: next !== null, nextFireAt: next } : {}),
          updatedAt: now,
        })
        .where(eq(schedules.id, id));
    }
  }
}

export async function writeGrants(
  tx: DbOrTx,
  d: DatartData,
  t: Tally,
  m: AccountMap,
  c: ContentMap,
  now: Date,
) {
  await writePermissions(tx, d, t, m, c);
  await writeColumnRules(tx, d, t, m, c);
  await writeVariableValues(tx, d, t, m, c);
  await writeShares(tx, d, t, m, c);
  await writeSchedules(tx, d, t, m, now);
}
