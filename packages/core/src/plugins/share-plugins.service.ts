import { and, eq, inArray } from 'drizzle-orm';
import { isPluginChartId, pluginIdOf, type PluginDefinition } from '@tessera/charts';
import { customChartPlugins } from '@tessera/db';
import type { Ctx } from '../context';
import { chartConfigs } from '../geo/share-geo-map.service';
import { vizSession } from '../shares/share-visit.service';
import type { LoadedPlugin } from './plugins.service';
import type { SharePluginsInput } from './plugins.schemas';

const graphIdOf = (config: unknown): string | null => {
  let value = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const id = (value as { chartGraphId?: unknown } | null)?.chartGraphId;
  return typeof id === 'string' ? id : null;
};

/**
 * `GET /shares/plugins?shareToken=`: the enabled plugins a share page's charts draw with. The page's viz
 * token is checked like every share call, and only plugins of the share's organisation that a chart of
 * the shared viz names are answered: a share opens no other script.
 */
export async function sharePlugins(ctx: Ctx, input: SharePluginsInput): Promise<LoadedPlugin[]> {
  const { share } = await vizSession(ctx, input.shareToken);
  const ids = new Set<string>();
  for (const config of await chartConfigs(ctx, share.vizType, share.vizId)) {
    const graphId = graphIdOf(config);
    if (graphId && isPluginChartId(graphId)) ids.add(pluginIdOf(graphId));
  }
  if (!ids.size) return [];
  const t = customChartPlugins;
  const rows = await ctx.deps.db
    .select({ id: t.id, name: t.name, meta: t.meta, config: t.config, source: t.source })
    .from(t)
    .where(and(eq(t.orgId, share.orgId), eq(t.enabled, true), inArray(t.id, [...ids])));
  return rows.map(({ meta, config, ...r }) => ({ ...r, definition: { meta, config } as PluginDefinition }));
}
