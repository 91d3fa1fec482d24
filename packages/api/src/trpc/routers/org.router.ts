import { orgs, orgsSchemas as s, settings, settingsSchemas } from '@tessera/core';
import { orgProcedure, protectedProcedure, router } from '../init';

export const orgRouter = router({
  list: protectedProcedure.query(({ ctx }) => orgs.listMyOrgs(ctx.ctx)),
  create: protectedProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createOrgInputSchema)
    .mutation(({ ctx, input }) => orgs.createOrg(ctx.ctx, input)),
  checkName: protectedProcedure
    .meta({ writes: [] })
    .input(s.checkOrgNameInputSchema)
    .mutation(({ ctx, input }) => orgs.checkOrgName(ctx.ctx, input)),
  byId: orgProcedure.input(s.orgIdSchema).query(({ ctx, input }) => orgs.getOrg(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateOrgInputSchema)
    .mutation(({ ctx, input }) => orgs.updateOrg(ctx.ctx, input)),
  /** The organisation's time zone for its schedules (owners; null: the server's). */
  setTimeZone: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.orgTimeZoneInputSchema)
    .mutation(({ ctx, input }) => orgs.setOrgTimeZone(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteOrgInputSchema)
    .mutation(({ ctx, input }) => orgs.deleteOrg(ctx.ctx, input)),
  auditLog: orgProcedure
    .input(settingsSchemas.auditQuerySchema)
    .query(({ ctx, input }) => settings.listAuditLog(ctx.ctx, input)),
});
