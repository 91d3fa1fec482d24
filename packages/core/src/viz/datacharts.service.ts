import { assertShown } from './drafts';
import { and, eq, isNull, or } from 'drizzle-orm';
import { datacharts, STATUS, variables, vizFolders } from '@tessera/db';
import { cached } from '../cache/cached';
import { writesViz } from '../cache/metadata-cache';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { authorize, can, loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { allowedColumns } from '../views/access-rules';
import { restrictModel } from '../views/model';
import { findView, VIEW, type ViewRow } from '../views/view-tree';
import { viewDetail } from '../views/views.service';
import { recordVersion } from '../versions/record-version';
import type { SaveOptions } from '../versions/versions.schemas';
import { validateDatachartConfig } from './chart-config';
import { assertCanCreate, grantCreator, loadNode, nameSafe, withCan, type VizNode } from './viz.service';
import {
  type CreateDatachartInput,
  type DatachartIdsInput,
  type UpdateDatachartInput,
  type VizIdInput,
} from './viz.schemas';
import { findDatachart, vizLifecycle, type DatachartRow, type VizCan } from './viz-tree';

/** A view a chart may use: an active, non-folder view of the chart's organisation. */
export function usableView(view: ViewRow | undefined, orgId: string): view is ViewRow {
  return !!view && view.orgId === orgId && !view.isFolder && view.status !== STATUS.ARCHIVED;
}

/**
 * The chart's view for the editor: it must be usable and READable by the actor, and the config is checked
 * against the columns the actor may see (a hidden column is "not in the view" for them).
 */
/** The chart type a saved config names (Datart's `chartGraphId`), or null. */
const chartTypeOf = (config: Record<string, unknown>): string | null =>
  typeof config.chartGraphId === 'string' && config.chartGraphId ? config.chartGraphId.slice(0, 255) : null;

async function checkedView(
  ctx: Ctx,
  orgId: string,
  viewId: string,
  config: unknown,
): Promise<Record<string, unknown>> {
  const view = await findView(ctx.deps.db, viewId);
  if (!usableView(view, orgId))
    throw new AppError('NOT_FOUND', { entity: 'view' }, { fields: [{ path: 'viewId', message: 'invalid' }] });
  const access = await authorize(ctx, orgId, VIEW, view.id, Level.READ);
  const model = restrictModel(view.model ?? null, await allowedColumns(ctx, view, access));
  return validateDatachartConfig(config, { model });
}

/**
 * The QUERY variables a chart on `viewId` may set (public ones and the view's own), from the metadata
 * cache (the variables table bumps the organisation's version). Shared between requests: read, never change.
 */
export async function queryVariables(ctx: Ctx, orgId: string, viewId: string | null) {
  return cached(ctx, orgId, `query-variables:${viewId ?? ''}`, () => readQueryVariables(ctx, orgId, viewId));
}

function readQueryVariables(ctx: Ctx, orgId: string, viewId: string | null) {
  return ctx.deps.db
    .select({
      id: variables.id,
      orgId: variables.orgId,
      viewId: variables.viewId,
      name: variables.name,
      label: variables.label,
      type: variables.type,
      valueType: variables.valueType,
      format: variables.format,
      defaultValue: variables.defaultValue,
      expression: variables.expression,
    })
    .from(variables)
    .where(
      and(
        eq(variables.orgId, orgId),
        eq(variables.type, 'QUERY'),
        viewId ? or(isNull(variables.viewId), eq(variables.viewId, viewId)) : isNull(variables.viewId),
      ),
    );
}

/** The view as a chart reader sees it: SQL only for its managers, columns limited by column rules. */
export async function viewForReader(ctx: Ctx, view: ViewRow) {
  const canManage = await can(ctx, view.orgId, VIEW, view.id, Level.MANAGE);
  const access = await loadAccess(ctx, view.orgId);
  return viewDetail(view, canManage, canManage ? null : await allowedColumns(ctx, view, access));
}

export interface DatachartDetail extends DatachartRow {
  parentId: string | null;
  index: number;
  view: ReturnType<typeof viewDetail> | null;
  queryVariables: Awaited<ReturnType<typeof queryVariables>>;
  download: boolean;
  can: VizCan;
  /** The chart's view was archived or deleted: the chart stays readable and says so. */
  viewUnavailable: boolean;
}

/** Loads a chart for reading: READ on it (archived ones only for those who may restore them). */
async function readableChart(ctx: Ctx, id: string): Promise<{ chart: DatachartRow; node: VizNode }> {
  const chart = await findDatachart(ctx.deps.db, id);
  if (!chart) throw new AppError('NOT_FOUND', { entity: 'datachart' });
  const loaded = await loadNode(ctx, id, chart.status === STATUS.ARCHIVED ? Level.MANAGE : Level.READ);
  return { chart, node: await withCan(ctx, loaded.node) };
}

async function detailOf(ctx: Ctx, chart: DatachartRow, node: VizNode): Promise<DatachartDetail> {
  const view = chart.viewId ? await findView(ctx.deps.db, chart.viewId) : undefined;
  const available = usableView(view, chart.orgId);
  return {
    ...chart,
    parentId: node.parentId,
    index: node.index,
    view: available ? await viewForReader(ctx, view) : null,
    queryVariables: available ? await queryVariables(ctx, chart.orgId, view.id) : [],
    download: node.can.download,
    can: node.can,
    viewUnavailable: !available,
  };
}

/** `GET /viz/datacharts/{id}`. */
export async function getDatachart(ctx: Ctx, { id }: VizIdInput): Promise<DatachartDetail> {
  const { chart, node } = await readableChart(ctx, id);
  assertShown({ status: chart.status, isFolder: false }, node.can);
  return detailOf(ctx, chart, node);
}

/**
 * `GET /viz/datacharts?datachartIds=a,b`: the charts with their views and variables. Every chart must be
 * readable by the actor (like Datart, one refused id refuses the request: nothing is half-answered).
 */
/** Charts with their views and variables grouped, as Datart's board loader reads them. */
export interface DatachartsByIds {
  datacharts: Omit<DatachartDetail, 'view' | 'queryVariables'>[];
  views: NonNullable<DatachartDetail['view']>[];
  viewVariables: Record<string, DatachartDetail['queryVariables']>;
  orgVariables: DatachartDetail['queryVariables'];
}

export async function listDatachartsByIds(
  ctx: Ctx,
  { datachartIds }: DatachartIdsInput,
): Promise<DatachartsByIds> {
  const details: DatachartDetail[] = [];
  for (const id of [...new Set(datachartIds)]) {
    const { chart, node } = await readableChart(ctx, id);
    if (chart.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'datachart' });
    details.push(await detailOf(ctx, chart, node));
  }
  const views = new Map<string, NonNullable<DatachartDetail['view']>>();
  const viewVariables: Record<string, DatachartDetail['queryVariables']> = {};
  const orgVariables = new Map<string, DatachartDetail['queryVariables'][number]>();
  for (const d of details) {
    if (!d.view) continue;
    views.set(d.view.id, d.view);
    viewVariables[d.view.id] = d.queryVariables.filter((v) => v.viewId === d.view!.id);
    for (const v of d.queryVariables) if (!v.viewId) orgVariables.set(v.id, v);
  }
  return {
    datacharts: details.map(({ view: _view, queryVariables: _vars, ...rest }) => rest),
    views: [...views.values()],
    viewVariables,
    orgVariables: [...orgVariables.values()],
  };
}

/** `POST /viz/datacharts` → the tree node made for it (Datart returns the Folder row). */
export async function createDatachart(ctx: Ctx, input: CreateDatachartInput): Promise<VizNode> {
  writesViz(ctx);
  const access = await assertCanCreate(ctx, input);
  const config = await checkedView(ctx, input.orgId, input.viewId, input.config);
  const node = await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [chart] = await tx
        .insert(datacharts)
        .values({
          orgId: input.orgId,
          name: input.name,
          description: input.description ?? null,
          viewId: input.viewId,
          config,
          thumbnail: input.thumbnail ?? null,
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      const [row] = await tx
        .insert(vizFolders)
        .values({
          id: chart!.id,
          orgId: input.orgId,
          name: input.name,
          relType: 'DATACHART',
          relId: chart!.id,
          subType: input.subType ?? null,
          avatar: input.avatar ?? chartTypeOf(config),
          isFolder: false,
          parentId: input.parentId ?? null,
          index: await vizLifecycle.nextIndex(tx, input.orgId, input.parentId, input.index),
          createdBy: access.userId,
          updatedBy: access.userId,
        })
        .returning();
      await grantCreator(tx, access, input.orgId, chart!.id);
      await recordVersion(tx, ctx, 'DATACHART', chart!.id);
      return row!;
    }),
  );
  return withCan(ctx, node);
}

/** `PUT /viz/datacharts/{id}`: MANAGE on the chart; a move also needs CREATE where it lands. */
export async function updateDatachart(
  ctx: Ctx,
  input: UpdateDatachartInput,
  opts: SaveOptions = {},
): Promise<DatachartDetail> {
  writesViz(ctx);
  const chart = await findDatachart(ctx.deps.db, input.id);
  if (!chart || chart.status === STATUS.ARCHIVED) throw new AppError('NOT_FOUND', { entity: 'datachart' });
  const { node } = await loadNode(ctx, input.id, Level.MANAGE);
  const { parentId, index } = await vizLifecycle.planMove(ctx, node, input);
  const config = await checkedView(ctx, node.orgId, input.viewId, input.config);
  const now = ctx.deps.clock();
  await nameSafe(() =>
    ctx.deps.db.transaction(async (tx) => {
      const patch: Partial<DatachartRow> = {
        name: input.name,
        viewId: input.viewId,
        config,
        updatedBy: ctx.actor!.userId,
        updatedAt: now,
      };
      if (input.description !== undefined) patch.description = input.description;
      if (input.thumbnail !== undefined) patch.thumbnail = input.thumbnail;
      await tx.update(datacharts).set(patch).where(eq(datacharts.id, chart.id));
      const nodePatch: Partial<typeof vizFolders.$inferSelect> = {
        name: input.name,
        parentId,
        index,
        updatedBy: ctx.actor!.userId,
        updatedAt: now,
      };
      if (input.subType !== undefined) nodePatch.subType = input.subType;
      // Datart's client sends the chart type as the node's avatar; a client that does not (Tessera's own
      // workbench, the tRPC door) gets it from the config, so the tree and "Add a chart" show each type.
      nodePatch.avatar = input.avatar !== undefined ? input.avatar : chartTypeOf(config);
      await tx.update(vizFolders).set(nodePatch).where(eq(vizFolders.id, node.id));
      await recordVersion(tx, ctx, 'DATACHART', chart.id, opts);
    }),
  );
  return getDatachart(ctx, { id: chart.id });
}
