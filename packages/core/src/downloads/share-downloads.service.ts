import { and, desc, eq, gte } from 'drizzle-orm';
import { downloads } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { principalOf, shareSession, vizSession } from '../shares/share-visit.service';
import { claimsOfTokens, downloadableShare, shareQuery } from './download-queries';
import type {
  ShareDownloadFileInput,
  ShareDownloadInput,
  ShareDownloadTasksInput,
} from './downloads.schemas';
import {
  checkDownloadType,
  downloadView,
  fileNameOf,
  insertDownload,
  LIST_DAYS,
  takeFile,
} from './downloads.service';

/**
 * `POST /shares/download?clientId=`: a download from a share page. The page session is checked as on every
 * call (deleted, expired, changed by its owner, its creator gone or without SHARE → refused), its creator
 * must hold DOWNLOAD on the viz, each query must be a view the viz uses, named by this session's token for
 * it. The task belongs to the session's principal (the signed-in visitor of a LOGIN share, the page
 * session otherwise; decision D-share-12) and runs under the share's rules (creator, or the visitor).
 */
export async function submitShareDownload(ctx: Ctx, input: ShareDownloadInput) {
  const type = checkDownloadType(input.downloadType);
  const claims = await claimsOfTokens(
    ctx,
    input.executeToken,
    input.downloadParams.map((p) => p.viewId),
  );
  const session = await shareSession(ctx, claims);
  const { share } = await downloadableShare(ctx, session.share.id);
  for (const p of input.downloadParams) await shareQuery(ctx, share, p);
  const row = await insertDownload(ctx.deps, {
    orgId: share.orgId,
    name: fileNameOf(input.fileName, type),
    downloadType: type,
    createdBy: principalOf(session),
    shareId: share.id,
    shareVersion: share.version,
    subjectId: session.subject.actor!.userId,
    params: input.downloadParams.map((p) => ({ ...p, locale: ctx.lang })),
  });
  return downloadView(row);
}

/** The session of a page's share token, checked now, with downloads allowed; its tasks are its principal's. */
async function sessionOfToken(ctx: Ctx, token: string) {
  const session = await vizSession(ctx, token);
  await downloadableShare(ctx, session.share.id);
  return { share: session.share, owner: principalOf(session) };
}

/**
 * `GET /shares/download/task?shareToken&clientId`: this session's principal's tasks on this share, last 7
 * days. The client id is Datart's and is not a secret: the tasks are the principal's, whatever it says.
 */
export async function listShareDownloads(ctx: Ctx, input: ShareDownloadTasksInput) {
  const { share, owner } = await sessionOfToken(ctx, input.shareToken);
  const since = new Date(ctx.deps.clock().getTime() - LIST_DAYS * 86_400_000);
  const rows = await ctx.deps.db
    .select()
    .from(downloads)
    .where(
      and(eq(downloads.shareId, share.id), eq(downloads.createdBy, owner), gte(downloads.createdAt, since)),
    )
    .orderBy(desc(downloads.createdAt));
  return rows.map(downloadView);
}

/**
 * `GET /shares/download?shareToken&downloadId`: the file of a task of this share, for the principal who
 * asked for it, while the share allows it. Another principal's task answers as an unknown one.
 */
export async function shareDownloadFile(ctx: Ctx, input: ShareDownloadFileInput) {
  const { share, owner } = await sessionOfToken(ctx, input.shareToken);
  const [row] = await ctx.deps.db
    .select()
    .from(downloads)
    .where(
      and(
        eq(downloads.id, input.downloadId),
        eq(downloads.shareId, share.id),
        eq(downloads.createdBy, owner),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', { entity: 'download' });
  return takeFile(ctx, row);
}
