import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { downloads, jobs, users } from '@tessera/db';
import type { AuthedCtx, Ctx, ServiceDeps } from '../context';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { downloadRecordLimit } from '../settings/settings.service';
import { enqueue, type JobRow } from '../jobs/queue';
import { drainJobs, type JobHandler } from '../jobs/runner';
import { wake } from '../jobs/wake';
import { streamOnView } from '../views/execute.service';
import { writeCsvFile, type CsvSection } from './csv';
import { csvSection } from './csv-section';
import {
  downloadableShare,
  memberQuery,
  shareQuery,
  storyPageTarget,
  type DownloadQuery,
} from './download-queries';
import type { DownloadIdInput, SubmitDownloadInput } from './downloads.schemas';
import { writeWorkbookFile, type SheetSection } from './excel';
import { sheetLayout } from './excel-format';
import { renderPicture } from './picture';
import { buildTransferFile, isTransferDownload, transferExtension } from '../transfer/transfer-job';

export type DownloadRow = typeof downloads.$inferSelect;

/** Tasks are listed for 7 days, as Datart does. */
export const LIST_DAYS = 7;
/** The job kind that makes a download's file. */
export const DOWNLOAD_JOB = 'download';

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

/** The file types made here: Excel, picture (PNG) and PDF (Datart's), and CSV (beyond Datart). */
export type FileType = 'EXCEL' | 'CSV' | 'IMAGE' | 'PDF';
const EXTENSIONS: Record<FileType, string> = { EXCEL: 'xlsx', CSV: 'csv', IMAGE: 'png', PDF: 'pdf' };
const DATA_TYPES = new Set<string>(['EXCEL', 'CSV']);
const PICTURE_TYPES = new Set<string>(['IMAGE', 'PDF']);

/** A type this door makes: data files everywhere; pictures and PDFs only for members (not share pages). */
export function checkDownloadType(type: string, pictures = false): FileType {
  const upper = type.toUpperCase();
  if (!DATA_TYPES.has(upper) && !(pictures && PICTURE_TYPES.has(upper)))
    throw new AppError('DOWNLOAD_TYPE_UNSUPPORTED', { type });
  return upper as FileType;
}

export const isPictureType = (type: string) => PICTURE_TYPES.has(type);

/** The type's extension added to the name the person gave, unless it is there. */
export function fileNameOf(name: string, type: FileType): string {
  const ext = EXTENSIONS[type];
  return name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
}

/** `.xlsx` added to the name the person gave, unless it is there. */
export const excelName = (name: string) => fileNameOf(name, 'EXCEL');

/**
 * `POST /download/submit/task`: every query is checked now (DOWNLOAD on its chart or board, a view it
 * uses) so a refusal is immediate; the worker runs them, checking again, under the member's rules.
 */
export async function submitDownload(ctx: Ctx, input: SubmitDownloadInput) {
  requireActor(ctx);
  const actor = ctx.actor;
  const type = checkDownloadType(input.downloadType, true);
  const checked = [];
  for (const p of input.downloadParams) {
    if (p.vizType !== 'STORYBOARD') {
      checked.push(await memberQuery(ctx, p));
      continue;
    }
    // a storyboard page has no data of its own to export: it is a picture or a PDF
    if (!isPictureType(type)) throw new AppError('DOWNLOAD_STORY_PAGE_PICTURE_ONLY');
    checked.push(await storyPageTarget(ctx, p));
  }
  const orgIds = new Set(checked.map((q) => q.orgId));
  if (orgIds.size !== 1)
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'downloadParams', message: 'invalid' }] });
  const row = await insertDownload(ctx.deps, {
    orgId: checked[0]!.orgId,
    name: fileNameOf(input.fileName, type),
    downloadType: type,
    createdBy: actor.userId,
    subjectId: actor.userId,
    // A picture shows the first query's chart or board, at the asked width (Datart's imageWidth); an
    // Excel file writes currencies and units in the asker's language.
    params: input.downloadParams.map((p, i) => ({
      ...p,
      locale: ctx.lang,
      ...(i === 0 && isPictureType(type) ? { imageWidth: input.imageWidth ?? null } : {}),
    })),
  });
  return downloadView(row);
}

/**
 * The task's row and its job in one transaction, then the worker of this process woken at once (the
 * external workers hear the NOTIFY at commit): a new download starts now, not at the next poll.
 */
export async function insertDownload(
  deps: ServiceDeps,
  values: typeof downloads.$inferInsert,
): Promise<DownloadRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(downloads).values(values).returning();
    await enqueue(
      tx,
      deps.clock(),
      DOWNLOAD_JOB,
      { downloadId: created!.id },
      { dedupeKey: jobKey(created!.id) },
    );
    return created!;
  });
  wake(deps.db, DOWNLOAD_JOB);
  return row;
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

/**
 * The file of a finished task, marked downloaded; someone else's task is "not found", as is none. The
 * file is read from disk as it is sent (a large CSV is never whole in memory).
 */
export async function takeFile(ctx: Ctx, row: DownloadRow | undefined) {
  if (!row) throw new AppError('NOT_FOUND', { entity: 'download' });
  if (row.status < 1 || !row.path) throw new AppError('DOWNLOAD_NOT_READY');
  const abs = ctx.deps.files.resolve(row.path);
  const size = await stat(abs).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw new AppError('NOT_FOUND', { entity: 'download' });
  await ctx.deps.db
    .update(downloads)
    .set({ status: 2, lastDownloadTime: ctx.deps.clock() })
    .where(eq(downloads.id, row.id));
  return {
    name: row.name,
    size,
    body: () => Readable.toWeb(createReadStream(abs)) as ReadableStream<Uint8Array>,
  };
}

/** `GET /download/files/{id}`. */
export async function downloadFile(ctx: Ctx, { id }: DownloadIdInput) {
  requireActor(ctx);
  const actor = ctx.actor;
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

/** A task's queries, checked again now and to be run under the subject's rules. */
async function checkedQueries(deps: ServiceDeps, row: DownloadRow) {
  const ctx = await subjectCtx(deps, row);
  const queries: DownloadQuery[] = [];
  if (row.shareId) {
    const { share } = await downloadableShare({ ...ctx, actor: null }, row.shareId);
    // the page session that asked ended when its owner changed the share (decision D-share-10)
    if (row.shareVersion !== null && row.shareVersion !== share.version)
      throw new AppError('SHARE_SESSION_ENDED');
    for (const p of row.params) queries.push(await shareQuery(ctx, share, p));
  } else
    for (const p of row.params)
      if (p.vizType === 'STORYBOARD') await storyPageTarget(ctx, p);
      else queries.push(await memberQuery(ctx, p));
  const limit = await downloadRecordLimit(ctx, row.orgId);
  const requests = queries.map((q) => {
    const {
      viewId: _v,
      vizId: _id,
      vizType: _t,
      vizName: _n,
      pageInfo: _p,
      widgetId: _w,
      locale: _l,
      imageWidth: _i,
      ...request
    } = q.request;
    return {
      query: q,
      request: { ...request, viewId: q.view.id, pageInfo: { pageNo: 1, pageSize: limit, countTotal: false } },
    };
  });
  return { ctx, requests };
}

/** The language a task's Excel file is written in: the asker's, else English. */
const localeOf = (row: DownloadRow) => (row.params[0]?.locale === 'zh' ? 'zh' : 'en');

/**
 * An Excel task: one sheet per query (a board's widget, a chart), named after it, with the chart's number
 * formats and a table's grouped header; the rows are streamed from the database into exceljs' streaming
 * writer, so the file is never whole in memory.
 */
async function produceExcel(deps: ServiceDeps, row: DownloadRow, absPath: string): Promise<void> {
  const { ctx, requests } = await checkedQueries(deps, row);
  const locale = localeOf(row);
  async function* sections(): AsyncGenerator<SheetSection> {
    for (const { query, request } of requests) {
      // Paced: exceljs writes slower than PostgreSQL sends, and unread rows would wait in memory.
      const s = await streamOnView(ctx, query.view, request, { paced: true });
      yield {
        name: query.sheet,
        layout: sheetLayout(
          s.columns.map((c) => ({ name: c.name[c.name.length - 1] ?? '', type: c.type })),
          query.chart ?? null,
          locale,
        ),
        batches: s.batches,
      };
    }
  }
  await writeWorkbookFile(absPath, sections());
}

/** A CSV task: each query's rows streamed from the database to the file as they arrive. */
async function produceCsv(deps: ServiceDeps, row: DownloadRow, absPath: string): Promise<void> {
  const { ctx, requests } = await checkedQueries(deps, row);
  async function* sections(): AsyncGenerator<CsvSection> {
    for (const { query, request } of requests) yield await csvSection(ctx, query.view, request, query.sheet);
  }
  await writeCsvFile(absPath, sections(), { titled: requests.length > 1 });
}

/**
 * A picture or PDF task: its queries checked again (DOWNLOAD, under the member's rules), then the first
 * one's chart, board or storyboard page rendered by Chromium on a render link bound to this job attempt.
 */
async function producePicture(deps: ServiceDeps, row: DownloadRow, job: JobRow, type: FileType) {
  if (row.shareId) throw new AppError('DOWNLOAD_TYPE_UNSUPPORTED', { type });
  await checkedQueries(deps, row);
  const first = row.params[0]!;
  const vizType =
    first.vizType === 'DASHBOARD' || first.vizType === 'STORYBOARD' ? first.vizType : 'DATACHART';
  return renderPicture(
    deps,
    job,
    {
      orgId: row.orgId,
      vizType,
      vizId: String(first.vizId),
      userId: row.subjectId,
      width: typeof first.imageWidth === 'number' ? first.imageWidth : null,
      ...(vizType === 'STORYBOARD' ? { storyPageId: String(first.storyPageId) } : {}),
    },
    type === 'PDF' ? 'pdf' : 'png',
  );
}

/** Runs a task's job: the file and status 1 (a task already finished is left alone). */
async function runDownloadJob(deps: ServiceDeps, downloadId: string, job: JobRow): Promise<void> {
  const [row] = await deps.db.select().from(downloads).where(eq(downloads.id, downloadId));
  if (!row || row.status !== 0) return;
  if (isTransferDownload(row.downloadType)) {
    // An export or template file (issue 32), made by packages/core/src/transfer.
    const filePath = `download/${row.id}.${transferExtension(row.downloadType)}`;
    await deps.files.put(filePath, await buildTransferFile(deps, row));
    await deps.db
      .update(downloads)
      .set({ status: 1, path: filePath, error: null })
      .where(eq(downloads.id, row.id));
    return;
  }
  const type = checkDownloadType(row.downloadType, true);
  const path = `download/${row.id}.${EXTENSIONS[type]}`;
  if (isPictureType(type)) await deps.files.put(path, await producePicture(deps, row, job, type));
  else {
    // Written beside the store under a temporary name, then moved: a half-written file is never served.
    const partial = deps.files.resolve(`download/.partial/${row.id}.${EXTENSIONS[type]}`);
    try {
      if (type === 'CSV') await produceCsv(deps, row, partial);
      else await produceExcel(deps, row, partial);
      await deps.files.putFile(path, partial);
    } finally {
      await rm(partial, { force: true });
    }
  }
  await deps.db.update(downloads).set({ status: 1, path, error: null }).where(eq(downloads.id, row.id));
}

/** The queue's handler for downloads: a refusal or spent attempts leave status -1 with the reason. */
export const downloadJob: JobHandler = {
  kind: DOWNLOAD_JOB,
  run: (deps, job) => runDownloadJob(deps, String(job.payload.downloadId), job),
  async onDead(deps, job, reason) {
    // The code is shown to the person (LEASE_EXPIRED, FORBIDDEN…); an unexpected failure's text stays in the log.
    const code = reason.split(':')[0]!;
    await deps.db
      .update(downloads)
      .set({ status: -1, error: /^[A-Z_]+$/.test(code) ? code : 'INTERNAL' })
      .where(and(eq(downloads.id, String(job.payload.downloadId)), eq(downloads.status, 0)));
  },
};

const jobKey = (downloadId: string) => `download:${downloadId}`;

/**
 * A waiting task with no job yet (inserted by a path that did not enqueue, or before the queue existed)
 * gets one; the key makes this a no-op for the others. Run on the worker's every poll.
 */
export async function enqueueWaitingDownloads(deps: Pick<ServiceDeps, 'db'>): Promise<void> {
  await deps.db.execute(sql`
    insert into ${jobs} (kind, payload, dedupe_key)
    select ${DOWNLOAD_JOB}, jsonb_build_object('downloadId', d.id), 'download:' || d.id
    from ${downloads} d where d.status = 0
    on conflict do nothing`);
}

/** Runs every waiting task here and now, one after another (tests and tools); answers how many ran. */
export async function runPendingDownloads(deps: ServiceDeps): Promise<number> {
  await enqueueWaitingDownloads(deps);
  return drainJobs(deps, [downloadJob]);
}
