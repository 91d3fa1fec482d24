import { members, orgsSchemas, permissionsSchemas as ps, permissionsService, rolesSchemas as s, rolesService } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const T = 'Roles & permissions';
const roleView = z.object({ id: z.string(), orgId: z.string(), name: z.string(), description: z.string().nullable() });
const ids = z.array(z.string());
const subjectView = z.object({ orgId: z.string(), subjectId: z.string(), subjectType: z.string(), orgOwner: z.boolean(), permissionInfos: z.array(ps.permissionInfoSchema) });

export const rolesRoutes = [
  route({ method: 'post', path: '/roles', tag: T, summary: 'Create a role (name unique in the organisation)', access: 'user', scope: 'org', body: s.createRoleInputSchema, response: roleView, handler: ({ ctx, body }) => rolesService.createRole(ctx, body) }),
  route({ method: 'post', path: '/roles/check/name', tag: T, summary: 'true when the role name is free, 409 otherwise', access: 'user', scope: 'org', body: s.checkRoleNameInputSchema, response: z.boolean(), handler: ({ ctx, body }) => rolesService.checkRoleName(ctx, body) }),
  route({
    method: 'get', path: '/roles/permission/subject', tag: T, summary: 'Grants of a role, a member (USER_ROLE) or everything a member holds (USER)', access: 'user', scope: 'org',
    query: ps.subjectPermissionsInputSchema, response: subjectView, handler: ({ ctx, query }) => permissionsService.subjectPermissions(ctx, query),
  }),
  route({
    method: 'get', path: '/roles/permission/resource', tag: T, summary: 'Who holds what on a resource', access: 'user', scope: 'org',
    query: ps.resourcePermissionsInputSchema, response: z.object({ userPermissions: z.array(ps.permissionInfoSchema), rolePermissions: z.array(ps.permissionInfoSchema) }).passthrough(),
    handler: ({ ctx, query }) => permissionsService.resourcePermissions(ctx, query),
  }),
  route({
    method: 'get', path: '/roles/permission/catalog', tag: T, summary: 'Modules and resource types (with items) that can be granted', access: 'user', scope: 'org',
    query: orgsSchemas.orgIdSchema, response: z.object({ modules: z.array(z.string()), resourceTypes: z.array(z.unknown()) }),
    handler: ({ ctx, query }) => permissionsService.permissionCatalog(ctx, query),
  }),
  route({
    method: 'post', path: '/roles/permission/grant', tag: T, summary: 'Create, update and delete grants in one organisation (all or nothing)', access: 'user', scope: 'org',
    body: ps.grantInputSchema, response: z.array(ps.permissionInfoSchema), handler: ({ ctx, body }) => permissionsService.grant(ctx, body),
  }),
  route({
    method: 'post', path: '/roles/permission/grant/org_owner', tag: T, summary: 'Make a member an owner (owners)', access: 'user', scope: 'org',
    query: orgsSchemas.ownerInputSchema, response: z.boolean(), handler: ({ ctx, query }) => members.grantOwner(ctx, query),
  }),
  route({
    method: 'delete', path: '/roles/permission/revoke/org_owner', tag: T, summary: 'Revoke ownership (never the last owner)', access: 'user', scope: 'org',
    query: orgsSchemas.ownerInputSchema, response: z.boolean(), handler: ({ ctx, query }) => members.revokeOwner(ctx, query),
  }),
  route({
    method: 'put', path: '/roles/:roleId', tag: T, summary: 'Rename or describe a role', access: 'user', scope: 'org',
    body: s.updateRoleInputSchema.omit({ id: true }), response: roleView, handler: ({ ctx, params, body }) => rolesService.updateRole(ctx, { ...(body as object), id: params.roleId }),
  }),
  route({ method: 'delete', path: '/roles/:roleId', tag: T, summary: 'Delete a role with its grants', access: 'user', scope: 'org', response: z.boolean(), handler: ({ ctx, params }) => rolesService.deleteRole(ctx, { roleId: params.roleId }) }),
  route({ method: 'get', path: '/roles/:roleId/users', tag: T, summary: 'Members of a role', access: 'user', scope: 'org', response: z.array(z.unknown()), handler: ({ ctx, params }) => rolesService.roleUsers(ctx, { roleId: params.roleId }) }),
  route({
    method: 'put', path: '/roles/:roleId/users', tag: T, summary: 'Replace the members of a role (body: user ids)', access: 'user', scope: 'org',
    body: ids, response: z.boolean(), handler: ({ ctx, params, body }) => rolesService.setRoleUsers(ctx, { roleId: params.roleId, userIds: body }),
  }),
  route({
    method: 'put', path: '/roles/:userId/roles', tag: T, summary: "Replace a member's roles (body: role ids)", access: 'user', scope: 'org',
    query: orgsSchemas.orgIdSchema, body: ids, response: z.boolean(),
    handler: ({ ctx, params, query, body }) => members.setMemberRoles(ctx, { orgId: query.orgId, memberId: params.userId, roleIds: body }),
  }),
];
