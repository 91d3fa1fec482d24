import {
  accountsSchemas,
  invitations,
  members,
  orgsSchemas as s,
  pendingInvitations,
  teamUsers,
} from '@tessera/core';
import { orgProcedure, protectedProcedure, publicProcedure, router } from '../init';

export const memberRouter = router({
  list: orgProcedure.input(s.orgIdSchema).query(({ ctx, input }) => members.listMembers(ctx.ctx, input)),
  remove: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.memberInputSchema)
    .mutation(({ ctx, input }) => members.removeMember(ctx.ctx, input)),
  roles: orgProcedure
    .input(s.memberInputSchema)
    .query(({ ctx, input }) => members.memberRoles(ctx.ctx, input)),
  setRoles: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.memberRolesInputSchema)
    .mutation(({ ctx, input }) => members.setMemberRoles(ctx.ctx, input)),
  invite: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.inviteInputSchema)
    .mutation(({ ctx, input }) => invitations.inviteMembers(ctx.ctx, input)),
  invitations: orgProcedure
    .input(s.orgIdSchema)
    .query(({ ctx, input }) => pendingInvitations.listInvitations(ctx.ctx, input)),
  resendInvitation: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.invitationInputSchema)
    .mutation(({ ctx, input }) => pendingInvitations.resendInvitation(ctx.ctx, input)),
  revokeInvitation: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.invitationInputSchema)
    .mutation(({ ctx, input }) => pendingInvitations.revokeInvitation(ctx.ctx, input)),
  confirmInvite: publicProcedure
    .meta({ writes: ['metadata'] })
    .input(accountsSchemas.tokenInputSchema)
    .mutation(({ ctx, input }) => invitations.confirmInvite(ctx.ctx, input)),
  grantOwner: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.ownerInputSchema)
    .mutation(({ ctx, input }) => members.grantOwner(ctx.ctx, input)),
  revokeOwner: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.ownerInputSchema)
    .mutation(({ ctx, input }) => members.revokeOwner(ctx.ctx, input)),
  search: protectedProcedure
    .input(s.searchUsersInputSchema)
    .query(({ ctx, input }) => members.searchUsers(ctx.ctx, input)),
  addTeamUser: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.teamUserInputSchema)
    .mutation(({ ctx, input }) => teamUsers.addTeamUser(ctx.ctx, input)),
  updateTeamUser: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.teamUserUpdateInputSchema)
    .mutation(({ ctx, input }) => teamUsers.updateTeamUser(ctx.ctx, input)),
  deleteTeamUser: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.memberInputSchema)
    .mutation(({ ctx, input }) => teamUsers.deleteTeamUser(ctx.ctx, input)),
});
