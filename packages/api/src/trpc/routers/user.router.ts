import { accountsSchemas as s, profile } from '@tessera/core';
import { protectedProcedure, router } from '../init';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => profile.getMe(ctx.ctx)),
  updateProfile: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateProfileInputSchema)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx.ctx, input)),
  changePassword: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(s.changePasswordInputSchema)
    .mutation(({ ctx, input }) => profile.changePassword(ctx.ctx, input)),
});
