import {
  storyboardsSchemas as s,
  storyboardsService as svc,
  storypagesService as pages,
} from '@tessera/core';
import { orgProcedure, router } from '../init';

/** Storyboards and their pages (twin of /api/v1/viz/storyboards and /viz/storypages); configs as objects. */
export const storyboardRouter = router({
  list: orgProcedure
    .input(s.listStoryboardsInputSchema)
    .query(({ ctx, input }) => svc.listStoryboards(ctx.ctx, input)),
  byId: orgProcedure.input(s.storyboardIdSchema).query(({ ctx, input }) => svc.getStoryboard(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.createStoryboard(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.updateStoryboard(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.removeStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.removeStoryboard(ctx.ctx, input)),
  addPage: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createStorypageInputSchema)
    .mutation(({ ctx, input }) => pages.createStorypage(ctx.ctx, input)),
  updatePage: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateStorypageInputSchema)
    .mutation(({ ctx, input }) => pages.updateStorypage(ctx.ctx, input)),
  deletePage: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.storypageIdSchema)
    .mutation(({ ctx, input }) => pages.deleteStorypage(ctx.ctx, input)),
});
