import type { dashboardsService } from '@tessera/core';
import { z } from 'zod';
import { jsonText } from './json-text';
import { audit } from './viz';

type Detail = Awaited<ReturnType<typeof dashboardsService.getDashboard>>;

/** Datart's DashboardDetail: every `config` / `model` is JSON text; widgets carry `viewIds` and `relations`. */
export const toDashboardDetail = (d: Detail) => ({
  id: d.id,
  name: d.name,
  orgId: d.orgId,
  description: d.description,
  config: jsonText(d.config),
  thumbnail: d.thumbnail,
  status: d.status,
  version: d.version,
  ...audit(d),
  parentId: d.parentId,
  index: d.index,
  subType: d.subType,
  widgets: d.widgets.map((w) => ({
    id: w.id,
    dashboardId: w.dashboardId,
    parentId: w.parentId,
    config: jsonText(w.config),
    datachartId: w.datachartId,
    viewIds: w.viewIds,
    relations: w.relations.map((r) => ({
      id: r.id,
      sourceId: r.sourceId,
      targetId: r.targetId,
      config: jsonText(r.config),
    })),
    ...audit(w),
  })),
  datacharts: d.datacharts.map((c) => ({ ...c, config: jsonText(c.config) })),
  views: d.views.map((v) => ({ ...v, model: jsonText(v.model), config: jsonText(v.config) })),
  queryVariables: d.queryVariables.map((v) => ({
    ...v,
    defaultValue: v.defaultValue === null ? null : JSON.stringify(v.defaultValue),
  })),
  download: d.download,
  can: d.can,
});

// ---- Saving a board as Datart's client sends it ----------------------------------------------------------

/** Datart's client sends `''` where it means "none" (parentId, datachartId, dashboardId). */
const blankIsNone = z
  .string()
  .max(200)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v && v.trim() ? v.trim() : null));

const datartRelation = z
  .object({
    id: z.string().max(200).nullish(),
    sourceId: blankIsNone,
    targetId: blankIsNone,
    config: z.unknown().optional(),
  })
  .passthrough();

const datartWidget = z
  .object({
    id: blankIsNone,
    dashboardId: blankIsNone,
    parentId: blankIsNone,
    datachartId: blankIsNone,
    config: z.unknown(),
    viewIds: z.array(z.string().max(200)).max(500).nullish(),
    relations: z.array(datartRelation).max(500).nullish(),
  })
  .passthrough();

/**
 * `PUT /viz/dashboards/{id}` as Datart's editor sends it: a new widget's id is made by the client (its type
 * plus a UUID: `linkedChart29c2ef6f-…`), `''` means none, and relations name other new widgets by those ids.
 */
export const datartBoardSaveSchema = z
  .object({
    parentId: blankIsNone,
    widgetToCreate: z.array(datartWidget).max(500).nullish(),
    widgetToUpdate: z.array(datartWidget).max(500).nullish(),
    widgetToDelete: z.array(z.string().max(200)).max(500).nullish(),
  })
  .passthrough();
type DatartBoardSave = z.infer<typeof datartBoardSaveSchema>;
type DatartWidget = z.infer<typeof datartWidget>;

const STORED_ID = /^[0-9a-f]{32}$/;
/** A UUID with or without dashes, in any case, in Tessera's stored form; anything else is not one. */
const storedForm = (id: string) => {
  const plain = id.replace(/-/g, '').toLowerCase();
  return STORED_ID.test(plain) ? plain : undefined;
};
const freshId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * The one place where the client's widget ids become stored ids (as Datart's DashboardServiceImpl does it
 * before saving): a new widget whose id is not a UUID gets a fresh 32-hex id; parents and relation targets
 * naming a new widget by the client's id follow it; a relation's source is always its own widget. The
 * answer stays Datart's `true`: its editor closes and reloads the board, reading the stored ids.
 * Ids that are not the client's and not stored-form are passed on unchanged, for the use case to refuse.
 */
export function toBoardSaveInput(id: string, body: DatartBoardSave) {
  const mapping = new Map<string, string>();
  for (const w of body.widgetToCreate ?? []) {
    if (!w.id) continue;
    if (!mapping.has(w.id)) mapping.set(w.id, storedForm(w.id) ?? freshId());
  }
  const ref = (v: string | null | undefined) => (v ? (mapping.get(v) ?? v) : v);
  const widget = (w: DatartWidget, ownId: string | null | undefined) => ({
    ...w,
    id: ownId,
    dashboardId: undefined,
    parentId: ref(w.parentId),
    relations: w.relations?.map((r) => ({
      sourceId: ownId ?? r.sourceId,
      targetId: ref(r.targetId),
      ...(r.config === undefined ? {} : { config: r.config }),
    })),
  });
  return {
    ...body,
    id,
    widgetToCreate: (body.widgetToCreate ?? []).map((w) => widget(w, w.id ? mapping.get(w.id) : freshId())),
    widgetToUpdate: (body.widgetToUpdate ?? []).map((w) => widget(w, w.id)),
    widgetToDelete: body.widgetToDelete ?? [],
  };
}
