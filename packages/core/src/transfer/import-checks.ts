import { inArray, eq } from 'drizzle-orm';
import {
  dashboards,
  datacharts,
  resourceVersions,
  sources,
  storyboards,
  storypages,
  variables,
  views,
  vizFolders,
  widgetRelations,
  widgets,
} from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import { AppError } from '../errors';
import { detectImageType } from '../files/image-type';
import type { Bundle } from './transfer-file';
import type { ImportStrategy } from './transfer.schemas';

type E = Bundle['entries'];

/** Every reference of an entry points at an entry of the file (or is empty where that is allowed). */
export function checkReferences(e: E): void {
  const ids = (list: { id: string }[], pick: (x: never) => boolean = () => true) =>
    new Set(list.filter(pick as (x: unknown) => boolean).map((x) => x.id));
  const sourceFolders = ids(e.SOURCE, (s: { isFolder: boolean }) => s.isFolder);
  const sourceItems = ids(e.SOURCE, (s: { isFolder: boolean }) => !s.isFolder);
  const viewFolders = ids(e.VIEW, (v: { isFolder: boolean }) => v.isFolder);
  const viewItems = ids(e.VIEW, (v: { isFolder: boolean }) => !v.isFolder);
  const folders = ids(e.FOLDER);
  const charts = ids(e.DATACHART);
  const boards = ids(e.DASHBOARD);
  const storyFolders = ids(e.STORYBOARD, (s: { isFolder: boolean }) => s.isFolder);
  const need = (entry: string, ref: string | null | undefined, set: Set<string>, refType: string) => {
    if (ref && !set.has(ref))
      throw new AppError('TRANSFER_MISSING_REFERENCE', { entry, ref: `${refType} ${ref}` });
  };
  for (const s of e.SOURCE) need(`SOURCE ${s.name}`, s.parentId, sourceFolders, 'SOURCE');
  for (const v of e.VIEW) {
    need(`VIEW ${v.name}`, v.parentId, viewFolders, 'VIEW');
    need(`VIEW ${v.name}`, v.sourceId, sourceItems, 'SOURCE');
  }
  for (const v of e.VARIABLE) need(`VARIABLE ${v.name}`, v.viewId, viewItems, 'VIEW');
  for (const f of e.FOLDER) need(`FOLDER ${f.name}`, f.parentId, folders, 'FOLDER');
  for (const c of e.DATACHART) {
    need(`DATACHART ${c.name}`, c.parentId, folders, 'FOLDER');
    need(`DATACHART ${c.name}`, c.viewId, viewItems, 'VIEW');
  }
  for (const b of e.DASHBOARD) {
    const entry = `DASHBOARD ${b.name}`;
    need(entry, b.parentId, folders, 'FOLDER');
    const own = new Set(b.widgets.map((w) => w.id));
    for (const w of b.widgets) {
      need(entry, w.datachartId, charts, 'DATACHART');
      need(entry, w.parentId, own, 'WIDGET');
      for (const v of w.viewIds) need(entry, v, viewItems, 'VIEW');
    }
    for (const r of b.relations) {
      need(entry, r.sourceId, own, 'WIDGET');
      need(entry, r.targetId, own, 'WIDGET');
    }
  }
  for (const s of e.STORYBOARD) {
    need(`STORYBOARD ${s.name}`, s.parentId, storyFolders, 'STORYBOARD');
    for (const p of s.pages)
      need(`STORYBOARD ${s.name}`, p.relId, p.relType === 'DATACHART' ? charts : boards, p.relType);
  }
  const byType = { DATACHART: charts, DASHBOARD: boards, STORYBOARD: ids(e.STORYBOARD), VIEW: viewItems };
  for (const v of e.VERSION) need(`VERSION ${v.name}`, v.resourceId, byType[v.resourceType], v.resourceType);
}

/** The file's pictures, decoded: each a PNG, JPEG, GIF or WebP within the image limit. */
export function checkImages(e: E, maxBytes: number): { path: string; data: Uint8Array }[] {
  return e.IMAGE.map((img) => {
    const data = new Uint8Array(Buffer.from(img.base64, 'base64'));
    if (data.byteLength > maxBytes || !detectImageType(data))
      throw new AppError('TRANSFER_IMAGE_INVALID', {
        path: img.path,
        max: `${Math.round(maxBytes / 1024)} KB`,
      });
    return { path: img.path, data };
  });
}

/** Where an id of the file already lives: its organisation and, for a child row, its parent. */
async function owners(db: DbOrTx, e: E) {
  const found: { type: string; id: string; orgId: string; parent?: string }[] = [];
  const look = async <T extends { id: string; orgId: string; parent?: string }>(
    type: string,
    list: string[],
    q: (ids: string[]) => Promise<T[]>,
  ) => {
    if (list.length) for (const r of await q(list)) found.push({ type, ...r });
  };
  const sel =
    <
      T extends
        | typeof sources
        | typeof views
        | typeof vizFolders
        | typeof storyboards
        | typeof variables
        | typeof datacharts
        | typeof dashboards
        | typeof resourceVersions,
    >(
      t: T,
    ) =>
    (ids: string[]) =>
      db
        .select({ id: t.id, orgId: t.orgId })
        .from(t as typeof sources)
        .where(inArray(t.id, ids));
  await look(
    'SOURCE',
    e.SOURCE.map((x) => x.id),
    sel(sources),
  );
  await look(
    'VIEW',
    e.VIEW.map((x) => x.id),
    sel(views),
  );
  await look(
    'VARIABLE',
    e.VARIABLE.map((x) => x.id),
    sel(variables),
  );
  await look(
    'FOLDER',
    [...e.FOLDER, ...e.DATACHART, ...e.DASHBOARD].map((x) => x.id),
    sel(vizFolders),
  );
  await look(
    'DATACHART',
    e.DATACHART.map((x) => x.id),
    sel(datacharts),
  );
  await look(
    'DASHBOARD',
    e.DASHBOARD.map((x) => x.id),
    sel(dashboards),
  );
  await look(
    'STORYBOARD',
    e.STORYBOARD.map((x) => x.id),
    sel(storyboards),
  );
  await look(
    'VERSION',
    e.VERSION.map((x) => x.id),
    sel(resourceVersions),
  );
  await look(
    'WIDGET',
    e.DASHBOARD.flatMap((b) => b.widgets.map((w) => w.id)),
    (ids) =>
      db
        .select({ id: widgets.id, orgId: dashboards.orgId, parent: widgets.dashboardId })
        .from(widgets)
        .innerJoin(dashboards, eq(dashboards.id, widgets.dashboardId))
        .where(inArray(widgets.id, ids)),
  );
  await look(
    'RELATION',
    e.DASHBOARD.flatMap((b) => b.relations.map((r) => r.id)),
    (ids) =>
      db
        .select({ id: widgetRelations.id, orgId: dashboards.orgId, parent: widgetRelations.dashboardId })
        .from(widgetRelations)
        .innerJoin(dashboards, eq(dashboards.id, widgetRelations.dashboardId))
        .where(inArray(widgetRelations.id, ids)),
  );
  await look(
    'STORYPAGE',
    e.STORYBOARD.flatMap((s) => s.pages.map((p) => p.id)),
    (ids) =>
      db
        .select({ id: storypages.id, orgId: storyboards.orgId, parent: storypages.storyboardId })
        .from(storypages)
        .innerJoin(storyboards, eq(storyboards.id, storypages.storyboardId))
        .where(inArray(storypages.id, ids)),
  );
  return found;
}

/**
 * OVERWRITE and ROLLBACK keep the file's ids. OVERWRITE refuses an id of another organisation (and a
 * widget or page id of another board or storyboard); ROLLBACK refuses any id that exists at all. Answers
 * the ids (of items, not children) that OVERWRITE will replace.
 */
export async function checkIdClashes(
  db: DbOrTx,
  e: E,
  orgId: string,
  strategy: ImportStrategy,
): Promise<Set<string>> {
  const replaced = new Set<string>();
  if (strategy === 'NEW') return replaced;
  const parentOf = new Map<string, string>();
  for (const b of e.DASHBOARD) for (const x of [...b.widgets, ...b.relations]) parentOf.set(x.id, b.id);
  for (const s of e.STORYBOARD) for (const p of s.pages) parentOf.set(p.id, s.id);
  for (const row of await owners(db, e)) {
    if (strategy === 'ROLLBACK') throw new AppError('TRANSFER_ID_EXISTS', { type: row.type, id: row.id });
    if (row.orgId !== orgId) throw new AppError('TRANSFER_ID_OTHER_ORG', { type: row.type, id: row.id });
    if (row.parent && row.parent !== parentOf.get(row.id))
      throw new AppError('TRANSFER_ID_EXISTS', { type: row.type, id: row.id });
    if (!row.parent) replaced.add(row.id);
  }
  return replaced;
}
