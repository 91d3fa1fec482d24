import { orgsSchemas, permissionsSchemas as s, permissionsService } from '@tessera/core';
import { orgProcedure, router } from '../init';

export const permissionRouter = router({
  mine: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => permissionsService.myPermissions(ctx.ctx, input)),
  bySubject: orgProcedure
    .input(s.subjectPermissionsInputSchema)
    .query(({ ctx, input }) => permissionsService.subjectPermissions(ctx.ctx, input)),
  byResource: orgProcedure
    .input(s.resourcePermissionsInputSchema)
    .query(({ ctx, input }) => permissionsService.resourcePermissions(ctx.ctx, input)),
  subjects: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => permissionsService.permissionSubjects(ctx.ctx, input)),
  catalog: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => permissionsService.permissionCatalog(ctx.ctx, input)),
  grant: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.grantInputSchema)
    .mutation(({ ctx, input }) => permissionsService.grant(ctx.ctx, input)),
});
