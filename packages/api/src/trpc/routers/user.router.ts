import { accountsSchemas as s, profile } from '@tessera/core';
import { protectedProcedure, router } from '../init';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => profile.getMe(ctx.ctx)),
  updateProfile: protectedProcedure
    .input(s.updateProfileInputSchema)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx.ctx, input)),
  changePassword: protectedProcedure
    .input(s.changePasswordInputSchema)
    .mutation(({ ctx, input }) => profile.changePassword(ctx.ctx, input)),
});
