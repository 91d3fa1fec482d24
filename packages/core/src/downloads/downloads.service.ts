import { and, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { downloads, users } from '@tessera/db';
import type { AuthedCtx, Ctx, ServiceDeps } from '../context';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { downloadRecordLimit } from '../settings/settings.service';
import { parse } from '../validation';
import { runOnView } from '../views/execute.service';
import { downloadableShare, memberQuery, shareQuery, type DownloadQuery } from './download-queries';
import { downloadIdSchema, submitDownloadInputSchema } from './downloads.schemas';
import { workbook } from './excel';

export type DownloadRow = typeof downloads.$inferSelect;

/** Tasks are listed for 7 days, as Datart does; a task taken by a worker that died is taken again after this. */
export const LIST_DAYS = 7;
export const CLAIM_TIMEOUT_MS = 10 * 60_000;

/** Datart's `Download` as clients see it (params, owner and errors stay on the server; the error's gist is shown). */
export function downloadView(row: DownloadRow) {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    status: row.status,
    error: row.status === -1 ? row.error : null,
    createTime: row.createdAt.toISOString(),
    lastDownloadTime: row.lastDownloadTime?.toISOString() ?? null,
  };
}

export function checkDownloadType(type: string): void {
  if (type.toUpperCase() !== 'EXCEL') throw new AppError('DOWNLOAD_TYPE_UNSUPPORTED', { type });
}

/** `.xlsx` added to the name the person gave, unless it is there. */
export const excelName = (name: string) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`);

/**
 * `POST /download/submit/task`: every query is checked now (DOWNLOAD on its chart or board, a view it
 * uses) so a refusal is immediate; the worker runs them, checking again, under the member's rules.
 */
export async function submitDownload(ctx: Ctx, rawInput: unknown) {
  requireActor(ctx);
  const actor = ctx.actor;
  const input = parse(submitDownloadInputSchema, rawInput);
  checkDownloadType(input.downloadType);
  const checked = [];
  for (const p of input.downloadParams) checked.push(await memberQuery(ctx, p));
  const orgIds = new Set(checked.map((q) => q.orgId));
  if (orgIds.size !== 1)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'downloadParams', message: 'invalid' }] });
  const [row] = await ctx.deps.db
    .insert(downloads)
    .values({
      orgId: checked[0]!.orgId,
      name: excelName(input.fileName),
      downloadType: 'EXCEL',
      createdBy: actor.userId,
      subjectId: actor.userId,
      params: input.downloadParams,
    })
    .returning();
  return downloadView(row!);
}

/** `GET /download/tasks`: the member's own tasks of the last 7 days, newest first. */
export async function listDownloads(ctx: Ctx) {
  requireActor(ctx);
  const actor = ctx.actor;
  const since = new Date(ctx.deps.clock().getTime() - LIST_DAYS * 86_400_000);
  const rows = await ctx.deps.db
    .select()
    .from(downloads)
    .where(
      and(eq(downloads.createdBy, actor.userId), isNull(downloads.shareId), gte(downloads.createdAt, since)),
    )
    .orderBy(desc(downloads.createdAt));
  return rows.map(downloadView);
}

/** The file of a finished task, marked downloaded; someone else's task is "not found", as is none. */
export async function takeFile(ctx: Ctx, row: DownloadRow | undefined) {
  if (!row) throw new AppError('NOT_FOUND', { entity: 'download' });
  if (row.status < 1 || !row.path) throw new AppError('DOWNLOAD_NOT_READY');
  const data = await ctx.deps.files.get(row.path);
  if (!data) throw new AppError('NOT_FOUND', { entity: 'download' });
  await ctx.deps.db
    .update(downloads)
    .set({ status: 2, lastDownloadTime: ctx.deps.clock() })
    .where(eq(downloads.id, row.id));
  return { name: row.name, data };
}

/** `GET /download/files/{id}`. */
export async function downloadFile(ctx: Ctx, rawInput: unknown) {
  requireActor(ctx);
  const actor = ctx.actor;
  const { id } = parse(downloadIdSchema, rawInput);
  const [row] = await ctx.deps.db
    .select()
    .from(downloads)
    .where(and(eq(downloads.id, id), eq(downloads.createdBy, actor.userId), isNull(downloads.shareId)));
  return takeFile(ctx, row);
}

/** The person a task runs as, read again when it runs (a removed account stops it). */
async function subjectCtx(deps: ServiceDeps, row: DownloadRow): Promise<AuthedCtx> {
  const [u] = await deps.db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.subjectId));
  if (!u) throw new AppError('NOT_FOUND', { entity: 'user' });
  return {
    deps,
    lang: 'en',
    ip: null,
    userAgent: null,
    actor: {
      userId: u.id,
      username: u.username,
      sessionId: `download:${row.id}`,
      profile: { name: u.name, email: u.email },
    },
  };
}

/** Runs one task: its queries checked again and run under the subject's rules, one sheet each. */
async function produce(deps: ServiceDeps, row: DownloadRow): Promise<Uint8Array> {
  const ctx = await subjectCtx(deps, row);
  const queries: DownloadQuery[] = [];
  if (row.shareId) {
    const { share } = await downloadableShare({ ...ctx, actor: null }, row.shareId);
    for (const p of row.params) queries.push(await shareQuery(ctx, share, p));
  } else for (const p of row.params) queries.push(await memberQuery(ctx, p));
  const limit = await downloadRecordLimit(ctx, row.orgId);
  const sheets = [];
  for (const q of queries) {
    const { viewId: _v, vizId: _id, vizType: _t, vizName: _n, pageInfo: _p, ...request } = q.request;
    const frame = await runOnView(
      ctx,
      q.view,
      { ...request, viewId: q.view.id, pageInfo: { pageNo: 1, pageSize: limit, countTotal: false } },
      false,
    );
    sheets.push({
      name: q.sheet,
      columns: frame.columns.map((c) => c.name[c.name.length - 1] ?? ''),
      rows: frame.rows as (string | number | boolean | null)[][],
    });
  }
  return workbook(sheets);
}

/**
 * Takes the oldest waiting task, if any, so that no other worker runs it: a row lock skipped by the
 * others, and a claim time (a task claimed by a worker that died is taken again after CLAIM_TIMEOUT_MS).
 */
export async function claimDownload(deps: ServiceDeps): Promise<DownloadRow | null> {
  const now = deps.clock();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  return deps.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: downloads.id })
      .from(downloads)
      .where(and(eq(downloads.status, 0), or(isNull(downloads.claimedAt), lt(downloads.claimedAt, stale))))
      .orderBy(downloads.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(downloads)
      .set({ claimedAt: now })
      .where(eq(downloads.id, next.id))
      .returning();
    return row ?? null;
  });
}

/** Runs a claimed task to its end: the file and status 1, or status -1 with the reason. */
export async function runDownload(deps: ServiceDeps, row: DownloadRow): Promise<void> {
  try {
    const data = await produce(deps, row);
    const path = `download/${row.id}.xlsx`;
    await deps.files.put(path, data);
    await deps.db.update(downloads).set({ status: 1, path, error: null }).where(eq(downloads.id, row.id));
  } catch (e) {
    const reason = e instanceof AppError ? e.code : 'INTERNAL';
    deps.logger.warn({ err: e, downloadId: row.id }, 'download task failed');
    await deps.db.update(downloads).set({ status: -1, error: reason }).where(eq(downloads.id, row.id));
  }
}

/** Runs every waiting task, one after another (the worker's job); answers how many ran. */
export async function runPendingDownloads(deps: ServiceDeps): Promise<number> {
  let n = 0;
  for (let row = await claimDownload(deps); row; row = await claimDownload(deps)) {
    await runDownload(deps, row);
    n++;
  }
  return n;
}
