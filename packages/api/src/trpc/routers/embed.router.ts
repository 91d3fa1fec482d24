import { embedSchemas as s, embedSecrets, embedVisit, orgsSchemas } from '@tessera/core';
import { orgProcedure, publicProcedure, router } from '../init';

/**
 * Signed embedding (twin of /api/v1/orgs/{orgId}/embedding and /api/v1/embed/*): the secret is managed by
 * owners; `open` and `execute` are the embed page's doors and take the signed token, never a session.
 */
export const embedRouter = router({
  status: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => embedSecrets.embeddingStatus(ctx.ctx, input)),
  createSecret: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(orgsSchemas.orgIdSchema)
    .mutation(({ ctx, input }) => embedSecrets.createEmbeddingSecret(ctx.ctx, input)),
  deleteSecret: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(orgsSchemas.orgIdSchema)
    .mutation(({ ctx, input }) => embedSecrets.deleteEmbeddingSecret(ctx.ctx, input)),
  open: publicProcedure
    .meta({ writes: ['log'] })
    .input(s.embedTokenInputSchema)
    .mutation(({ ctx, input }) => embedVisit.openEmbed(ctx.ctx, input)),
  execute: publicProcedure
    .meta({ writes: [] })
    .input(s.embedExecuteInputSchema)
    .mutation(({ ctx, input }) => embedVisit.executeEmbed(ctx.ctx, input)),
});
