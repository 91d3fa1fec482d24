import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { customChartPlugins } from '@tessera/db';
import type { PluginDefinition } from '@tessera/charts';
import type { Ctx } from '../context';
import { audit } from '../audit/audit';
import { uniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { requirePlugins } from './plugins-access';
import type {
  Plugin,
  PluginIdInput,
  PluginsOrgInput,
  SetPluginEnabledInput,
  UploadPluginInput,
} from './plugins.schemas';

/** An enabled plugin as a chart needs it: its definition and its script (run only in the sandbox). */
export interface LoadedPlugin {
  id: string;
  name: string;
  definition: PluginDefinition;
  source: string;
}
import { readPluginScript } from './read-plugin-script';

const t = customChartPlugins;
const listed = {
  id: t.id,
  orgId: t.orgId,
  name: t.name,
  size: t.size,
  sha256: t.sha256,
  enabled: t.enabled,
  meta: t.meta,
  config: t.config,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};
type Row = { [K in keyof typeof listed]: (typeof listed)[K]['_']['data'] };

// The row's meta and config were checked against the registry's schema when the script was uploaded.
const toPlugin = ({ meta, config, ...row }: Row): Plugin => ({
  ...row,
  definition: { meta, config } as PluginDefinition,
});

const nameTaken = (e: unknown) => uniqueViolation(e) === 'custom_chart_plugins_org_name_uq';

/** The plugin row, or 404. */
async function findPlugin(ctx: Ctx, id: string): Promise<Plugin> {
  requireActor(ctx);
  const [row] = await ctx.deps.db.select(listed).from(t).where(eq(t.id, id));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'plugin' });
  return toPlugin(row);
}

/** Every plugin of the organisation, enabled or not, for its owners' management page. */
export async function listPlugins(
  ctx: Ctx,
  { orgId }: PluginsOrgInput,
): Promise<{ can: { manage: boolean }; plugins: Plugin[] }> {
  const can = await requirePlugins(ctx, orgId, 'manage');
  const rows = await ctx.deps.db.select(listed).from(t).where(eq(t.orgId, orgId)).orderBy(asc(t.name));
  return { can, plugins: rows.map(toPlugin) };
}

/** The enabled plugins of the organisation with their scripts, for members' charts (the sandbox runs them). */
export async function enabledPlugins(ctx: Ctx, { orgId }: PluginsOrgInput): Promise<LoadedPlugin[]> {
  await requirePlugins(ctx, orgId, 'use');
  const rows = await ctx.deps.db
    .select({ id: t.id, name: t.name, meta: t.meta, config: t.config, source: t.source })
    .from(t)
    .where(and(eq(t.orgId, orgId), eq(t.enabled, true)))
    .orderBy(asc(t.name));
  return rows.map(({ meta, config, ...r }) => ({ ...r, definition: { meta, config } as PluginDefinition }));
}

/**
 * Stores an uploaded plugin under a name unique in the organisation, once its script is read (see
 * readPluginScript: 413 past the size limit, 422 naming what is wrong; the script is never run here).
 * `read` is called only once the input and the actor's right are checked.
 */
export async function uploadPlugin(
  ctx: Ctx,
  { orgId, name }: UploadPluginInput,
  read: () => Promise<Uint8Array>,
): Promise<Plugin> {
  await requirePlugins(ctx, orgId, 'manage');
  const data = await read();
  const { source, definition } = readPluginScript(data);
  let row: Row;
  try {
    [row] = (await ctx.deps.db
      .insert(t)
      .values({
        orgId,
        name,
        source,
        size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
        meta: definition.meta,
        config: definition.config,
        createdBy: ctx.actor!.userId,
        updatedBy: ctx.actor!.userId,
      })
      .returning(listed)) as [Row];
  } catch (e) {
    if (nameTaken(e))
      throw new AppError(
        'NAME_EXISTS',
        { name },
        { cause: e, fields: [{ path: 'name', message: 'nameExists' }] },
      );
    throw e;
  }
  await audit(ctx, {
    action: 'plugin.upload',
    orgId,
    targetType: 'PLUGIN',
    targetId: row.id,
    detail: { name, size: row.size, sha256: row.sha256 },
  });
  return toPlugin(row);
}

/** Turns a plugin on or off; charts drawn with a disabled plugin say that it is not available. */
export async function setPluginEnabled(ctx: Ctx, { id, enabled }: SetPluginEnabledInput): Promise<Plugin> {
  const plugin = await findPlugin(ctx, id);
  await requirePlugins(ctx, plugin.orgId, 'manage');
  const [row] = (await ctx.deps.db
    .update(t)
    .set({ enabled, updatedBy: ctx.actor!.userId, updatedAt: ctx.deps.clock() })
    .where(and(eq(t.id, id), eq(t.orgId, plugin.orgId)))
    .returning(listed)) as [Row];
  await audit(ctx, {
    action: enabled ? 'plugin.enable' : 'plugin.disable',
    orgId: plugin.orgId,
    targetType: 'PLUGIN',
    targetId: id,
    detail: { name: plugin.name },
  });
  return toPlugin(row);
}

export async function deletePlugin(ctx: Ctx, { id }: PluginIdInput): Promise<boolean> {
  const plugin = await findPlugin(ctx, id);
  await requirePlugins(ctx, plugin.orgId, 'manage');
  await ctx.deps.db.delete(t).where(and(eq(t.id, id), eq(t.orgId, plugin.orgId)));
  await audit(ctx, {
    action: 'plugin.delete',
    orgId: plugin.orgId,
    targetType: 'PLUGIN',
    targetId: id,
    detail: { name: plugin.name },
  });
  return true;
}
