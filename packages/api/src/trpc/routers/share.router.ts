import {
  downloadsSchemas,
  shareDownloads,
  sharesSchemas as s,
  sharesService as svc,
  shareDetail,
  shareVisit,
} from '@tessera/core';
import { orgProcedure, publicProcedure, router } from '../init';

/**
 * Share links (twin of /api/v1/shares): managing them needs SHARE on the viz; `open` and `execute` are the
 * share page's doors and need no session (a LOGIN share checks the visitor's own session).
 */
export const shareRouter = router({
  list: orgProcedure.input(s.vizSharesInputSchema).query(({ ctx, input }) => svc.listShares(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createShareInputSchema)
    .mutation(({ ctx, input }) => svc.createShare(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateShareInputSchema)
    .mutation(({ ctx, input }) => svc.updateShare(ctx.ctx, input)),
  /** A new code for a CODE share: the old code and its sessions end (twin of `POST /shares/{id}/code`). */
  changeCode: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.shareIdSchema)
    .mutation(({ ctx, input }) => svc.changeShareCode(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.shareIdSchema)
    .mutation(({ ctx, input }) => svc.deleteShare(ctx.ctx, input)),
  open: publicProcedure
    .meta({ writes: ['log'] })
    .input(s.openShareInputSchema)
    .mutation(({ ctx, input }) => shareVisit.openShare(ctx.ctx, input)),
  execute: publicProcedure
    .meta({ writes: [] })
    .input(s.shareExecuteInputSchema)
    .mutation(({ ctx, input }) => shareVisit.executeShare(ctx.ctx, input)),
  /** Functions of a source behind the shared viz (twin of `POST /shares/function/support/{sourceId}`). */
  functionSupport: publicProcedure
    .input(s.shareFunctionSupportInputSchema)
    .query(({ ctx, input }) => shareVisit.shareFunctionSupport(ctx.ctx, input)),
  /** "View detail" on a shared board's chart widget (twin of `POST /api/v1/shares/detail`). */
  detail: publicProcedure
    .meta({ writes: [] })
    .input(s.shareDetailInputSchema)
    .mutation(({ ctx, input }) => shareDetail.shareDetail(ctx.ctx, input)),
  /** A download from the share page; its file is fetched over REST (`GET /api/v1/shares/download`). */
  download: publicProcedure
    .meta({ writes: ['log'] })
    .input(downloadsSchemas.shareDownloadInputSchema)
    .mutation(({ ctx, input }) => shareDownloads.submitShareDownload(ctx.ctx, input)),
  downloads: publicProcedure
    .input(downloadsSchemas.shareDownloadTasksSchema)
    .query(({ ctx, input }) => shareDownloads.listShareDownloads(ctx.ctx, input)),
});
