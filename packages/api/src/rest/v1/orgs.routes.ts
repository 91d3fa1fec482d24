import { invitations, members, orgs, orgsSchemas as s, rolesService, settings, settingsSchemas } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const orgView = z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), avatar: z.string().nullable(), orgOwner: z.boolean().optional() });
const memberView = z.object({ id: z.string(), username: z.string(), email: z.string(), name: z.string().nullable(), orgOwner: z.boolean(), roles: z.array(z.object({ id: z.string(), name: z.string() })) });
const roleView = z.object({ id: z.string(), orgId: z.string(), name: z.string(), description: z.string().nullable() });
const T = 'Organizations';

export const orgsRoutes = [
  route({ method: 'get', path: '/orgs', tag: T, summary: 'Organisations I belong to', access: 'user', response: z.array(orgView), handler: ({ ctx }) => orgs.listMyOrgs(ctx) }),
  route({
    method: 'post', path: '/orgs', tag: T, summary: 'Create an organisation (I become its owner; platform mode)', access: 'user',
    body: s.createOrgInputSchema, response: orgView, handler: ({ ctx, body }) => orgs.createOrg(ctx, body),
  }),
  route({
    method: 'post', path: '/orgs/check/name', tag: T, summary: 'true when the name is free, 409 otherwise', access: 'user',
    body: s.checkOrgNameInputSchema, response: z.boolean(), handler: ({ ctx, body }) => orgs.checkOrgName(ctx, body),
  }),
  route({
    method: 'get', path: '/orgs/invite/confirm', tag: T, summary: 'Accept an invitation from its mailed token', access: 'public',
    query: z.object({ token: z.string() }), response: z.object({ orgId: z.string(), orgName: z.string() }),
    handler: ({ ctx, query }) => invitations.confirmInvite(ctx, query),
  }),
  route({
    method: 'get', path: '/orgs/:orgId', tag: T, summary: 'One organisation', access: 'user', scope: 'org',
    response: orgView, handler: ({ ctx, params }) => orgs.getOrg(ctx, { orgId: params.orgId }),
  }),
  route({
    method: 'put', path: '/orgs/:orgId', tag: T, summary: 'Rename or describe (settings module)', access: 'user', scope: 'org',
    body: s.updateOrgInputSchema.omit({ orgId: true }), response: orgView,
    handler: ({ ctx, params, body }) => orgs.updateOrg(ctx, { ...(body as object), orgId: params.orgId }),
  }),
  route({
    method: 'delete', path: '/orgs/:orgId', tag: T, summary: 'Delete (owner; confirmName must equal the name)', access: 'user', scope: 'org',
    query: z.object({ confirmName: z.string().optional() }), response: z.boolean(),
    handler: ({ ctx, params, query }) => orgs.deleteOrg(ctx, { orgId: params.orgId, confirmName: query.confirmName }),
  }),
  route({
    method: 'get', path: '/orgs/:orgId/members', tag: T, summary: 'Members with owner flag and roles (members module)', access: 'user', scope: 'org',
    response: z.array(memberView), handler: ({ ctx, params }) => members.listMembers(ctx, { orgId: params.orgId }),
  }),
  route({
    method: 'delete', path: '/orgs/:orgId/members/:memberId', tag: T, summary: 'Remove a member (not the creator, not yourself)', access: 'user', scope: 'org',
    response: z.boolean(), handler: ({ ctx, params }) => members.removeMember(ctx, { orgId: params.orgId, memberId: params.memberId }),
  }),
  route({
    method: 'get', path: '/orgs/:orgId/members/:memberId/roles', tag: T, summary: "A member's roles", access: 'user', scope: 'org',
    response: z.array(roleView), handler: ({ ctx, params }) => members.memberRoles(ctx, { orgId: params.orgId, memberId: params.memberId }),
  }),
  route({
    method: 'get', path: '/orgs/:orgId/roles', tag: T, summary: 'Roles of the organisation', access: 'user', scope: 'org',
    response: z.array(roleView), handler: ({ ctx, params }) => rolesService.listRoles(ctx, { orgId: params.orgId }),
  }),
  route({
    method: 'post', path: '/orgs/:orgId/invite', tag: T, summary: 'Invite accounts by e-mail (body: array of addresses)', access: 'user', scope: 'org',
    query: z.object({ sendMail: z.enum(['true', 'false']).optional() }), body: z.array(z.string()),
    response: z.object({ success: z.array(z.string()), fail: z.array(z.string()) }),
    handler: ({ ctx, params, query, body }) => invitations.inviteMembers(ctx, { orgId: params.orgId, emails: body, sendMail: query.sendMail !== 'false' }),
  }),
  route({
    method: 'get', path: '/orgs/:orgId/audit', tag: T, summary: 'Audit log, newest first (owners)', access: 'user', scope: 'org',
    query: settingsSchemas.auditQuerySchema.omit({ orgId: true }), response: z.object({ rows: z.array(z.unknown()), pageInfo: z.unknown() }),
    handler: ({ ctx, params, query }) => settings.listAuditLog(ctx, { ...(query as object), orgId: params.orgId }),
  }),
  route({
    method: 'post', path: '/files/org/avatar', tag: T, summary: "Upload the organisation's avatar (multipart `file`)", access: 'user', scope: 'org',
    query: z.object({ orgId: z.string() }), body: 'multipart', response: z.string(),
    handler: async ({ c, ctx, query }) => orgs.setOrgAvatar(ctx, query.orgId, await readUpload(c)),
  }),
];
