import {
  userBaseInfoSchema,
  accountsSchemas,
  invitations,
  members,
  orgs,
  orgsSchemas as s,
  parse,
  pendingInvitations,
  rolesService,
  settings,
  settingsSchemas,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const orgView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  createdBy: z.string().nullable().describe("The creator's user id"),
  orgOwner: z.boolean().optional(),
  /** Beyond Datart: the zone set for the organisation's schedules (null: the server's), and the one in force. */
  timeZone: z.string().nullable(),
  effectiveTimeZone: z.string(),
});
const memberView = userBaseInfoSchema.extend({
  active: z.boolean(),
  orgOwner: z.boolean(),
  creator: z.boolean().describe('Whether the member created the organisation (cannot be removed)'),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
const roleView = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
});
const T = 'Organizations';

export const orgsRoutes = [
  route({
    method: 'get',
    path: '/orgs',
    tag: T,
    summary: 'Organisations I belong to',
    access: 'user',
    response: z.array(orgView),
    handler: ({ ctx }) => orgs.listMyOrgs(ctx),
  }),
  route({
    method: 'post',
    path: '/orgs',
    writes: ['metadata'],
    tag: T,
    summary: 'Create an organisation (I become its owner; platform mode)',
    access: 'user',
    body: s.createOrgInputSchema,
    response: orgView,
    handler: ({ ctx, body }) => orgs.createOrg(ctx, body),
  }),
  route({
    method: 'post',
    path: '/orgs/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free, 409 otherwise',
    access: 'user',
    body: s.checkOrgNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => orgs.checkOrgName(ctx, body),
  }),
  route({
    method: 'get',
    path: '/orgs/invite/confirm',
    // A GET that writes (a link opened from a mail): the membership or the account's activation.
    writes: ['metadata'],
    tag: T,
    summary: 'Accept an invitation from its mailed token',
    access: 'public',
    query: z.object({ token: z.string() }),
    response: z.object({ orgId: z.string(), orgName: z.string() }),
    handler: ({ ctx, query }) =>
      invitations.confirmInvite(ctx, parse(accountsSchemas.tokenInputSchema, query)),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId',
    tag: T,
    summary: 'One organisation',
    access: 'user',
    scope: 'org',
    response: orgView,
    handler: ({ ctx, params }) => orgs.getOrg(ctx, parse(s.orgIdSchema, { orgId: params.orgId })),
  }),
  route({
    method: 'put',
    path: '/orgs/:orgId',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename or describe (settings module)',
    access: 'user',
    scope: 'org',
    body: s.updateOrgInputSchema.omit({ orgId: true }),
    response: orgView,
    handler: ({ ctx, params, body }) =>
      orgs.updateOrg(ctx, parse(s.updateOrgInputSchema, { ...(body as object), orgId: params.orgId })),
  }),
  route({
    method: 'put',
    path: '/orgs/:orgId/time-zone',
    writes: ['metadata'],
    tag: T,
    summary:
      "Set the organisation's time zone for its schedules (owner; an IANA name, null for the server's)",
    access: 'user',
    scope: 'org',
    body: s.orgTimeZoneInputSchema.omit({ orgId: true }),
    response: z.object({ timeZone: z.string().nullable(), effectiveTimeZone: z.string() }),
    handler: ({ ctx, params, body }) =>
      orgs.setOrgTimeZone(ctx, parse(s.orgTimeZoneInputSchema, { ...(body as object), orgId: params.orgId })),
  }),
  route({
    method: 'delete',
    path: '/orgs/:orgId',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete (owner; confirmName must equal the name)',
    access: 'user',
    scope: 'org',
    query: z.object({ confirmName: z.string().optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      orgs.deleteOrg(
        ctx,
        parse(s.deleteOrgInputSchema, { orgId: params.orgId, confirmName: query.confirmName }),
      ),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId/members',
    tag: T,
    summary: 'Members with owner flag and roles (members module)',
    access: 'user',
    scope: 'org',
    response: z.array(memberView),
    handler: ({ ctx, params }) => members.listMembers(ctx, parse(s.orgIdSchema, { orgId: params.orgId })),
  }),
  route({
    method: 'delete',
    path: '/orgs/:orgId/members/:memberId',
    writes: ['metadata'],
    tag: T,
    summary: 'Remove a member (not the creator, not yourself)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      members.removeMember(
        ctx,
        parse(s.memberInputSchema, { orgId: params.orgId, memberId: params.memberId }),
      ),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId/members/:memberId/roles',
    tag: T,
    summary: "A member's roles",
    access: 'user',
    scope: 'org',
    response: z.array(roleView),
    handler: ({ ctx, params }) =>
      members.memberRoles(
        ctx,
        parse(s.memberInputSchema, { orgId: params.orgId, memberId: params.memberId }),
      ),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId/roles',
    tag: T,
    summary: 'Roles of the organisation',
    access: 'user',
    scope: 'org',
    response: z.array(roleView),
    handler: ({ ctx, params }) => rolesService.listRoles(ctx, parse(s.orgIdSchema, { orgId: params.orgId })),
  }),
  route({
    method: 'post',
    path: '/orgs/:orgId/invite',
    writes: ['metadata'],
    tag: T,
    summary: 'Invite accounts by e-mail (body: array of addresses)',
    access: 'user',
    scope: 'org',
    query: z.object({ sendMail: z.enum(['true', 'false']).optional() }),
    body: z.array(z.string()),
    response: z.object({
      success: z.array(z.string()),
      fail: z.array(z.string()),
      pending: z.array(z.string()),
    }),
    handler: ({ ctx, params, query, body }) =>
      invitations.inviteMembers(
        ctx,
        parse(s.inviteInputSchema, {
          orgId: params.orgId,
          emails: body,
          sendMail: query.sendMail !== 'false',
        }),
      ),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId/invitations',
    tag: T,
    summary: 'Pending invitations of addresses that have no account yet',
    access: 'user',
    scope: 'org',
    response: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        sentAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        invitedBy: z.string().nullable(),
        expired: z.boolean(),
      }),
    ),
    handler: async ({ ctx, params }) =>
      (await pendingInvitations.listInvitations(ctx, parse(s.orgIdSchema, { orgId: params.orgId }))).map(
        (r) => ({
          ...r,
          sentAt: r.sentAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        }),
      ),
  }),
  route({
    method: 'post',
    path: '/orgs/:orgId/invitations/:invitationId/resend',
    writes: ['metadata'],
    tag: T,
    summary: 'Send a pending invitation again (new link, new expiry)',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      pendingInvitations.resendInvitation(
        ctx,
        parse(s.invitationInputSchema, { orgId: params.orgId, invitationId: params.invitationId }),
      ),
  }),
  route({
    method: 'delete',
    path: '/orgs/:orgId/invitations/:invitationId',
    writes: ['metadata'],
    tag: T,
    summary: 'Revoke a pending invitation',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      pendingInvitations.revokeInvitation(
        ctx,
        parse(s.invitationInputSchema, { orgId: params.orgId, invitationId: params.invitationId }),
      ),
  }),
  route({
    method: 'get',
    path: '/orgs/:orgId/audit',
    tag: T,
    summary: 'Audit log, newest first (owners)',
    access: 'user',
    scope: 'org',
    query: settingsSchemas.auditQuerySchema.omit({ orgId: true }),
    response: z.object({ rows: z.array(z.unknown()), pageInfo: z.unknown() }),
    handler: ({ ctx, params, query }) =>
      settings.listAuditLog(
        ctx,
        parse(settingsSchemas.auditQuerySchema, { ...(query as object), orgId: params.orgId }),
      ),
  }),
  route({
    method: 'post',
    path: '/files/org/avatar',
    writes: ['metadata'],
    tag: T,
    summary: "Upload the organisation's avatar (multipart `file`)",
    access: 'user',
    scope: 'org',
    query: z.object({ orgId: z.string() }),
    body: 'multipart',
    response: z.string(),
    handler: async ({ c, ctx, query }) => orgs.setOrgAvatar(ctx, query.orgId, await readUpload(c)),
  }),
];
