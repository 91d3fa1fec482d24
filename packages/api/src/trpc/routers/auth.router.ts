import { accounts, accountsSchemas as s, passwordReset, pendingInvitations } from '@tessera/core';
import { protectedProcedure, publicProcedure, router } from '../init';

export const authRouter = router({
  login: publicProcedure
    .meta({ writes: ['sign-in'] })
    .input(s.loginInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await accounts.login(ctx.ctx, input);
      ctx.setIssuedToken?.(result.token);
      return result;
    }),
  logout: protectedProcedure.meta({ writes: ['metadata'] }).mutation(async ({ ctx }) => {
    await accounts.logout(ctx.ctx);
    ctx.setIssuedToken?.(null);
    return true;
  }),
  register: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(s.registerInputSchema)
    .mutation(({ ctx, input }) => accounts.register(ctx.ctx, input)),
  /** The organisation and address of a registration invitation link. */
  invitation: publicProcedure
    .input(s.tokenInputSchema)
    .query(({ ctx, input }) => pendingInvitations.describeInvitation(ctx.ctx, input)),
  resendActivation: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(s.resendActivationInputSchema)
    .mutation(({ ctx, input }) => accounts.resendActivation(ctx.ctx, input)),
  activate: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(s.tokenInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await accounts.activate(ctx.ctx, input);
      ctx.setIssuedToken?.(result.token);
      return result;
    }),
  forgotPassword: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(s.forgotPasswordInputSchema)
    .mutation(async ({ ctx, input }) => ({ token: await passwordReset.forgotPassword(ctx.ctx, input) })),
  resetPassword: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(s.resetPasswordInputSchema)
    .mutation(({ ctx, input }) => passwordReset.resetPassword(ctx.ctx, input)),
  oauthClients: publicProcedure.query(({ ctx }) =>
    ctx.ctx.deps.oauth.map((p) => ({ id: p.id, name: p.name, url: `/oauth2/authorization/${p.id}` })),
  ),
});
