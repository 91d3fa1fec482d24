import { datachartExecute, datachartsService as svc, vizSchemas as s, vizService } from '@tessera/core';
import { orgProcedure, router } from '../init';

/** Saved charts (twin of /api/v1/viz/datacharts...); `config` travels as an object here. */
export const datachartRouter = router({
  byId: orgProcedure.input(s.vizIdSchema).query(({ ctx, input }) => svc.getDatachart(ctx.ctx, input)),
  byIds: orgProcedure
    .input(s.datachartIdsSchema)
    .query(({ ctx, input }) => svc.listDatachartsByIds(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createDatachartInputSchema)
    .mutation(({ ctx, input }) => svc.createDatachart(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateDatachartInputSchema)
    .mutation(({ ctx, input }) => svc.updateDatachart(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteVizInputSchema)
    .mutation(({ ctx, input }) => vizService.removeDatachart(ctx.ctx, input)),
  /** The chart's query: the server takes the view from the chart; READ on the chart or on its view. */
  execute: orgProcedure
    .meta({ writes: [] })
    .input(s.executeDatachartInputSchema)
    .mutation(({ ctx, input }) => datachartExecute.executeDatachart(ctx.ctx, input)),
});
