import {
  PLUGIN_MAX_BYTES,
  pluginsSchemas as s,
  pluginsService as svc,
  parse,
  sharePlugins,
  type Ctx,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const T = 'Plugins';
const plugin = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  size: z.number().int().describe('bytes of the script'),
  sha256: z.string(),
  enabled: z.boolean(),
  meta: z.record(z.string(), z.unknown()).describe("definePlugin's meta, as written in the script"),
  config: z
    .record(z.string(), z.unknown())
    .describe("definePlugin's default config, as written in the script"),
  createTime: z.string(),
  updateTime: z.string(),
});
const toPlugin = (p: s.Plugin): z.infer<typeof plugin> => ({
  id: p.id,
  orgId: p.orgId,
  name: p.name,
  size: p.size,
  sha256: p.sha256,
  enabled: p.enabled,
  meta: p.definition.meta,
  config: p.definition.config,
  createTime: p.createdAt.toISOString(),
  updateTime: p.updatedAt.toISOString(),
});

/**
 * Custom chart plugins (issue 33, decisions D-plugin-1..4). Datart's client asks for
 * `/plugins/custom/charts` on every start, share pages included, and runs each listed script in its own
 * page; Tessera's plugins run only in a sandboxed frame, so that list stays empty (D-plugin-4).
 */
export const pluginsRoutes = [
  route({
    method: 'get',
    path: '/plugins/custom/charts',
    tag: 'System',
    summary:
      "Paths of chart plugin scripts for Datart's client: always empty, since that client would run them in its own page (Tessera runs plugins in a sandbox)",
    access: 'public',
    response: z.array(z.string()),
    handler: async () => [],
  }),
  route({
    method: 'get',
    path: '/plugins',
    tag: T,
    summary: "The organisation's chart plugins, enabled or not (owners)",
    access: 'user',
    scope: 'org',
    query: s.pluginsOrgInputSchema,
    response: z.object({ can: s.pluginsCanSchema, plugins: z.array(plugin) }),
    handler: async ({ ctx, query }) => {
      const { can, plugins } = await svc.listPlugins(ctx, query);
      return { can, plugins: plugins.map(toPlugin) };
    },
  }),
  route({
    method: 'post',
    path: '/plugins',
    writes: ['metadata'],
    tag: T,
    summary:
      'Upload a chart plugin (`?orgId&name`, multipart `file`): a JavaScript file calling definePlugin({ meta, config, onUpdated, … }) with literal meta and config, up to 512 KB (413 past it, 422 naming what is wrong, 409 name taken). Owners; the script is parsed, never run, on the server',
    access: 'user',
    scope: 'org',
    query: s.uploadPluginInputSchema,
    body: 'multipart',
    response: plugin,
    handler: async ({ c, ctx, query }) =>
      toPlugin(await svc.uploadPlugin(ctx, query, async () => (await readUpload(c, PLUGIN_MAX_BYTES)).data)),
  }),
  route({
    method: 'put',
    path: '/plugins/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Enable or disable a plugin (owners); charts drawn with a disabled plugin say it is unavailable',
    access: 'user',
    scope: 'org',
    body: s.setPluginEnabledInputSchema.omit({ id: true }),
    response: plugin,
    handler: async ({ ctx, params, body }) =>
      toPlugin(
        await svc.setPluginEnabled(
          ctx,
          parse(s.setPluginEnabledInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'delete',
    path: '/plugins/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete a plugin (owners)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.deletePlugin(ctx, parse(s.pluginIdInputSchema, { id: params.id })),
  }),
  route({
    method: 'get',
    path: '/shares/plugins',
    tag: 'Shares',
    summary:
      "The enabled plugins a share page's charts draw with (`?shareToken=`, the page's viz token; re-checked like every share call)",
    access: 'public',
    query: s.sharePluginsInputSchema,
    response: z.array(s.loadedPluginSchema),
    handler: async ({ ctx, query }) => sharePlugins(ctx as Ctx, query),
  }),
];
