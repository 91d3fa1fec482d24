import { datachartExecute, orgsSchemas, viewsSchemas as s, viewsService as svc } from '@tessera/core';
import { executeRequestSchema } from '@tessera/query/contract';
import { orgProcedure, router } from '../init';

export const viewRouter = router({
  list: orgProcedure.input(orgsSchemas.orgIdSchema).query(({ ctx, input }) => svc.listViews(ctx.ctx, input)),
  archived: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listViews(ctx.ctx, input, 'archived')),
  byId: orgProcedure.input(s.viewIdSchema).query(({ ctx, input }) => svc.getView(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createViewInputSchema)
    .mutation(({ ctx, input }) => svc.createView(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateViewInputSchema)
    .mutation(({ ctx, input }) => svc.updateView(ctx.ctx, input)),
  move: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.moveViewInputSchema)
    .mutation(({ ctx, input }) => svc.moveView(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteViewInputSchema)
    .mutation(({ ctx, input }) => svc.deleteView(ctx.ctx, input)),
  unarchive: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.unarchiveViewInputSchema)
    .mutation(({ ctx, input }) => svc.unarchiveView(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkViewNameInputSchema)
    .mutation(({ ctx, input }) => svc.checkViewName(ctx.ctx, input)),
});

/** Chart data: `data.execute` is the tRPC twin of POST /data-provider/execute. */
export const dataRouter = router({
  execute: orgProcedure
    .meta({ writes: [] })
    .input(executeRequestSchema)
    .mutation(({ ctx, input }) => datachartExecute.executeDataQuery(ctx.ctx, input)),
  /**
   * The same query for large pages: `batches` yields `{ rows }` as the database sends them and
   * `pageInfo` settles at the end (needs httpBatchStreamLink; small pages arrive as one batch).
   */
  executeStream: orgProcedure
    .meta({ writes: [] })
    .meta({ scope: 'org', stream: true })
    .input(executeRequestSchema)
    .mutation(({ ctx, input }) => datachartExecute.streamDataQuery(ctx.ctx, input)),
});
