import { z } from 'zod';
import { sectionTypeSchema } from '../../config/config.schemas';
import type { DefaultStyleNode } from '../../config/style-tree';

/** A chart made by a plugin has the id `plugin-<the plugin's 32-hex id>` (docs/plugins.md). */
export const PLUGIN_CHART_PREFIX = 'plugin-';
export type PluginChartId = `plugin-${string}`;
export const pluginChartId = (pluginId: string): PluginChartId => `plugin-${pluginId}`;
export const isPluginChartId = (id: string): id is PluginChartId => /^plugin-[0-9a-f]{32}$/.test(id);
export const pluginIdOf = (id: PluginChartId): string => id.slice(PLUGIN_CHART_PREFIX.length);

const range = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const label = z.string().trim().min(1).max(128);

/** A data section a plugin asks for (the drop zones of the data panel). */
export const pluginSectionSchema = z
  .object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
    type: sectionTypeSchema,
    label: label.optional(),
    required: z.boolean().optional(),
    limit: range.optional(),
  })
  .strict();

const styleNode: z.ZodType<DefaultStyleNode> = z.lazy(() =>
  z
    .object({
      key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
      label: label.optional(),
      comType: z.string().max(64).optional(),
      default: z.unknown().optional(),
      options: z.record(z.string(), z.unknown()).optional(),
      rows: z.array(styleNode).max(50).optional(),
    })
    .strict(),
);

/**
 * The literal part of a plugin script: `definePlugin({ meta, config, ...hooks })`. The server reads
 * `meta` and `config` from the script's syntax tree (never by running it) and checks them with this
 * schema; the hooks run only inside the sandboxed frame.
 */
export const pluginDefinitionSchema = z
  .object({
    meta: z
      .object({
        name: z.union([label, z.object({ en: label, zh: label }).strict()]),
        icon: z.string().max(64).optional(),
        requirements: z.object({ group: range, aggregate: range }).strict().optional(),
      })
      .strict(),
    config: z
      .object({
        datas: z.array(pluginSectionSchema).min(1).max(12),
        styles: z.array(styleNode).max(50).default([]),
        settings: z.array(styleNode).max(50).default([]),
      })
      .strict(),
  })
  .strict();
export type PluginDefinition = z.infer<typeof pluginDefinitionSchema>;
