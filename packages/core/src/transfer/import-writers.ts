import { and, eq, ne, or, sql } from 'drizzle-orm';
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
import type { Bundle } from './transfer-file';
import type { EntryData } from './transfer.schemas';

type E = Bundle['entries'];
type Named = typeof sources | typeof views | typeof vizFolders | typeof storyboards;
export interface ReportItem {
  type: string;
  id: string;
  name: string;
}
export interface ImportReport {
  created: ReportItem[];
  replaced: ReportItem[];
  skipped: ReportItem[];
}

export interface WriteCtx {
  tx: DbOrTx;
  orgId: string;
  userId: string;
  now: Date;
  /** Ids an OVERWRITE replaces (they exist in this organisation). */
  replaced: Set<string>;
  report: ImportReport;
}

/** Parents before children: an item whose parent is in the list comes after it. */
export function parentsFirst<T extends { id: string; parentId: string | null }>(list: T[]): T[] {
  const out: T[] = [];
  const done = new Set<string>();
  const ids = new Set(list.map((x) => x.id));
  let left = list;
  while (left.length) {
    const ready = left.filter((x) => !x.parentId || !ids.has(x.parentId) || done.has(x.parentId));
    if (!ready.length) return [...out, ...left]; // a cycle: the tree's own checks stay with the rows
    for (const x of ready) {
      out.push(x);
      done.add(x.id);
    }
    left = left.filter((x) => !done.has(x.id));
  }
  return out;
}

/**
 * A name free among the active items of the folder: a clash gets Datart's timestamp suffix
 * (`name_<millis>`, D-transfer-6).
 */
async function freeName(
  w: WriteCtx,
  t: Named,
  id: string,
  parentId: string | null,
  name: string,
): Promise<string> {
  const [clash] = await w.tx
    .select({ id: t.id })
    .from(t as typeof sources)
    .where(
      and(
        eq(t.orgId, w.orgId),
        sql`coalesce(${t.parentId}, '') = ${parentId ?? ''}`,
        eq(t.name, name),
        ne(t.status, STATUS.ARCHIVED),
        ne(t.id, id),
      ),
    );
  return clash ? `${name.slice(0, 240)}_${w.now.getTime()}` : name;
}

const by = (w: WriteCtx) => ({ updatedBy: w.userId, updatedAt: w.now });
const note = (w: WriteCtx, type: string, id: string, name: string) =>
  (w.replaced.has(id) ? w.report.replaced : w.report.created).push({ type, id, name });

export async function writeSources(
  w: WriteCtx,
  list: E['SOURCE'],
  keepSecret: (id: string, config: EntryData['SOURCE']['config']) => Promise<boolean>,
) {
  for (const s of parentsFirst(list)) {
    const name = await freeName(w, sources, s.id, s.parentId, s.name);
    const keep = w.replaced.has(s.id) && !s.isFolder && (await keepSecret(s.id, s.config));
    const values = {
      name,
      type: s.isFolder ? 'FOLDER' : s.type,
      description: s.description ?? null,
      parentId: s.parentId,
      isFolder: s.isFolder,
      index: s.index,
      status: STATUS.ACTIVE,
      ...(keep ? {} : { config: s.config, needsPassword: s.hadSecret }),
    };
    if (w.replaced.has(s.id))
      await w.tx
        .update(sources)
        .set({ ...values, ...by(w) })
        .where(eq(sources.id, s.id));
    else
      await w.tx.insert(sources).values({
        id: s.id,
        orgId: w.orgId,
        config: s.config,
        needsPassword: s.hadSecret,
        ...values,
        createdBy: w.userId,
      });
    note(w, 'SOURCE', s.id, name);
  }
}

export async function writeViews(w: WriteCtx, list: E['VIEW']) {
  for (const v of parentsFirst(list)) {
    const name = await freeName(w, views, v.id, v.parentId, v.name);
    const values = {
      name,
      description: v.description ?? null,
      sourceId: v.sourceId,
      script: v.script,
      type: v.type,
      model: v.model,
      config: v.config,
      parentId: v.parentId,
      isFolder: v.isFolder,
      index: v.index,
      status: STATUS.ACTIVE,
    };
    if (w.replaced.has(v.id))
      await w.tx
        .update(views)
        .set({ ...values, ...by(w) })
        .where(eq(views.id, v.id));
    else await w.tx.insert(views).values({ id: v.id, orgId: w.orgId, ...values, createdBy: w.userId });
    note(w, 'VIEW', v.id, name);
  }
}

/** A public variable whose name is taken here is not imported: views name variables, so ours serves (D-transfer-6). */
export async function writeVariables(w: WriteCtx, list: E['VARIABLE']) {
  for (const v of list) {
    const [clash] = await w.tx
      .select({ id: variables.id })
      .from(variables)
      .where(
        and(
          eq(variables.orgId, w.orgId),
          sql`coalesce(${variables.viewId}, '') = ${v.viewId ?? ''}`,
          sql`lower(${variables.name}) = ${v.name.toLowerCase()}`,
          ne(variables.id, v.id),
        ),
      );
    if (clash) {
      w.report.skipped.push({ type: 'VARIABLE', id: v.id, name: v.name });
      continue;
    }
    const { id, ...values } = v;
    if (w.replaced.has(id))
      await w.tx
        .update(variables)
        .set({ ...values, updatedAt: w.now })
        .where(eq(variables.id, id));
    else await w.tx.insert(variables).values({ id, orgId: w.orgId, ...values, createdBy: w.userId });
    note(w, 'VARIABLE', id, v.name);
  }
}

type NodeIn = {
  id: string;
  name: string;
  parentId: string | null;
  index: number;
  avatar?: string | null;
  description?: string | null;
  subType?: string | null;
  status?: number;
};
async function writeNode(
  w: WriteCtx,
  n: NodeIn,
  relType: 'FOLDER' | 'DATACHART' | 'DASHBOARD',
): Promise<string> {
  const name = await freeName(w, vizFolders, n.id, n.parentId, n.name);
  const values = {
    name,
    relType,
    relId: relType === 'FOLDER' ? null : n.id,
    subType: n.subType ?? null,
    avatar: n.avatar ?? null,
    description: n.description ?? null,
    parentId: n.parentId,
    isFolder: relType === 'FOLDER',
    index: n.index,
    status: n.status ?? STATUS.ACTIVE,
  };
  if (w.replaced.has(n.id))
    await w.tx
      .update(vizFolders)
      .set({ ...values, ...by(w) })
      .where(eq(vizFolders.id, n.id));
  else
    await w.tx
      .insert(vizFolders)
      .values({ id: n.id, orgId: w.orgId, ...values, createdBy: w.userId, updatedBy: w.userId });
  return name;
}

export async function writeFolders(w: WriteCtx, list: E['FOLDER']) {
  for (const f of parentsFirst(list)) note(w, 'FOLDER', f.id, await writeNode(w, f, 'FOLDER'));
}

export async function writeCharts(w: WriteCtx, list: E['DATACHART']) {
  for (const c of list) {
    const name = await writeNode(w, c, 'DATACHART');
    const values = {
      name,
      description: c.description ?? null,
      viewId: c.viewId,
      config: c.config,
      status: c.status,
    };
    if (w.replaced.has(c.id))
      await w.tx
        .update(datacharts)
        .set({ ...values, ...by(w) })
        .where(eq(datacharts.id, c.id));
    else
      await w.tx
        .insert(datacharts)
        .values({ id: c.id, orgId: w.orgId, ...values, createdBy: w.userId, updatedBy: w.userId });
    note(w, 'DATACHART', c.id, name);
  }
}

export async function writeBoards(w: WriteCtx, list: E['DASHBOARD']) {
  for (const b of list) {
    const name = await writeNode(w, b, 'DASHBOARD');
    const values = { name, description: b.description ?? null, config: b.config, status: b.status };
    if (w.replaced.has(b.id)) {
      await w.tx
        .update(dashboards)
        .set({ ...values, ...by(w), version: sql`${dashboards.version} + 1` })
        .where(eq(dashboards.id, b.id));
      await w.tx.delete(widgets).where(eq(widgets.dashboardId, b.id));
    } else
      await w.tx
        .insert(dashboards)
        .values({ id: b.id, orgId: w.orgId, ...values, createdBy: w.userId, updatedBy: w.userId });
    if (b.widgets.length)
      await w.tx.insert(widgets).values(
        parentsFirst(b.widgets).map((x) => ({
          ...x,
          dashboardId: b.id,
          createdBy: w.userId,
          updatedBy: w.userId,
        })),
      );
    if (b.relations.length)
      await w.tx.insert(widgetRelations).values(b.relations.map((r) => ({ ...r, dashboardId: b.id })));
    note(w, 'DASHBOARD', b.id, name);
  }
}

export async function writeStoryboards(w: WriteCtx, list: E['STORYBOARD']) {
  for (const s of parentsFirst(list)) {
    const name = await freeName(w, storyboards, s.id, s.parentId, s.name);
    const values = {
      name,
      config: s.config,
      parentId: s.parentId,
      isFolder: s.isFolder,
      index: s.index,
      status: s.status,
    };
    if (w.replaced.has(s.id)) {
      await w.tx
        .update(storyboards)
        .set({ ...values, ...by(w) })
        .where(eq(storyboards.id, s.id));
      await w.tx.delete(storypages).where(eq(storypages.storyboardId, s.id));
    } else
      await w.tx.insert(storyboards).values({ id: s.id, orgId: w.orgId, ...values, createdBy: w.userId });
    if (s.pages.length)
      await w.tx
        .insert(storypages)
        .values(s.pages.map((p) => ({ ...p, storyboardId: s.id, createdBy: w.userId })));
    note(w, 'STORYBOARD', s.id, name);
  }
}

/** Versions travel with their resource; an OVERWRITE replaces the numbers the file brings. */
export async function writeVersions(w: WriteCtx, list: E['VERSION']) {
  for (const v of list) {
    await w.tx
      .delete(resourceVersions)
      .where(
        or(
          eq(resourceVersions.id, v.id),
          and(
            eq(resourceVersions.orgId, w.orgId),
            eq(resourceVersions.resourceId, v.resourceId),
            eq(resourceVersions.version, v.version),
          ),
        ),
      );
    await w.tx.insert(resourceVersions).values({ ...v, orgId: w.orgId, createdBy: w.userId });
  }
  if (list.length)
    w.report.created.push(
      ...list.map((v) => ({ type: 'VERSION', id: v.id, name: `${v.name} v${v.version}` })),
    );
}
