import { eq, inArray } from 'drizzle-orm';
import { memberships, storyboards, vizFolders } from '@tessera/db';
import type { AuthedCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { can, requireActor, requireMember, requireOwner } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { VIZ } from '../viz/viz-tree';
import { downloadView, insertDownload } from '../downloads/downloads.service';
import { getDashboard } from '../dashboards/dashboards.service';
import { getDatachart } from '../viz/datacharts.service';
import { collectEntries } from './collect';
import { boardTemplate, chartTemplate } from './template-build';
import { TRANSFER_DOWNLOAD_TYPES } from './transfer-job';
import type {
  BoardTemplateInput,
  ChartTemplateInput,
  ExportInput,
  SavedTemplateInput,
} from './transfer.schemas';

/** The organisation of every chosen item (one organisation, or the export is refused). */
async function orgOfResources(ctx: Ctx, resources: ExportInput['resources']): Promise<string> {
  const vizIds = resources.filter((r) => r.resourceType !== 'STORYBOARD').map((r) => r.resourceId);
  const storyIds = resources.filter((r) => r.resourceType === 'STORYBOARD').map((r) => r.resourceId);
  const orgs = new Set<string>();
  const nodes = vizIds.length
    ? await ctx.deps.db
        .select({ id: vizFolders.id, orgId: vizFolders.orgId })
        .from(vizFolders)
        .where(inArray(vizFolders.id, vizIds))
    : [];
  const stories = storyIds.length
    ? await ctx.deps.db
        .select({ id: storyboards.id, orgId: storyboards.orgId })
        .from(storyboards)
        .where(inArray(storyboards.id, storyIds))
    : [];
  if (nodes.length !== new Set(vizIds).size || stories.length !== new Set(storyIds).size)
    throw new AppError('NOT_FOUND', { entity: 'viz' });
  for (const r of [...nodes, ...stories]) orgs.add(r.orgId);
  if (orgs.size !== 1)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'resources', message: 'invalid' }] });
  return [...orgs][0]!;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * `POST /viz/export`: the chosen charts, boards and storyboards with all they need, as a download task
 * (a `.drr` file made by the worker). Owners only (D-transfer-2): the file carries view SQL and source
 * settings. Everything is checked now, so a refusal is immediate, and again when the file is made.
 */
/** A transfer file being made: its download task, as the downloads list shows it. */
export type TransferTask = ReturnType<typeof downloadView>;

export async function exportResources(ctx: Ctx, input: ExportInput): Promise<TransferTask> {
  requireActor(ctx);
  const orgId = await orgOfResources(ctx, input.resources);
  await requireOwner(ctx, orgId);
  // Collected now to refuse at once what is missing; the worker collects again when it runs.
  await collectEntries(ctx.deps, ctx.deps.db, orgId, { ...input, includeVersions: false });
  const base = input.fileName?.replace(/\.drr$/i, '').trim() || `export-${stamp(ctx.deps.clock())}`;
  const row = await insertDownload(ctx.deps, {
    orgId,
    name: `${base}.drr`,
    downloadType: TRANSFER_DOWNLOAD_TYPES.resources,
    createdBy: ctx.actor.userId,
    subjectId: ctx.actor.userId,
    params: [{ resources: input.resources, includeVersions: input.includeVersions }],
  });
  return downloadView(row);
}

async function templateTask(
  ctx: AuthedCtx,
  orgId: string,
  name: string,
  template: Record<string, unknown>,
): Promise<TransferTask> {
  const row = await insertDownload(ctx.deps, {
    orgId,
    name: `${name.replace(/[\\/:*?"<>|]/g, '_').slice(0, 200)}.drt`,
    downloadType: TRANSFER_DOWNLOAD_TYPES.template,
    createdBy: ctx.actor.userId,
    subjectId: ctx.actor.userId,
    params: [template],
  });
  return downloadView(row);
}

/** The organisation a template is exported from: the caller's chosen one, or the one of the chart/board id sent. */
async function templateOrg(
  ctx: AuthedCtx,
  id: string | undefined,
  orgId: string | undefined,
): Promise<string> {
  let org = orgId;
  if (!org && id)
    org = (
      await ctx.deps.db.select({ orgId: vizFolders.orgId }).from(vizFolders).where(eq(vizFolders.id, id))
    )[0]?.orgId;
  if (!org) {
    // Datart's client sends neither: the caller's only organisation, when they have one.
    const mine = await ctx.deps.db
      .select({ orgId: memberships.orgId })
      .from(memberships)
      .where(eq(memberships.userId, ctx.actor.userId));
    if (mine.length === 1) org = mine[0]!.orgId;
  }
  if (!org) throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'orgId', message: 'required' }] });
  return org;
}

/**
 * `POST /viz/export/datachart/template` (Datart's body `{datachart}`): a `.drt` of the chart with no
 * view binding. Any member may make one from a chart config they hold; it carries no data or SQL.
 */
export async function exportChartTemplate(
  ctx: Ctx,
  { datachart }: ChartTemplateInput,
  orgId?: string,
): Promise<TransferTask> {
  requireActor(ctx);
  const org = await templateOrg(ctx, datachart.id, orgId);
  await requireMember(ctx, org);
  const { entry, needs } = chartTemplate(datachart);
  return templateTask(ctx, org, entry.name, { kind: 'DATACHART', entry, needs });
}

/** `POST /viz/export/dashboard/template` (Datart's body `{dashboard, widgets}`). */
export async function exportBoardTemplate(
  ctx: Ctx,
  input: BoardTemplateInput,
  orgId?: string,
): Promise<TransferTask> {
  requireActor(ctx);
  const org = await templateOrg(ctx, input.dashboard.id, orgId);
  await requireMember(ctx, org);
  const { entry, needs } = await boardTemplate(ctx.deps.db, org, input.dashboard, input.widgets, (id) =>
    can(ctx, org, VIZ, id, Level.READ),
  );
  return templateTask(ctx, org, entry.name, { kind: 'DASHBOARD', entry, needs });
}

/**
 * Tessera's own "Save as template" (tRPC): the chart or board as it is saved, read with the caller's
 * READ right (the same reading as opening it), then made into a `.drt` like Datart's editor body.
 */
export async function exportSavedTemplate(ctx: Ctx, input: SavedTemplateInput): Promise<TransferTask> {
  requireActor(ctx);
  if (input.vizType === 'DATACHART') {
    const chart = await getDatachart(ctx, { id: input.id });
    if (chart.orgId !== input.orgId) throw new AppError('NOT_FOUND', { entity: 'datachart' });
    const [node] = await ctx.deps.db
      .select({ avatar: vizFolders.avatar })
      .from(vizFolders)
      .where(eq(vizFolders.id, chart.id));
    const { entry, needs } = chartTemplate({ name: chart.name, avatar: node?.avatar, config: chart.config });
    return templateTask(ctx, chart.orgId, entry.name, { kind: 'DATACHART', entry, needs });
  }
  const board = await getDashboard(ctx, { id: input.id });
  if (board.orgId !== input.orgId) throw new AppError('NOT_FOUND', { entity: 'dashboard' });
  const { entry, needs } = await boardTemplate(
    ctx.deps.db,
    board.orgId,
    { id: board.id, name: board.name, config: board.config },
    board.widgets.map((w) => ({
      id: w.id,
      parentId: w.parentId,
      datachartId: w.datachartId,
      config: w.config,
      relations: w.relations as unknown as Record<string, unknown>[],
    })),
    (id) => can(ctx, board.orgId, VIZ, id, Level.READ),
  );
  return templateTask(ctx, board.orgId, entry.name, { kind: 'DASHBOARD', entry, needs });
}
