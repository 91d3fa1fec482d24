import { orgsSchemas, rolesSchemas as s, rolesService } from '@tessera/core';
import { orgProcedure, router } from '../init';

export const roleRouter = router({
  list: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => rolesService.listRoles(ctx.ctx, input)),
  create: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createRoleInputSchema)
    .mutation(({ ctx, input }) => rolesService.createRole(ctx.ctx, input)),
  update: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateRoleInputSchema)
    .mutation(({ ctx, input }) => rolesService.updateRole(ctx.ctx, input)),
  delete: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.roleIdInputSchema)
    .mutation(({ ctx, input }) => rolesService.deleteRole(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkRoleNameInputSchema)
    .mutation(({ ctx, input }) => rolesService.checkRoleName(ctx.ctx, input)),
  users: orgProcedure
    .input(s.roleIdInputSchema)
    .query(({ ctx, input }) => rolesService.roleUsers(ctx.ctx, input)),
  setUsers: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.roleUsersInputSchema)
    .mutation(({ ctx, input }) => rolesService.setRoleUsers(ctx.ctx, input)),
});
