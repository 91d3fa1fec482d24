import { accountsSchemas, system } from '@tessera/core';
import { publicProcedure, router } from '../init';

export const systemRouter = router({
  info: publicProcedure.query(({ ctx }) => system.getSystemInfo(ctx.ctx)),
  setup: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(accountsSchemas.setupInputSchema)
    .mutation(({ ctx, input }) => system.setup(ctx.ctx, input)),
});
