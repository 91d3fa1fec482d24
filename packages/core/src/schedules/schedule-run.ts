import { rm } from 'node:fs/promises';
import { t } from '@tessera/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { scheduleLogs, schedules, STATUS, users } from '@tessera/db';
import type { AuthedCtx, ServiceDeps } from '../context';
import { writeCsvFile, type CsvSection } from '../downloads/csv';
import { csvSection } from '../downloads/csv-section';
import type { DownloadQuery } from '../downloads/download-queries';
import { heldRows, workbookBytes, type SheetSection } from '../downloads/excel';
import { sheetLayout } from '../downloads/excel-format';
import { AppError } from '../errors';
import type { JobRow } from '../jobs/queue';
import type { JobHandler } from '../jobs/runner';
import { requireMember } from '../permissions/engine';
import { downloadRecordLimit } from '../settings/settings.service';
import { runOnView } from '../views/execute.service';
import { addressList, checkScheduleConfig, type ScheduleConfig } from './schedule-config';
import { alertHolds, checkAlert, describeAlert } from './schedule-alert';
import { contentQueries } from './schedule-content';
import { fileName, mailPictures, pictureFormats, sendToRobot } from './schedule-delivery';
import { renderContent } from './schedule-pictures';
import type { ScheduleRow } from './schedule-tree';
import { SCHEDULE_RUN_JOB } from './schedules.service';

/** Datart's progress steps of a run's log. */
export const STEP = { STARTED: 1, PARSED: 3, FETCHED: 7, SENT: 15 } as const;

/** What a log shows for a failure: the message people read (in English, as Datart's logs are). */
export function failureText(reason: string): string {
  const [code, ...rest] = reason.split(':');
  const detail = rest.join(':').trim();
  if (!code || !/^[A-Z_]+$/.test(code)) return reason;
  const text = t('en', `errors:${code}`, { entity: 'item', detail, reason: detail });
  if (!text || text === `errors:${code}` || text === code) return reason;
  return detail && !text.includes(detail) ? `${code}: ${text} (${detail})` : `${code}: ${text}`;
}

/** The schedule's owner, read again at each run: removed accounts and lost memberships stop it. */
async function ownerCtx(deps: ServiceDeps, row: ScheduleRow): Promise<AuthedCtx> {
  const [u] = row.createdBy
    ? await deps.db
        .select({ id: users.id, username: users.username, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.createdBy))
    : [];
  if (!u) throw new AppError('NOT_FOUND', { entity: 'user' });
  const ctx: AuthedCtx = {
    deps,
    lang: 'en',
    ip: null,
    userAgent: null,
    actor: {
      userId: u.id,
      username: u.username,
      sessionId: `schedule:${row.id}`,
      profile: { name: u.name, email: u.email },
    },
  };
  await requireMember(ctx, row.orgId);
  return ctx;
}

/** The request of a checked query, paged to the organisation's download limit. */
function pagedRequest(q: DownloadQuery, limit: number) {
  const { viewId: _v, vizId: _i, vizType: _t, vizName: _n, pageInfo: _p, ...request } = q.request;
  return { ...request, viewId: q.view.id, pageInfo: { pageNo: 1, pageSize: limit, countTotal: false } };
}

/** The run's attachments, each made from the owner's rows now. */
async function attachmentsOf(
  ctx: AuthedCtx,
  row: ScheduleRow,
  config: ScheduleConfig,
  queries: DownloadQuery[],
  jobId: string,
) {
  const limit = await downloadRecordLimit(ctx, row.orgId);
  const at = ctx.deps.clock();
  const files: { filename: string; content: Uint8Array; cid?: string }[] = [];
  for (const type of config.attachments ?? []) {
    if (type === 'EXCEL') {
      // As a download's workbook: one sheet per chart, its number formats, a table's grouped header.
      const sheets: SheetSection[] = [];
      for (const q of queries) {
        const frame = await runOnView(ctx, q.view, pagedRequest(q, limit), false);
        sheets.push({
          name: q.sheet,
          layout: sheetLayout(
            frame.columns.map((c) => ({ name: c.name[c.name.length - 1] ?? '', type: c.type })),
            q.chart ?? null,
            ctx.lang === 'zh' ? 'zh' : 'en',
          ),
          batches: heldRows(frame.rows as unknown[][]),
        });
      }
      async function* sections() {
        yield* sheets;
      }
      files.push({ filename: fileName(row.name, at, 'xlsx'), content: await workbookBytes(sections()) });
    } else if (type === 'CSV') {
      const rel = `schedule/.partial/${jobId}.csv`;
      const abs = ctx.deps.files.resolve(rel);
      try {
        async function* sections(): AsyncGenerator<CsvSection> {
          for (const q of queries) yield await csvSection(ctx, q.view, pagedRequest(q, limit), q.sheet);
        }
        await writeCsvFile(abs, sections(), { titled: queries.length > 1 });
        files.push({ filename: fileName(row.name, at, 'csv'), content: (await ctx.deps.files.get(rel))! });
      } finally {
        await rm(abs, { force: true });
      }
    }
  }
  return files;
}

/**
 * An alert schedule's verdict at this run, on the chart's rows as its owner sees them now: whether to
 * send, the log's message (whether the condition held), and, for "send once until it clears", the
 * claim on the schedule's `alert_sent` (taken atomically, so two runs never both send; given back when
 * the send fails). A run that finds the condition false clears the state.
 */
async function checkedAlertOf(
  ctx: AuthedCtx,
  row: ScheduleRow,
  config: ScheduleConfig,
  queries: DownloadQuery[],
) {
  const alert = await checkAlert(ctx.deps.db, row.orgId, config.alert, config.vizContents ?? []);
  if (!alert) return null;
  const q = queries[0]!;
  const frame = await runOnView(
    ctx,
    q.view,
    pagedRequest(q, await downloadRecordLimit(ctx, row.orgId)),
    false,
  );
  const condition = `the condition "${describeAlert(alert)}"`;
  const db = ctx.deps.db;
  const release = async () => {
    if (alert.once) await db.update(schedules).set({ alertSent: false }).where(eq(schedules.id, row.id));
  };
  if (!alertHolds(alert, frame as { columns: { name: string[] }[]; rows: unknown[][] })) {
    await release();
    return { send: false, message: `ALERT_NOT_HELD: ${condition} did not hold; nothing sent`, release };
  }
  if (alert.once) {
    const claimed = await db
      .update(schedules)
      .set({ alertSent: true })
      .where(and(eq(schedules.id, row.id), eq(schedules.alertSent, false)))
      .returning({ id: schedules.id });
    if (!claimed.length)
      return {
        send: false,
        message: `ALERT_STILL_HELD: ${condition} still holds; sent once until it clears`,
        release: async () => {},
      };
  }
  return { send: true, message: `ALERT_HELD: ${condition} held; sent`, release };
}

/** The log of this job's run (one per job: a retry continues it), created at the first attempt. */
async function logOf(deps: ServiceDeps, job: JobRow, scheduleId: string) {
  const now = deps.clock();
  const [log] = await deps.db
    .insert(scheduleLogs)
    .values({ scheduleId, jobId: job.id, start: now, status: STEP.STARTED, attempts: job.attempts })
    .onConflictDoUpdate({
      target: scheduleLogs.jobId,
      set: { attempts: job.attempts, end: null },
    })
    .returning();
  return log!;
}

const step = (deps: ServiceDeps, logId: string, status: number, message: string | null = null) =>
  deps.db
    .update(scheduleLogs)
    .set({ status, message, ...(status === STEP.SENT ? { end: deps.clock() } : {}) })
    .where(eq(scheduleLogs.id, logId));

/**
 * One run of a schedule, as its owner under their rules at the time of the run: config checked
 * (status 3), every query run and the attachments made (7), the mail sent (15, "SUCCESS"). A failure
 * keeps the step reached and its reason in the log; the job's retries continue the same log, and a run
 * whose mail went out is never sent again.
 */
async function runSchedule(deps: ServiceDeps, job: JobRow): Promise<void> {
  const scheduleId = String(job.payload.scheduleId);
  const [row] = await deps.db.select().from(schedules).where(eq(schedules.id, scheduleId));
  if (!row || row.isFolder || row.status === STATUS.ARCHIVED) return;
  const log = await logOf(deps, job, row.id);
  if (log.status === STEP.SENT) return;
  try {
    const ctx = await ownerCtx(deps, row);
    const config = await checkScheduleConfig(
      row.type,
      (row.config ?? {}) as ScheduleConfig,
      deps.config.httpAllowList ?? [],
    );
    await step(deps, log.id, STEP.PARSED);
    // Every item is checked as the owner's download now, whatever is sent (a WeChat robot gets pictures only).
    const queries: DownloadQuery[] = [];
    for (const item of config.vizContents ?? []) queries.push(...(await contentQueries(ctx, item)));
    const alert = await checkedAlertOf(ctx, row, config, queries);
    if (alert && !alert.send) {
      await step(deps, log.id, STEP.SENT, alert.message);
      return;
    }
    const done = alert?.message ?? 'SUCCESS';
    const formats = pictureFormats(row.type, config);
    const pictures = await renderContent(
      ctx,
      row.orgId,
      config.vizContents ?? [],
      formats,
      job,
      config.imageWidth,
    );
    if (row.type === 'WECHART') {
      await step(deps, log.id, STEP.FETCHED);
      await sendToRobot(deps, config, pictures).catch(async (e: unknown) => {
        await alert?.release();
        throw e;
      });
      await step(deps, log.id, STEP.SENT, done);
      return;
    }
    const attachments = await attachmentsOf(ctx, row, config, queries, job.id);
    const mailed = mailPictures(row.name, ctx.deps.clock(), pictures);
    attachments.push(...mailed.files);
    await step(deps, log.id, STEP.FETCHED);
    const html = (config.textContent ?? '') + mailed.html;
    await deps.mailer
      .send({
        to: addressList(config.to, 'to').join(', '),
        cc: addressList(config.cc, 'cc'),
        bcc: addressList(config.bcc, 'bcc'),
        subject: config.subject ?? row.name,
        text:
          html
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim() || row.name,
        html: html || undefined,
        attachments,
      })
      .catch(async (e: unknown) => {
        // A send that failed leaves "send once" unspent: the retry may send it.
        await alert?.release();
        throw e;
      });
    await step(deps, log.id, STEP.SENT, done);
  } catch (e) {
    const reason =
      e instanceof AppError ? e.code : e instanceof Error ? `MAIL_FAILED: ${e.message}` : String(e);
    await deps.db
      .update(scheduleLogs)
      .set({ message: failureText(reason), end: deps.clock() })
      .where(eq(scheduleLogs.id, log.id));
    throw e instanceof AppError
      ? e
      : new AppError('MAIL_FAILED', { reason: e instanceof Error ? e.message : String(e) });
  }
}

/** The queue's handler of schedule runs; a run whose worker vanished says so in its log. */
export const scheduleRunJob: JobHandler = {
  kind: SCHEDULE_RUN_JOB,
  run: runSchedule,
  async onDead(deps, job, reason) {
    await deps.db
      .update(scheduleLogs)
      .set({ message: failureText(reason), end: deps.clock() })
      .where(and(eq(scheduleLogs.jobId, job.id), sql`${scheduleLogs.status} <> ${STEP.SENT}`));
  },
};
