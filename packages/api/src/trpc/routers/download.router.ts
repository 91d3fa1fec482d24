import { downloadsSchemas as s, downloadsService as svc } from '@tessera/core';
import { protectedProcedure, orgProcedure, router } from '../init';

/** Download tasks (twin of /api/v1/download); a finished file is fetched over REST (`/download/files/{id}`). */
export const downloadRouter = router({
  list: protectedProcedure.query(({ ctx }) => svc.listDownloads(ctx.ctx)),
  submit: orgProcedure
    .meta({ writes: ['log'] })
    .input(s.submitDownloadInputSchema)
    .mutation(({ ctx, input }) => svc.submitDownload(ctx.ctx, input)),
});
