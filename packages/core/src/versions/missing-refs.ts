import { eq } from 'drizzle-orm';
import { datacharts, sources, STATUS } from '@tessera/db';
import type { Ctx } from '../context';
import { ownViewIds, widgetName, widgetOriginalType } from '../dashboards/widget-rules';
import { findView } from '../views/view-tree';
import { findNode } from '../viz/viz-tree';
import type { VersionedType } from './versions.schemas';

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

async function viewGone(ctx: Ctx, orgId: string, id: string) {
  const view = await findView(ctx.deps.db, id);
  return !view || view.orgId !== orgId || view.isFolder || view.status === STATUS.ARCHIVED;
}

async function chartGone(ctx: Ctx, orgId: string, id: string) {
  const [chart] = await ctx.deps.db.select().from(datacharts).where(eq(datacharts.id, id));
  return !chart || chart.orgId !== orgId || chart.status === STATUS.ARCHIVED;
}

/**
 * The names of what a version uses that is gone (deleted or in the recycle bin): a chart's view, a
 * board widget's chart or views, a storyboard page's chart or board, a view's source. A restore of such a
 * version is refused before anything is written.
 */
export async function missingRefs(ctx: Ctx, orgId: string, type: VersionedType, s: Json): Promise<string[]> {
  const missing: string[] = [];
  if (type === 'DATACHART') {
    const viewId = str(s.viewId);
    if (!viewId || (await viewGone(ctx, orgId, viewId))) missing.push(str(s.viewName) ?? viewId ?? '?');
  }
  if (type === 'DASHBOARD')
    for (const w of list(s.widgets)) {
      const config = (w.config ?? {}) as Json;
      const chartId = str(w.datachartId);
      let gone = false;
      if (widgetOriginalType(config) === 'linkedChart')
        gone = !chartId || (await chartGone(ctx, orgId, chartId));
      else for (const v of ownViewIds(config)) if (await viewGone(ctx, orgId, v)) gone = true;
      if (gone) missing.push(widgetName(config) ?? String(w.id));
    }
  if (type === 'STORYBOARD')
    for (const p of list(s.pages)) {
      const node = await findNode(ctx.deps.db, String(p.relId));
      if (!node || node.orgId !== orgId || node.relType !== p.relType || node.status === STATUS.ARCHIVED)
        missing.push(str((p.config as Json | null)?.name) ?? String(p.relId));
    }
  if (type === 'VIEW') {
    const sourceId = str(s.sourceId);
    const [source] = sourceId ? await ctx.deps.db.select().from(sources).where(eq(sources.id, sourceId)) : [];
    if (sourceId && (!source || source.orgId !== orgId || source.status === STATUS.ARCHIVED))
      missing.push(str(s.sourceName) ?? sourceId);
  }
  return missing;
}
