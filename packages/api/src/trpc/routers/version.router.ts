import { versions as v } from '@tessera/core';
import { orgProcedure, router } from '../init';

/** Version history of charts, dashboards, storyboards and views (issue 33): list, compare, restore. */
export const versionRouter = router({
  list: orgProcedure
    .input(v.listVersionsInputSchema)
    .query(({ ctx, input }) => v.listVersions(ctx.ctx, input)),
  compare: orgProcedure
    .input(v.compareVersionsInputSchema)
    .query(({ ctx, input }) => v.compareVersions(ctx.ctx, input)),
  restore: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(v.versionIdInputSchema)
    .mutation(({ ctx, input }) => v.restoreVersion(ctx.ctx, input)),
});
