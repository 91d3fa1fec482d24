import { transferExport, transferSchemas as s } from '@tessera/core';
import { z } from 'zod';
import { orgProcedure, router } from '../init';

/**
 * Resource migration and templates (twin of /api/v1/viz/export…). Files are uploaded over REST
 * (`/viz/import`, `/viz/import/template`): tRPC carries JSON only.
 */
export const transferRouter = router({
  export: orgProcedure
    .meta({ writes: ['log'] })
    .input(s.exportInputSchema)
    .mutation(({ ctx, input }) => transferExport.exportResources(ctx.ctx, input)),
  chartTemplate: orgProcedure
    .meta({ writes: ['log'] })
    .input(s.chartTemplateInputSchema.extend({ orgId: z.string() }))
    .mutation(({ ctx, input }) => transferExport.exportChartTemplate(ctx.ctx, input, input.orgId)),
  boardTemplate: orgProcedure
    .meta({ writes: ['log'] })
    .input(s.boardTemplateInputSchema.extend({ orgId: z.string() }))
    .mutation(({ ctx, input }) => transferExport.exportBoardTemplate(ctx.ctx, input, input.orgId)),
  /** Tessera's "Save as template": a saved chart or board by id, read with the caller's rights. */
  savedTemplate: orgProcedure
    .meta({ writes: ['log'] })
    .input(s.savedTemplateInputSchema)
    .mutation(({ ctx, input }) => transferExport.exportSavedTemplate(ctx.ctx, input)),
});
