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
    .input(s.memberInputSchema)
    .mutation(({ ctx, input }) => members.removeMember(ctx.ctx, input)),
  roles: orgProcedure
    .input(s.memberInputSchema)
    .query(({ ctx, input }) => members.memberRoles(ctx.ctx, input)),
  setRoles: orgProcedure
    .input(s.memberRolesInputSchema)
    .mutation(({ ctx, input }) => members.setMemberRoles(ctx.ctx, input)),
  invite: orgProcedure
    .input(s.inviteInputSchema)
    .mutation(({ ctx, input }) => invitations.inviteMembers(ctx.ctx, input)),
  invitations: orgProcedure
    .input(s.orgIdSchema)
    .query(({ ctx, input }) => pendingInvitations.listInvitations(ctx.ctx, input)),
  resendInvitation: orgProcedure
    .input(s.invitationInputSchema)
    .mutation(({ ctx, input }) => pendingInvitations.resendInvitation(ctx.ctx, input)),
  revokeInvitation: orgProcedure
    .input(s.invitationInputSchema)
    .mutation(({ ctx, input }) => pendingInvitations.revokeInvitation(ctx.ctx, input)),
  confirmInvite: publicProcedure
    .input(accountsSchemas.tokenInputSchema)
    .mutation(({ ctx, input }) => invitations.confirmInvite(ctx.ctx, input)),
  grantOwner: orgProcedure
    .input(s.ownerInputSchema)
    .mutation(({ ctx, input }) => members.grantOwner(ctx.ctx, input)),
  revokeOwner: orgProcedure
    .input(s.ownerInputSchema)
    .mutation(({ ctx, input }) => members.revokeOwner(ctx.ctx, input)),
  search: protectedProcedure
    .input(s.searchUsersInputSchema)
    .query(({ ctx, input }) => members.searchUsers(ctx.ctx, input)),
  addTeamUser: orgProcedure
    .input(s.teamUserInputSchema)
    .mutation(({ ctx, input }) => teamUsers.addTeamUser(ctx.ctx, input)),
  updateTeamUser: orgProcedure
    .input(s.teamUserUpdateInputSchema)
    .mutation(({ ctx, input }) => teamUsers.updateTeamUser(ctx.ctx, input)),
  deleteTeamUser: orgProcedure
    .input(s.memberInputSchema)
    .mutation(({ ctx, input }) => teamUsers.deleteTeamUser(ctx.ctx, input)),
});
