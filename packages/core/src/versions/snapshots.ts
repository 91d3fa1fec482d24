import { asc, eq, inArray } from 'drizzle-orm';
import { dashboards, sources, storyboards, storypages, views, widgetRelations, widgets } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { findDatachart, findNode } from '../viz/viz-tree';
import type { VersionedType } from './versions.schemas';

type Json = Record<string, unknown>;

/** What one version holds: the resource's own fields that a restore writes back, and labels for messages. */
export interface Snapshot {
  orgId: string;
  name: string;
  snapshot: Json;
}

async function chartSnapshot(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const chart = await findDatachart(db, id);
  if (!chart) return null;
  const node = await findNode(db, id);
  const [view] = chart.viewId
    ? await db.select({ name: views.name }).from(views).where(eq(views.id, chart.viewId))
    : [];
  return {
    orgId: chart.orgId,
    name: chart.name,
    snapshot: {
      name: chart.name,
      description: chart.description,
      viewId: chart.viewId,
      viewName: view?.name ?? null,
      config: chart.config,
      subType: node?.subType ?? null,
      avatar: node?.avatar ?? null,
    },
  };
}

async function boardSnapshot(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const [board] = await db.select().from(dashboards).where(eq(dashboards.id, id));
  if (!board) return null;
  const node = await findNode(db, id);
  const rows = await db.select().from(widgets).where(eq(widgets.dashboardId, id)).orderBy(asc(widgets.id));
  const rels = rows.length
    ? await db
        .select()
        .from(widgetRelations)
        .where(
          inArray(
            widgetRelations.sourceId,
            rows.map((w) => w.id),
          ),
        )
    : [];
  return {
    orgId: board.orgId,
    name: board.name,
    snapshot: {
      name: board.name,
      description: board.description,
      config: board.config,
      subType: node?.subType ?? null,
      widgets: rows.map((w) => ({
        id: w.id,
        parentId: w.parentId,
        config: w.config,
        datachartId: w.datachartId,
        relations: rels
          .filter((r) => r.sourceId === w.id)
          .map((r) => ({ sourceId: r.sourceId, targetId: r.targetId, config: r.config ?? null }))
          .sort((a, b) => a.targetId.localeCompare(b.targetId)),
      })),
    },
  };
}

async function storyboardSnapshot(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const [board] = await db.select().from(storyboards).where(eq(storyboards.id, id));
  if (!board || board.isFolder) return null;
  const pages = await db
    .select()
    .from(storypages)
    .where(eq(storypages.storyboardId, id))
    .orderBy(asc(storypages.id));
  const order = (p: { config: Json | null }) => Number(p.config?.index ?? 0);
  return {
    orgId: board.orgId,
    name: board.name,
    snapshot: {
      name: board.name,
      config: board.config,
      pages: pages
        .sort((a, b) => order(a) - order(b))
        .map((p) => ({ id: p.id, relType: p.relType, relId: p.relId, config: p.config })),
    },
  };
}

async function viewSnapshot(db: DbOrTx, id: string): Promise<Snapshot | null> {
  const [view] = await db.select().from(views).where(eq(views.id, id));
  if (!view || view.isFolder) return null;
  const [source] = view.sourceId
    ? await db.select({ name: sources.name }).from(sources).where(eq(sources.id, view.sourceId))
    : [];
  return {
    orgId: view.orgId,
    name: view.name,
    snapshot: {
      name: view.name,
      description: view.description,
      sourceId: view.sourceId,
      sourceName: source?.name ?? null,
      type: view.type,
      script: view.script,
      model: view.model,
      config: view.config,
    },
  };
}

/** The resource as stored now (read inside the save's transaction); null for folders and missing rows. */
export function snapshotOf(db: DbOrTx, type: VersionedType, id: string): Promise<Snapshot | null> {
  switch (type) {
    case 'DATACHART':
      return chartSnapshot(db, id);
    case 'DASHBOARD':
      return boardSnapshot(db, id);
    case 'STORYBOARD':
      return storyboardSnapshot(db, id);
    case 'VIEW':
      return viewSnapshot(db, id);
  }
}
