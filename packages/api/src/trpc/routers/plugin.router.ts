import { pluginsSchemas as s, pluginsService as svc } from '@tessera/core';
import { orgProcedure, router } from '../init';

/**
 * An organisation's custom chart plugins (issue 33). Uploading is REST only (`POST /api/v1/plugins`,
 * multipart, within the size limit); `enabled` hands members the scripts their charts run in the sandbox.
 */
export const pluginRouter = router({
  list: orgProcedure
    .input(s.pluginsOrgInputSchema)
    .output(s.pluginListSchema)
    .query(({ ctx, input }) => svc.listPlugins(ctx.ctx, input)),
  enabled: orgProcedure
    .input(s.pluginsOrgInputSchema)
    .query(({ ctx, input }) => svc.enabledPlugins(ctx.ctx, input)),
  setEnabled: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.setPluginEnabledInputSchema)
    .mutation(({ ctx, input }) => svc.setPluginEnabled(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.pluginIdInputSchema)
    .mutation(({ ctx, input }) => svc.deletePlugin(ctx.ctx, input)),
});
