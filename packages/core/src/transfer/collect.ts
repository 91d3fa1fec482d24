import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  dashboards,
  datacharts,
  resourceVersions,
  sources,
  STATUS,
  storyboards,
  storypages,
  variables,
  views,
  vizFolders,
  widgetRelations,
  widgets,
} from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import type { ServiceDeps } from '../context';
import { AppError } from '../errors';
import { maskConfig, SECRET_MASK } from '../sources/secrets';
import { emptyEntries, type Bundle } from './transfer-file';
import type { EntryData, ExportInput } from './transfer.schemas';
import { imagePathsIn } from './remap';

type Entries = Bundle['entries'];
type Json = Record<string, unknown>;

/** The secret properties of a source's config blanked; whether there was one to blank. */
export async function withoutSecrets(
  type: string,
  config: Json | null,
): Promise<{ config: Json | null; had: boolean }> {
  if (!config) return { config, had: false };
  let had = false;
  const blank = (v: unknown): unknown => {
    if (v === SECRET_MASK) {
      had = true;
      return '';
    }
    if (Array.isArray(v)) return v.map(blank);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x)]));
    return v;
  };
  return { config: blank(await maskConfig(type, config)) as Json, had };
}

const active = (row: { status: number } | undefined) => !!row && row.status !== STATUS.ARCHIVED;
const notFound = (entity: string) => new AppError('NOT_FOUND', { entity });

/** Walks up a tree table: every folder above the given parents, once. */
async function parentsOf<T extends { id: string; parentId: string | null }>(
  load: (ids: string[]) => Promise<T[]>,
  start: (string | null)[],
  have: Set<string>,
): Promise<T[]> {
  const out: T[] = [];
  let wanted = [...new Set(start.filter((id): id is string => !!id && !have.has(id)))];
  while (wanted.length) {
    const rows = await load(wanted);
    for (const r of rows) {
      have.add(r.id);
      out.push(r);
    }
    wanted = [...new Set(rows.map((r) => r.parentId).filter((id): id is string => !!id && !have.has(id)))];
  }
  return out;
}

/**
 * Everything the chosen charts, boards and storyboards need, read from organisation `orgId`: the charts
 * and boards of storyboard pages, the charts linked on boards, every view they query with its source,
 * variables (the view's own and the public ones its SQL names), the folders above each item, the
 * pictures their configs show and, when asked, their versions. Secrets are blanked (D-transfer-4).
 */
export async function collectEntries(
  deps: ServiceDeps,
  db: DbOrTx,
  orgId: string,
  input: Pick<ExportInput, 'resources' | 'includeVersions'>,
): Promise<Entries> {
  const e = emptyEntries();
  const chartIds = new Set<string>();
  const boardIds = new Set<string>();
  const storyIds = new Set<string>();
  for (const r of input.resources)
    (r.resourceType === 'DATACHART' ? chartIds : r.resourceType === 'DASHBOARD' ? boardIds : storyIds).add(
      r.resourceId,
    );

  // Storyboards (and the charts and boards their pages show).
  const stories = storyIds.size
    ? await db
        .select()
        .from(storyboards)
        .where(inArray(storyboards.id, [...storyIds]))
    : [];
  if (stories.length !== storyIds.size || stories.some((s) => s.orgId !== orgId || !active(s) || s.isFolder))
    throw notFound('storyboard');
  const pages = stories.length
    ? await db
        .select()
        .from(storypages)
        .where(inArray(storypages.storyboardId, [...storyIds]))
    : [];
  for (const p of pages) (p.relType === 'DATACHART' ? chartIds : boardIds).add(p.relId);
  const storyParents = await parentsOf(
    (ids) =>
      db
        .select()
        .from(storyboards)
        .where(and(inArray(storyboards.id, ids), eq(storyboards.orgId, orgId))),
    stories.map((s) => s.parentId),
    new Set(storyIds),
  );
  for (const s of [...storyParents, ...stories])
    e.STORYBOARD.push({
      id: s.id,
      name: s.name,
      config: s.config ?? null,
      isFolder: s.isFolder,
      status: s.status === STATUS.PUBLISHED ? 2 : 1,
      parentId: s.parentId,
      index: s.index,
      pages: pages
        .filter((p) => p.storyboardId === s.id)
        .map((p) => ({
          id: p.id,
          relType: p.relType as 'DATACHART' | 'DASHBOARD',
          relId: p.relId,
          config: p.config ?? null,
        })),
    });

  // Boards, their widgets and relations.
  const boards = boardIds.size
    ? await db
        .select()
        .from(dashboards)
        .where(inArray(dashboards.id, [...boardIds]))
    : [];
  if (boards.length !== boardIds.size || boards.some((b) => b.orgId !== orgId || !active(b)))
    throw notFound('dashboard');
  const boardWidgets = boards.length
    ? await db
        .select()
        .from(widgets)
        .where(inArray(widgets.dashboardId, [...boardIds]))
    : [];
  const relations = boards.length
    ? await db
        .select()
        .from(widgetRelations)
        .where(inArray(widgetRelations.dashboardId, [...boardIds]))
    : [];
  const viewIds = new Set<string>();
  for (const w of boardWidgets) {
    if (w.datachartId) chartIds.add(w.datachartId);
    for (const v of w.viewIds) viewIds.add(v);
  }

  // Charts: chosen, on pages and linked on boards (a linked chart archived since is left out of the board's needs).
  const charts = chartIds.size
    ? await db
        .select()
        .from(datacharts)
        .where(inArray(datacharts.id, [...chartIds]))
    : [];
  const chosenCharts = new Set(
    input.resources.filter((r) => r.resourceType === 'DATACHART').map((r) => r.resourceId),
  );
  for (const id of chosenCharts)
    if (!charts.some((c) => c.id === id && c.orgId === orgId && active(c))) throw notFound('datachart');
  const keptCharts = charts.filter((c) => c.orgId === orgId && active(c));
  for (const c of keptCharts) if (c.viewId) viewIds.add(c.viewId);

  const nodeIds = [...keptCharts.map((c) => c.id), ...boards.map((b) => b.id)];
  const nodes = nodeIds.length
    ? await db.select().from(vizFolders).where(inArray(vizFolders.id, nodeIds))
    : [];
  const nodeOf = new Map(nodes.map((n) => [n.id, n]));
  const folders = await parentsOf(
    (ids) =>
      db
        .select()
        .from(vizFolders)
        .where(and(inArray(vizFolders.id, ids), eq(vizFolders.orgId, orgId))),
    nodes.map((n) => n.parentId),
    new Set(nodeIds),
  );
  for (const f of folders)
    e.FOLDER.push({
      id: f.id,
      name: f.name,
      description: f.description,
      avatar: f.avatar,
      parentId: f.parentId,
      index: f.index,
    });
  const nodeFields = (id: string) => {
    const n = nodeOf.get(id);
    return {
      parentId: n?.parentId ?? null,
      index: n?.index ?? 0,
      avatar: n?.avatar ?? null,
      subType: n?.subType ?? null,
    };
  };
  for (const c of keptCharts)
    e.DATACHART.push({
      id: c.id,
      name: c.name,
      description: c.description,
      config: c.config ?? null,
      status: c.status === STATUS.PUBLISHED ? 2 : 1,
      viewId: c.viewId,
      ...nodeFields(c.id),
    });
  for (const b of boards)
    e.DASHBOARD.push({
      id: b.id,
      name: b.name,
      description: b.description,
      config: b.config ?? null,
      status: b.status === STATUS.PUBLISHED ? 2 : 1,
      ...nodeFields(b.id),
      widgets: boardWidgets
        .filter((w) => w.dashboardId === b.id)
        .map((w) => ({
          id: w.id,
          parentId: w.parentId,
          config: w.config,
          datachartId: keptCharts.some((c) => c.id === w.datachartId) ? w.datachartId : null,
          viewIds: w.viewIds,
        })),
      relations: relations
        .filter((r) => r.dashboardId === b.id)
        .map((r) => ({ id: r.id, sourceId: r.sourceId, targetId: r.targetId, config: r.config ?? null })),
    });

  await collectData(deps, db, orgId, viewIds, e);
  await collectImages(deps, e);
  if (input.includeVersions) await collectVersions(db, orgId, e);
  return e;
}

/** Views (with their folders), their sources (with theirs) and the variables they use. */
async function collectData(deps: ServiceDeps, db: DbOrTx, orgId: string, viewIds: Set<string>, e: Entries) {
  const vs = viewIds.size
    ? (
        await db
          .select()
          .from(views)
          .where(inArray(views.id, [...viewIds]))
      ).filter((v) => v.orgId === orgId && !v.isFolder)
    : [];
  const viewFolders = await parentsOf(
    (ids) =>
      db
        .select()
        .from(views)
        .where(and(inArray(views.id, ids), eq(views.orgId, orgId))),
    vs.map((v) => v.parentId),
    new Set(vs.map((v) => v.id)),
  );
  for (const v of [...viewFolders, ...vs])
    e.VIEW.push({
      id: v.id,
      name: v.name,
      description: v.description,
      sourceId: v.sourceId,
      script: v.script,
      type: v.type,
      model: v.model ?? null,
      config: v.config ?? null,
      isFolder: v.isFolder,
      parentId: v.parentId,
      index: v.index,
    });
  const sourceIds = [...new Set(vs.map((v) => v.sourceId).filter((id): id is string => !!id))];
  const srcs = sourceIds.length
    ? (await db.select().from(sources).where(inArray(sources.id, sourceIds))).filter((s) => s.orgId === orgId)
    : [];
  const srcFolders = await parentsOf(
    (ids) =>
      db
        .select()
        .from(sources)
        .where(and(inArray(sources.id, ids), eq(sources.orgId, orgId))),
    srcs.map((s) => s.parentId),
    new Set(sourceIds),
  );
  for (const s of [...srcFolders, ...srcs]) {
    const { config, had } = s.isFolder
      ? { config: null, had: false }
      : await withoutSecrets(s.type, s.config ?? null);
    e.SOURCE.push({
      id: s.id,
      name: s.name,
      type: s.type,
      config,
      description: s.description,
      isFolder: s.isFolder,
      hadSecret: had || s.needsPassword,
      parentId: s.parentId,
      index: s.index,
    });
  }
  if (!vs.length) return;
  const own = await db
    .select()
    .from(variables)
    .where(
      inArray(
        variables.viewId,
        vs.map((v) => v.id),
      ),
    );
  const publics = await db
    .select()
    .from(variables)
    .where(and(eq(variables.orgId, orgId), isNull(variables.viewId)));
  const scripts = vs
    .map((v) => v.script ?? '')
    .join('\n')
    .toLowerCase();
  const used = publics.filter((p) => scripts.includes(`$${p.name.toLowerCase()}$`));
  for (const v of [...used, ...own])
    e.VARIABLE.push({
      id: v.id,
      viewId: v.viewId,
      name: v.name,
      label: v.label,
      type: v.type,
      valueType: v.valueType,
      format: v.format,
      permission: v.permission,
      defaultValue: v.defaultValue ?? null,
      expression: v.expression,
    });
}

/** Pictures named in configs that are still in the file store. */
async function collectImages(deps: ServiceDeps, e: Entries) {
  const paths = imagePathsIn([e.DATACHART, e.DASHBOARD, e.STORYBOARD]);
  for (const path of paths) {
    const data = await deps.files.get(path);
    if (data) e.IMAGE.push({ path, base64: Buffer.from(data).toString('base64') });
  }
}

async function collectVersions(db: DbOrTx, orgId: string, e: Entries) {
  const ids = [...e.DATACHART, ...e.DASHBOARD, ...e.STORYBOARD, ...e.VIEW].map((r) => r.id);
  if (!ids.length) return;
  const rows = await db
    .select()
    .from(resourceVersions)
    .where(and(eq(resourceVersions.orgId, orgId), inArray(resourceVersions.resourceId, ids)));
  for (const r of rows)
    e.VERSION.push({
      id: r.id,
      resourceType: r.resourceType as EntryData['VERSION']['resourceType'],
      resourceId: r.resourceId,
      version: r.version,
      name: r.name,
      snapshot: r.snapshot,
      restoredFrom: r.restoredFrom,
    });
}
