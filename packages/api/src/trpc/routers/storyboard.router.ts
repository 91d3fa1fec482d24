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
    .input(s.createStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.createStoryboard(ctx.ctx, input)),
  update: orgProcedure
    .input(s.updateStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.updateStoryboard(ctx.ctx, input)),
  delete: orgProcedure
    .input(s.removeStoryboardInputSchema)
    .mutation(({ ctx, input }) => svc.removeStoryboard(ctx.ctx, input)),
  addPage: orgProcedure
    .input(s.createStorypageInputSchema)
    .mutation(({ ctx, input }) => pages.createStorypage(ctx.ctx, input)),
  updatePage: orgProcedure
    .input(s.updateStorypageInputSchema)
    .mutation(({ ctx, input }) => pages.updateStorypage(ctx.ctx, input)),
  deletePage: orgProcedure
    .input(s.storypageIdSchema)
    .mutation(({ ctx, input }) => pages.deleteStorypage(ctx.ctx, input)),
});
