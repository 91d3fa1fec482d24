import { z } from 'zod';
import type { Ctx } from '../context';
import { loadAccess, modulePermission, resolvePermission, type Access } from './engine';
import { has, Level, modules, type Module } from './levels';
import { resourceType, resourceTypes } from './registry';

/** What the person may do with one resource, computed by the engine that guards the doors. */
export const canSchema = z.object({
  read: z.boolean(),
  manage: z.boolean(),
  /** Create inside this folder (or, for a type's root, at the top level). */
  create: z.boolean(),
  share: z.boolean(),
  download: z.boolean(),
});
export type Can = z.infer<typeof canSchema>;

const NONE: Can = { read: false, manage: false, create: false, share: false, download: false };
const ALL: Can = { read: true, manage: true, create: true, share: true, download: true };

/**
 * The flags of an item whose ancestry is known: `chain` is [item, parent, …] (empty for the type's root).
 * Mirrors `authorize`: membership, owner bypass, the module switch, then the inherited privilege.
 */
export function flagsOf(access: Access, type: string, chain: string[]): Can {
  const def = resourceType(type);
  if (!def || !access.isMember) return NONE;
  if (access.isOwner) return ALL;
  if (!has(modulePermission(access, def.module), Level.ENABLE)) return NONE;
  const perm = resolvePermission(access, type, chain);
  return {
    read: has(perm, Level.READ),
    manage: has(perm, Level.MANAGE),
    create: has(perm, Level.CREATE),
    share: has(perm, Level.SHARE),
    download: has(perm, Level.DOWNLOAD),
  };
}

/** Flags for every row of a tree loaded in one go (ancestry resolved in memory, like `visibleItems`). */
export function treeFlags<T extends { id: string; parentId: string | null }>(
  access: Access,
  type: string,
  rows: T[],
): (row: T) => Can {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (row) => {
    const chain = [row.id];
    for (let p = row.parentId; p && chain.length < 64; p = byId.get(p)?.parentId ?? null) chain.push(p);
    return flagsOf(access, type, chain);
  };
}

/** Flags of one item (or of the type's root when `id` is the type name); none for an unknown id. */
export async function flagsFor(ctx: Ctx, orgId: string, type: string, id: string): Promise<Can> {
  const def = resourceType(type);
  if (!def) return NONE;
  const access = await loadAccess(ctx, orgId);
  if (id === type) return flagsOf(access, type, []);
  const ancestors = await def.ancestors(ctx.deps.db, orgId, id);
  return ancestors === null ? NONE : flagsOf(access, type, [id, ...ancestors]);
}

/**
 * The person's context in one organisation: each module switch (owners have all), and the root flags
 * of every registered resource type (may they create at the top level…).
 */
export interface ContextFlags {
  isOwner: boolean;
  switches: Record<Module, boolean>;
  roots: Record<string, Can>;
}

export function contextFlags(access: Access): ContextFlags {
  const switches = Object.fromEntries(
    modules.map((m) => [
      m,
      access.isMember && (access.isOwner || has(modulePermission(access, m), Level.ENABLE)),
    ]),
  ) as Record<Module, boolean>;
  const roots = Object.fromEntries(
    resourceTypes().flatMap((t) =>
      Object.entries(t.roots ?? { [t.type]: [] }).map(([name, chain]) => [
        name,
        flagsOf(access, t.type, chain),
      ]),
    ),
  ) as Record<string, Can>;
  return { isOwner: access.isMember && access.isOwner, switches, roots };
}
