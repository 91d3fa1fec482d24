import { canImportDatart, importDatartFromScreen, datartImportInputSchema } from '@tessera/core';
import { protectedProcedure, router } from '../init';

/** Settings → Moving over from Datart (issue 32 part 4): the system's first owner runs `migrate:datart` here. */
export const datartRouter = router({
  canImport: protectedProcedure.query(({ ctx }) => canImportDatart(ctx.ctx)),
  import: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(datartImportInputSchema)
    .mutation(({ ctx, input }) => importDatartFromScreen(ctx.ctx, input)),
});
