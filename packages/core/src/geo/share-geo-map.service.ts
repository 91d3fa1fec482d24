import { chartMapSource } from '@tessera/charts';
import { and, eq, inArray } from 'drizzle-orm';
import { datacharts, geoMaps, storypages, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { ownedChartConfig } from '../dashboards/widget-rules';
import { AppError } from '../errors';
import type { ShareRow } from '../shares/share-access';
import { vizSession } from '../shares/share-visit.service';
import type { ShareGeoMapInput } from './geo-maps.schemas';

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json | null => {
  if (typeof v === 'string') {
    try {
      return asObject(JSON.parse(v));
    } catch {
      return null;
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
};

/** The uploaded map a chart config draws on, if any. */
function uploadedMapOf(config: unknown): string | null {
  const source = chartMapSource(asObject(config) as Parameters<typeof chartMapSource>[0]);
  return source?.kind === 'uploaded' ? source.id : null;
}

/** Configs of the charts a viz shows: the chart, a board's linked and owned charts, a story's pages. */
export async function chartConfigs(ctx: Ctx, vizType: string, vizId: string, depth = 0): Promise<unknown[]> {
  const { db } = ctx.deps;
  const ofCharts = async (ids: string[]) =>
    ids.length
      ? (
          await db.select({ config: datacharts.config }).from(datacharts).where(inArray(datacharts.id, ids))
        ).map((c) => c.config)
      : [];
  if (vizType === 'DATACHART') return ofCharts([vizId]);
  if (vizType === 'DASHBOARD') {
    const rows = await db
      .select({ config: widgets.config, datachartId: widgets.datachartId })
      .from(widgets)
      .where(eq(widgets.dashboardId, vizId));
    const owned = rows.map((r) => {
      const chart = ownedChartConfig(r.config);
      return chart ? (chart.config ?? chart) : null;
    });
    const linked = await ofCharts(rows.map((r) => r.datachartId).filter((x): x is string => !!x));
    return [...owned.filter(Boolean), ...linked];
  }
  if (vizType === 'STORYBOARD' && depth === 0) {
    const pages = await db
      .select({ relType: storypages.relType, relId: storypages.relId })
      .from(storypages)
      .where(eq(storypages.storyboardId, vizId));
    const all: unknown[] = [];
    for (const p of pages) all.push(...(await chartConfigs(ctx, p.relType, p.relId, depth + 1)));
    return all;
  }
  return [];
}

/** The uploaded maps the charts of a share draw on: exactly those a share page may load. */
export async function shareMapIds(ctx: Ctx, share: Pick<ShareRow, 'vizType' | 'vizId'>): Promise<string[]> {
  const ids = new Set<string>();
  for (const config of await chartConfigs(ctx, share.vizType, share.vizId)) {
    const id = uploadedMapOf(config);
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * `GET /shares/geo-maps/:id?shareToken=`: a map for a share page. The page's viz token is checked like
 * every share call (the share live, its mode, its visitor), and the map must be one a chart of the shared
 * viz draws on, in the share's organisation: a share opens no other map.
 */
export async function shareGeoMap(ctx: Ctx, input: ShareGeoMapInput): Promise<string> {
  const { share } = await vizSession(ctx, input.shareToken);
  if (!(await shareMapIds(ctx, share)).includes(input.id)) throw new AppError('NOT_FOUND', { entity: 'map' });
  const [row] = await ctx.deps.db
    .select({ geojson: geoMaps.geojson })
    .from(geoMaps)
    .where(and(eq(geoMaps.id, input.id), eq(geoMaps.orgId, share.orgId)));
  if (!row) throw new AppError('NOT_FOUND', { entity: 'map' });
  return row.geojson;
}
