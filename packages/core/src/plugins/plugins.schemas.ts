import { z } from 'zod';
import { pluginDefinitionSchema } from '@tessera/charts';
import { id32, required } from '../validation';

export const pluginsOrgInputSchema = z.object({ orgId: id32() });
export const uploadPluginInputSchema = z.object({ orgId: id32(), name: required(128) });
export const pluginIdInputSchema = z.object({ id: id32() });
export const setPluginEnabledInputSchema = z.object({ id: id32(), enabled: z.boolean() });
/** A share page's request for the plugins its charts draw with (`shareToken`: the page's viz token). */
export const sharePluginsInputSchema = z.object({ shareToken: z.string().min(1).max(4096) });

export const pluginsCanSchema = z.object({ manage: z.boolean() });

/** One uploaded plugin as listed (without its script). */
export const pluginSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  enabled: z.boolean(),
  definition: pluginDefinitionSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Plugin = z.infer<typeof pluginSchema>;

export const pluginListSchema = z.object({ can: pluginsCanSchema, plugins: z.array(pluginSchema) });

/** An enabled plugin as a chart needs it: its definition and its script (run only in the sandbox). */
export const loadedPluginSchema = z.object({
  id: z.string(),
  name: z.string(),
  definition: pluginDefinitionSchema,
  source: z.string(),
});

export type PluginsOrgInput = z.output<typeof pluginsOrgInputSchema>;
export type UploadPluginInput = z.output<typeof uploadPluginInputSchema>;
export type PluginIdInput = z.output<typeof pluginIdInputSchema>;
export type SetPluginEnabledInput = z.output<typeof setPluginEnabledInputSchema>;
export type SharePluginsInput = z.output<typeof sharePluginsInputSchema>;
