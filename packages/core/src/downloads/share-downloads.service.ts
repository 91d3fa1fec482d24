import { and, desc, eq, gte } from 'drizzle-orm';
import { downloads } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { subjectOf } from '../shares/share-visit.service';
import { openShareToken } from '../shares/share-token';
import { parse } from '../validation';
import { claimsOfTokens, downloadableShare, shareQuery } from './download-queries';
import {
  shareDownloadFileSchema,
  shareDownloadInputSchema,
  shareDownloadTasksSchema,
} from './downloads.schemas';
import { checkDownloadType, downloadView, excelName, LIST_DAYS, takeFile } from './downloads.service';

/**
 * `POST /shares/download?clientId=`: a download from a share page. The share is checked as on every call
 * (deleted, expired, its creator gone or without SHARE → refused), its creator must hold DOWNLOAD on the
 * viz, each query must be a view the viz uses, named by this share's token for it. The task belongs to
 * the page's anonymous client id and runs under the share's rules (creator, or the signed-in visitor).
 */
export async function submitShareDownload(ctx: Ctx, rawInput: unknown) {
  const input = parse(shareDownloadInputSchema, rawInput);
  checkDownloadType(input.downloadType);
  const { shareId, issuedTo } = await claimsOfTokens(
    ctx,
    input.executeToken,
    input.downloadParams.map((p) => p.viewId),
  );
  const { share, creator } = await downloadableShare(ctx, shareId);
  const subject = await subjectOf(ctx, share, creator, issuedTo);
  for (const p of input.downloadParams) await shareQuery(ctx, share, p);
  const [row] = await ctx.deps.db
    .insert(downloads)
    .values({
      orgId: share.orgId,
      name: excelName(input.fileName),
      downloadType: 'EXCEL',
      createdBy: input.clientId,
      shareId: share.id,
      subjectId: subject.actor!.userId,
      params: input.downloadParams,
    })
    .returning();
  return downloadView(row!);
}

/** The share a page's share token names, checked now; its downloads are those of that client id. */
async function shareOfToken(ctx: Ctx, token: string) {
  const claims = await openShareToken(ctx, token);
  const { share } = await downloadableShare(ctx, claims.s);
  return share;
}

/** `GET /shares/download/task?shareToken&clientId`: this page's tasks on this share, last 7 days. */
export async function listShareDownloads(ctx: Ctx, rawInput: unknown) {
  const input = parse(shareDownloadTasksSchema, rawInput);
  const share = await shareOfToken(ctx, input.shareToken);
  const since = new Date(ctx.deps.clock().getTime() - LIST_DAYS * 86_400_000);
  const rows = await ctx.deps.db
    .select()
    .from(downloads)
    .where(
      and(
        eq(downloads.shareId, share.id),
        eq(downloads.createdBy, input.clientId),
        gte(downloads.createdAt, since),
      ),
    )
    .orderBy(desc(downloads.createdAt));
  return rows.map(downloadView);
}

/** `GET /shares/download?shareToken&downloadId`: the file of a task of this share, while the share allows it. */
export async function shareDownloadFile(ctx: Ctx, rawInput: unknown) {
  const input = parse(shareDownloadFileSchema, rawInput);
  const share = await shareOfToken(ctx, input.shareToken);
  const [row] = await ctx.deps.db
    .select()
    .from(downloads)
    .where(
      and(
        eq(downloads.id, input.downloadId),
        eq(downloads.shareId, share.id),
        ...(input.clientId ? [eq(downloads.createdBy, input.clientId)] : []),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', { entity: 'download' });
  return takeFile(ctx, row);
}
