import {
  members,
  orgsSchemas,
  parse,
  settings,
  settingsSchemas as s,
  teamUsers,
  userBaseInfoSchema,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const T = 'Settings';
const setting = z
  .object({
    id: z.string(),
    relType: z.string().optional(),
    type: z.string().optional(),
    config: z.string().nullable(),
  })
  .passthrough();

export const settingsRoutes = [
  route({
    method: 'get',
    path: '/settings/user',
    tag: T,
    summary: 'My settings',
    access: 'user',
    response: z.array(setting),
    handler: ({ ctx }) => settings.listUserSettings(ctx),
  }),
  route({
    method: 'post',
    path: '/settings/user',
    writes: ['metadata'],
    tag: T,
    summary: 'Save one of my settings (e.g. LAST_VISITED_ORGANIZATION)',
    access: 'user',
    body: s.userSettingInputSchema,
    response: setting,
    handler: ({ ctx, body }) => settings.saveUserSetting(ctx, body),
  }),
  route({
    method: 'put',
    path: '/settings/user/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Save one of my settings',
    access: 'user',
    body: s.userSettingInputSchema,
    response: setting,
    handler: ({ ctx, body }) => settings.saveUserSetting(ctx, body),
  }),
  route({
    method: 'delete',
    path: '/settings/user/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete one of my settings',
    access: 'user',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      settings.deleteUserSetting(ctx, parse(s.settingIdInputSchema, { id: params.id })),
  }),
  route({
    method: 'get',
    path: '/settings/org/:orgId',
    tag: T,
    summary: "The organisation's settings",
    access: 'user',
    scope: 'org',
    response: z.array(setting),
    handler: ({ ctx, params }) =>
      settings.listOrgSettings(ctx, parse(orgsSchemas.orgIdSchema, { orgId: params.orgId })),
  }),
  route({
    method: 'post',
    path: '/settings/org',
    writes: ['metadata'],
    tag: T,
    summary: 'Save an organisation setting (settings module)',
    access: 'user',
    scope: 'org',
    body: s.orgSettingInputSchema,
    response: setting,
    handler: ({ ctx, body }) => settings.saveOrgSetting(ctx, body),
  }),
  route({
    method: 'put',
    path: '/settings/org/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Update an organisation setting',
    access: 'user',
    scope: 'org',
    body: s.orgSettingInputSchema,
    response: setting,
    handler: ({ ctx, params, body }) =>
      settings.updateOrgSetting(
        ctx,
        parse(s.orgSettingUpdateInputSchema, { ...(body as object), id: params.id }),
      ),
  }),
  route({
    method: 'delete',
    path: '/settings/org/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete an organisation setting',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      settings.deleteOrgSetting(ctx, parse(s.settingIdInputSchema, { id: params.id })),
  }),
];

const U = 'Users';
export const teamUserRoutes = [
  route({
    method: 'get',
    path: '/users/search',
    tag: U,
    summary: 'Find accounts to invite (people sharing an organisation, or an exact e-mail/username)',
    access: 'user',
    query: orgsSchemas.searchUsersInputSchema,
    response: z.array(userBaseInfoSchema),
    handler: ({ ctx, query }) => members.searchUsers(ctx, query),
  }),
  route({
    method: 'post',
    path: '/users/:orgId/addUser',
    writes: ['metadata'],
    tag: U,
    summary: 'Team mode: an owner creates an account in the organisation',
    access: 'user',
    scope: 'org',
    body: orgsSchemas.teamUserInputSchema.omit({ orgId: true }),
    response: userBaseInfoSchema,
    handler: ({ ctx, params, body }) =>
      teamUsers.addTeamUser(
        ctx,
        parse(orgsSchemas.teamUserInputSchema, { ...(body as object), orgId: params.orgId }),
      ),
  }),
  route({
    method: 'put',
    path: '/users/:orgId/updateUser',
    writes: ['metadata'],
    tag: U,
    summary: 'Team mode: update an account of the organisation',
    access: 'user',
    scope: 'org',
    body: orgsSchemas.teamUserUpdateInputSchema.omit({ orgId: true }),
    response: z.boolean(),
    handler: ({ ctx, params, body }) =>
      teamUsers.updateTeamUser(
        ctx,
        parse(orgsSchemas.teamUserUpdateInputSchema, { ...(body as object), orgId: params.orgId }),
      ),
  }),
  route({
    method: 'delete',
    path: '/users/:orgId/deleteUser',
    writes: ['metadata'],
    tag: U,
    summary: 'Team mode: delete an account of the organisation',
    access: 'user',
    scope: 'org',
    query: z.object({ userId: z.string() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      teamUsers.deleteTeamUser(
        ctx,
        parse(orgsSchemas.memberInputSchema, { orgId: params.orgId, memberId: query.userId }),
      ),
  }),
];
