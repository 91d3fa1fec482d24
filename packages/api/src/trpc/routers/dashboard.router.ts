import { dashboardsSchemas as s, dashboardsService as svc, vizSchemas } from '@tessera/core';
import { orgProcedure, router } from '../init';

/** Dashboards (twin of /api/v1/viz/dashboards...); configs travel as objects here. */
export const dashboardRouter = router({
  byId: orgProcedure
    .input(vizSchemas.vizIdSchema)
    .query(({ ctx, input }) => svc.getDashboard(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createDashboardInputSchema)
    .mutation(({ ctx, input }) => svc.createDashboard(ctx.ctx, input)),
  /** The one-call save: board + widget lists, one transaction; a stale `version` is a CONFLICT. */
  save: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateDashboardInputSchema)
    .mutation(({ ctx, input }) => svc.updateDashboard(ctx.ctx, input)),
  copy: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.copyDashboardInputSchema)
    .mutation(({ ctx, input }) => svc.copyDashboard(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(vizSchemas.deleteVizInputSchema)
    .mutation(({ ctx, input }) => svc.removeDashboard(ctx.ctx, input)),
});
