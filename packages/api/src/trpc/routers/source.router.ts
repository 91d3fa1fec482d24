import {
  orgsSchemas,
  sourceData,
  sourceExecute,
  sourcesSchemas as s,
  sourcesService as svc,
} from '@tessera/core';
import { z } from 'zod';
import { orgProcedure, protectedProcedure, router } from '../init';

export const sourceRouter = router({
  list: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listSources(ctx.ctx, input)),
  archived: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listArchivedSources(ctx.ctx, input)),
  byId: orgProcedure.input(s.sourceIdSchema).query(({ ctx, input }) => svc.getSource(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createSourceInputSchema)
    .mutation(({ ctx, input }) => svc.createSource(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateSourceInputSchema)
    .mutation(({ ctx, input }) => svc.updateSource(ctx.ctx, input)),
  move: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.moveSourceInputSchema)
    .mutation(({ ctx, input }) => svc.moveSource(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteSourceInputSchema)
    .mutation(({ ctx, input }) => svc.deleteSource(ctx.ctx, input)),
  unarchive: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.unarchiveSourceInputSchema)
    .mutation(({ ctx, input }) => svc.unarchiveSource(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkSourceNameInputSchema)
    .mutation(({ ctx, input }) => svc.checkSourceName(ctx.ctx, input)),
  addDemo: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(orgsSchemas.orgIdSchema)
    .mutation(({ ctx, input }) => svc.addDemoSource(ctx.ctx, input)),
  providers: protectedProcedure.query(({ ctx }) => sourceData.listProviders(ctx.ctx)),
  template: protectedProcedure
    .input(z.object({ type: z.string() }))
    .query(({ ctx, input }) => sourceData.configTemplate(ctx.ctx, input.type)),
  test: orgProcedure
    .meta({ writes: [] })
    .input(s.testConnectionInputSchema)
    .mutation(({ ctx, input }) => sourceData.testConnection(ctx.ctx, input)),
  schemas: orgProcedure
    .input(s.sourceIdSchema)
    .query(({ ctx, input }) => sourceData.getSchemas(ctx.ctx, input)),
  syncSchemas: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.sourceIdSchema)
    .mutation(({ ctx, input }) => sourceData.syncSchemas(ctx.ctx, input)),
  databases: orgProcedure
    .input(s.sourceIdSchema)
    .query(({ ctx, input }) => sourceData.listDatabases(ctx.ctx, input)),
  tables: orgProcedure
    .input(s.tablesInputSchema)
    .query(({ ctx, input }) => sourceData.listTables(ctx.ctx, input)),
  columns: orgProcedure
    .input(s.columnsInputSchema)
    .query(({ ctx, input }) => sourceData.listColumns(ctx.ctx, input)),
  executeTest: orgProcedure
    .meta({ writes: [] })
    .input(sourceExecute.executeTestInputSchema)
    .mutation(({ ctx, input }) => sourceExecute.executeTest(ctx.ctx, input)),
});
