import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { QueryVariable } from '@tessera/query';
import { columnPermissions, roles, users, variables, variableValues } from '@tessera/db';
import { cached } from '../cache/cached';
import type { Ctx } from '../context';
import type { Access } from '../permissions/engine';
import type { ViewRow } from './view-tree';

/** Datart's built-in variables describing the current user (PERMISSION type, always defined). */
export const SYSTEM_VARIABLES = [
  'DATART_USER_NAME',
  'DATART_USER_USERNAME',
  'DATART_USER_EMAIL',
  'DATART_USER_ID',
] as const;

/**
 * The variables a query on `view` runs with for this actor: public and view variables (a view
 * variable hides a public one of the same name) plus the system variables. QUERY variables carry
 * their defaults (request params override them in the engine). PERMISSION variables carry the union of
 * the values given to the actor and their roles; none means no rows. Owners are not restricted.
 */
export async function resolveVariables(ctx: Ctx, view: ViewRow, access: Access): Promise<QueryVariable[]> {
  const { db } = ctx.deps;
  const rows = [
    ...(await cached(ctx, view.orgId, `variables:${view.id}`, () =>
      db
        .select()
        .from(variables)
        .where(
          and(eq(variables.orgId, view.orgId), or(isNull(variables.viewId), eq(variables.viewId, view.id))),
        ),
    )),
  ];
  const byName = new Map<string, (typeof rows)[number]>();
  for (const r of rows.sort((a, b) => Number(Boolean(a.viewId)) - Number(Boolean(b.viewId))))
    byName.set(r.name.toLowerCase(), r);
  const defs = [...byName.values()];
  const permissionIds = defs.filter((d) => d.type === 'PERMISSION').map((d) => d.id);
  const rels =
    permissionIds.length && !access.isOwner
      ? await cached(
          ctx,
          view.orgId,
          `variable-values:${access.userId}:${access.roleIds.join()}:${permissionIds.join()}`,
          () =>
            db
              .select()
              .from(variableValues)
              .where(
                and(
                  inArray(variableValues.variableId, permissionIds),
                  or(
                    and(eq(variableValues.subjectType, 'USER'), eq(variableValues.subjectId, access.userId)),
                    access.roleIds.length
                      ? and(
                          eq(variableValues.subjectType, 'ROLE'),
                          inArray(variableValues.subjectId, access.roleIds),
                        )
                      : undefined,
                  ),
                ),
              ),
        )
      : [];
  const out: QueryVariable[] = defs.map((d) => {
    if (d.type === 'QUERY') {
      return {
        name: d.name,
        type: 'QUERY',
        valueType: d.expression ? 'FRAGMENT' : (d.valueType as QueryVariable['valueType']),
        values: d.defaultValue ?? null,
      };
    }
    const mine = rels.filter((r) => r.variableId === d.id);
    const values = mine.length
      ? [...new Set(mine.flatMap((r) => (r.useDefaultValue ? (d.defaultValue ?? []) : (r.value ?? []))))]
      : null;
    return {
      name: d.name,
      type: 'PERMISSION',
      valueType: d.valueType as QueryVariable['valueType'],
      values,
      disabled: access.isOwner,
    };
  });
  const profile = ctx.actor?.userId === access.userId ? ctx.actor.profile : undefined;
  const [me] = profile
    ? [{ ...profile, username: ctx.actor!.username }]
    : await db.select().from(users).where(eq(users.id, access.userId));
  const system: Record<(typeof SYSTEM_VARIABLES)[number], string> = {
    DATART_USER_NAME: me?.name ?? me?.username ?? '',
    DATART_USER_USERNAME: me?.username ?? '',
    DATART_USER_EMAIL: me?.email ?? '',
    DATART_USER_ID: access.userId,
  };
  for (const name of SYSTEM_VARIABLES) {
    if (!byName.has(name.toLowerCase()))
      out.push({
        name,
        type: 'PERMISSION',
        valueType: 'STRING',
        values: [system[name]],
        disabled: access.isOwner,
      });
  }
  return out;
}

/**
 * Columns the actor may see in `view`, or null for all. A member sees the union of what their roles
 * allow; a role without a rule allows all columns; the hidden per-user role counts only when it has a
 * rule. Owners see everything.
 */
export async function allowedColumns(ctx: Ctx, view: ViewRow, access: Access): Promise<string[] | null> {
  if (access.isOwner || access.roleIds.length === 0) return null;
  const roleKey = access.roleIds.join();
  const held = await cached(ctx, view.orgId, `roles:${roleKey}`, () =>
    ctx.deps.db
      .select({ id: roles.id, type: roles.type })
      .from(roles)
      .where(inArray(roles.id, access.roleIds)),
  );
  const rules = await cached(ctx, view.orgId, `column-rules:${view.id}:${roleKey}`, () =>
    ctx.deps.db
      .select()
      .from(columnPermissions)
      .where(and(eq(columnPermissions.viewId, view.id), inArray(columnPermissions.roleId, access.roleIds))),
  );
  const ruleOf = new Map(rules.map((r) => [r.roleId, r.columns]));
  const considered = held.filter((r) => r.type === 'NORMAL' || (r.type === 'PER_USER' && ruleOf.has(r.id)));
  if (considered.length === 0) return null;
  const allowed = new Set<string>();
  for (const role of considered) {
    const cols = ruleOf.get(role.id);
    if (!cols) return null;
    for (const c of cols) allowed.add(c);
  }
  return [...allowed];
}
