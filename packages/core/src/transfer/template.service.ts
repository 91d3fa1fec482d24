import { dashboards, datacharts, STATUS, vizFolders, widgetRelations, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { writesViz } from '../cache/metadata-cache';
import { ownViewIds, widgetName, widgetOriginalType } from '../dashboards/widget-rules';
import { assertUrls } from '../dashboards/widget-urls';
import { can, requireActor, requireMember } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { modelColumnNames } from '../views/model';
import { validateDatachartConfig } from '../viz/chart-config';
import { findView, VIEW } from '../views/view-tree';
import { assertCanPlace, grantCreator, nameSafe, withCan, type VizNode } from '../viz/viz.service';
import { vizTree } from '../viz/viz-tree';
import { checkImages, checkReferences } from './import-checks';
import { newId, remapDeep } from './remap';
import { unpackBundle } from './transfer-file';
import type { EntryData, ImportTemplateInput } from './transfer.schemas';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;

/** The field names of a view: its columns and computed fields. */
function viewFields(model: Json | null): Set<string> {
  const computed = Array.isArray(model?.computedFields) ? (model.computedFields as Json[]) : [];
  return new Set([...modelColumnNames(model), ...computed.map((c) => String(c.name ?? ''))]);
}

/**
 * A chosen view must be an active view of the organisation the person may read, holding every field
 * the widget needs (D-transfer-7: strict, so a template never opens on a view that cannot draw it).
 */
async function checkedView(ctx: Ctx, orgId: string, viewId: string, needs: string[], label: string) {
  const view = await findView(ctx.deps.db, viewId);
  if (!view || view.orgId !== orgId || view.isFolder || view.status === STATUS.ARCHIVED)
    throw new AppError('NOT_FOUND', { entity: 'view' });
  if (!(await can(ctx, orgId, VIEW, viewId, Level.READ))) throw new AppError('FORBIDDEN', { entity: 'view' });
  const have = viewFields(view.model ?? null);
  const missing = needs.filter((f) => !have.has(f));
  if (missing.length)
    throw new AppError('TEMPLATE_FIELDS_MISSING', { widget: label, fields: missing.join(', ') });
  return view.id;
}

/** A widget bound to a view: its owned chart's and its controllers' view links. */
function bindWidget(config: Json, viewId: string): Json {
  const content = obj(config.content);
  if (!content) return config;
  const next: Json = { ...content };
  for (const key of ['dataChart', 'widgetChart'] as const) {
    const chart = obj(content[key]);
    if (chart) next[key] = { ...chart, viewId };
  }
  if (Array.isArray(content.relatedViews))
    next.relatedViews = content.relatedViews.map((r) => ({ ...obj(r), viewId }));
  return { ...config, content: next };
}

/**
 * `POST /viz/import/template?parentId&orgId&name` (multipart `file`, a `.drt`): a new chart or board
 * under the folder (CREATE there). `bindings` (Tessera's web) names a view per data-bound widget
 * (`chart` for a chart template); Datart's client sends none, and the widgets stay unbound.
 */
export async function importTemplate(
  ctx: Ctx,
  input: ImportTemplateInput,
  file: Uint8Array,
): Promise<VizNode> {
  requireActor(ctx);
  const access = await assertCanPlace(ctx, input.orgId, input.parentId);
  await vizTree.assertNameFree(ctx.deps.db, input.orgId, input.parentId, input.name);
  writesViz(ctx);
  const bundle = await unpackBundle(file);
  const chart = bundle.entries.DATACHART[0];
  const board = bundle.entries.DASHBOARD[0];
  if (bundle.manifest.kind !== 'TEMPLATE') throw new AppError('TRANSFER_WRONG_KIND');
  if ((chart ? 1 : 0) + (board ? 1 : 0) !== 1)
    throw new AppError('TRANSFER_FORMAT_INVALID', { path: 'entries' });
  checkReferences(bundle.entries);
  if (chart?.config) validateDatachartConfig(chart.config);
  const images = checkImages(bundle.entries, ctx.deps.config.maxAvatarBytes);
  const needs = bundle.manifest.needs ?? {};
  const map = new Map<string, string>([[bundle.manifest.orgId, input.orgId]]);
  const main = (chart ?? board)!;
  map.set(main.id, newId());
  for (const x of [...(board?.widgets ?? []), ...(board?.relations ?? [])]) map.set(x.id, newId());
  for (const key of Object.keys(input.bindings))
    if (key !== 'chart' && !board?.widgets.some((w) => w.id === key))
      throw new AppError('INVALID_INPUT', {}, { fields: [{ path: `bindings.${key}`, message: 'invalid' }] });
  const bound = new Map<string, string>();
  for (const [key, viewId] of Object.entries(input.bindings)) {
    const label =
      key === 'chart' ? main.name : (widgetName(board!.widgets.find((w) => w.id === key)!.config) ?? key);
    bound.set(key, await checkedView(ctx, input.orgId, viewId, needs[key] ?? [], label));
  }
  const id = map.get(main.id)!;
  const userId = ctx.actor.userId;
  const written: string[] = [];
  const node = await nameSafe(async () => {
    try {
      return await ctx.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vizFolders)
          .values({
            id,
            orgId: input.orgId,
            name: input.name,
            relType: chart ? 'DATACHART' : 'DASHBOARD',
            relId: id,
            subType: main.subType ?? null,
            avatar: main.avatar ?? null,
            isFolder: false,
            parentId: input.parentId ?? null,
            index: await vizTree.nextIndex(tx, input.orgId, input.parentId),
            createdBy: userId,
            updatedBy: userId,
          })
          .returning();
        const base = {
          id,
          orgId: input.orgId,
          name: input.name,
          description: main.description ?? null,
          createdBy: userId,
          updatedBy: userId,
        };
        if (chart)
          await tx
            .insert(datacharts)
            .values({ ...base, viewId: bound.get('chart') ?? null, config: remapDeep(chart.config, map) });
        else {
          const b = board as EntryData['DASHBOARD'];
          await tx.insert(dashboards).values({ ...base, config: remapDeep(b.config, map) });
          const ws = b.widgets.map((w) => {
            const viewId = bound.get(w.id);
            const config = remapDeep(viewId ? bindWidget(w.config, viewId) : w.config, map);
            assertUrls(config, widgetOriginalType(config) ?? '', ctx.deps.config.iframeAllowedHosts);
            return {
              id: map.get(w.id)!,
              dashboardId: id,
              parentId: w.parentId ? (map.get(w.parentId) ?? null) : null,
              config,
              datachartId: null,
              viewIds: ownViewIds(config),
              createdBy: userId,
              updatedBy: userId,
            };
          });
          if (ws.length) await tx.insert(widgets).values(ws);
          const rs = b.relations.map((r) => ({
            id: map.get(r.id)!,
            dashboardId: id,
            sourceId: map.get(r.sourceId)!,
            targetId: map.get(r.targetId)!,
            config: remapDeep(r.config, map),
          }));
          if (rs.length) await tx.insert(widgetRelations).values(rs);
        }
        await grantCreator(tx, access, input.orgId, id);
        for (const img of images) {
          const path = remapDeep(img.path, map);
          await ctx.deps.files.put(path, img.data);
          written.push(path);
        }
        return row!;
      });
    } catch (err) {
      await Promise.all(written.map((p) => ctx.deps.files.remove(p).catch(() => undefined)));
      throw err;
    }
  });
  return withCan(ctx, node);
}

/**
 * What a `.drt` holds, for "New from template": a chart or a board, its name, and each data-bound
 * widget (`chart` for a chart template) with the fields a view chosen for it must have.
 */
export async function inspectTemplate(ctx: Ctx, orgId: string, file: Uint8Array) {
  requireActor(ctx);
  await requireMember(ctx, orgId);
  const bundle = await unpackBundle(file);
  if (bundle.manifest.kind !== 'TEMPLATE') throw new AppError('TRANSFER_WRONG_KIND');
  const chart = bundle.entries.DATACHART[0];
  const board = bundle.entries.DASHBOARD[0];
  if ((chart ? 1 : 0) + (board ? 1 : 0) !== 1)
    throw new AppError('TRANSFER_FORMAT_INVALID', { path: 'entries' });
  const needs = bundle.manifest.needs ?? {};
  const bindings = chart
    ? [{ key: 'chart', name: chart.name, fields: needs.chart ?? [] }]
    : board!.widgets
        .filter((w) => needs[w.id])
        .map((w) => ({ key: w.id, name: widgetName(w.config) ?? w.id, fields: needs[w.id]! }));
  return {
    type: chart ? ('DATACHART' as const) : ('DASHBOARD' as const),
    name: (chart ?? board)!.name,
    bindings,
  };
}
