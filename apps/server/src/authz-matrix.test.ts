import { appRouter, restRoutes } from '@tessera/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAuthzFixture, type ActorName, type Fixture } from './authz-fixture';
import { createItemFixture, ITEM_RUNS, plainTargets, type ItemFixture, type Targets } from './authz-items';
import { restOperation, scopeOf, trpcOperation, type Operation } from './authz-scope';
import { geoCases } from './authz-geo.cases';
import { pluginCases } from './authz-plugins.cases';
import { scheduleCases } from './authz-schedules.cases';
import { shareCases } from './authz-share.cases';
import { embedCases } from './authz-embed.cases';
import { transferCases } from './authz-transfer.cases';
import { versionCases } from './authz-versions.cases';
import { vizCases } from './authz-viz.cases';
import { trpcRequest } from './trpc-request';

/** Who may do it: any member, a member with a module switched on, only owners, or anyone signed in (no org data). */
type Rule = 'member' | 'module' | 'owner' | 'signedIn';
interface Req {
  method: string;
  path: string;
  body?: unknown;
  multipart?: boolean | { name: string; data: Uint8Array; type: string };
}
interface Case {
  rule: Rule;
  mode?: 'team';
  /** An operation on one source or view: the right it needs on that item (item-level rows of the matrix). */
  item?: 'READ' | 'MANAGE';
  rest?: { route: string; build: (f: Fixture, on: Targets) => Promise<Req> };
  trpc?: { procedure: string; build: (f: Fixture, on: Targets) => Promise<unknown> };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const rnd = () => Math.random().toString(36).slice(2, 8);
// Grants go to a throw-away role so that no actor of the matrix gains anything from them.
const grantBody = async (f: Fixture) => ({
  permissionToCreate: [
    {
      orgId: f.orgId,
      subjectType: 'ROLE',
      subjectId: await f.freshRole(),
      resourceType: 'VIEW',
      resourceId: '*',
      permission: 1,
    },
  ],
});
const ownedMember = async (f: Fixture) => {
  const id = await f.freshMember();
  await f.ownerCall('POST', `/api/v1/roles/permission/grant/org_owner?orgId=${f.orgId}&userId=${id}`);
  return id;
};

// A pending invitation of an address that has no account, made by the owner, for resend and revoke.
const freshInvitation = async (f: Fixture) => {
  const email = `nobody-${rnd()}@example.test`;
  await f.ownerCall('POST', `/api/v1/orgs/${f.orgId}/invite`, { body: [email] });
  const list = (await f.ownerCall('GET', `/api/v1/orgs/${f.orgId}/invitations`)).body.data as {
    id: string;
    email: string;
  }[];
  return list.find((i) => i.email === email)!.id;
};

/** One entry per org-scoped operation; the test below fails if a route or procedure has none. */
const cases: Case[] = [
  {
    rule: 'member',
    rest: {
      route: 'GET /orgs/:orgId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}` }),
    },
    trpc: { procedure: 'org.byId', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /orgs/:orgId',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/orgs/${f.orgId}`,
        body: { name: `renamed-${rnd()}` },
      }),
    },
    trpc: { procedure: 'org.update', build: async (f) => ({ orgId: f.orgId, name: `renamed-${rnd()}` }) },
  },
  {
    rule: 'owner',
    rest: {
      route: 'DELETE /orgs/:orgId',
      build: async (f) => {
        const o = await f.freshOrg();
        return { method: 'DELETE', path: `/api/v1/orgs/${o.id}?confirmName=${encodeURIComponent(o.name)}` };
      },
    },
    trpc: {
      procedure: 'org.delete',
      build: async (f) => {
        const o = await f.freshOrg();
        return { orgId: o.id, confirmName: o.name };
      },
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'GET /orgs/:orgId/audit',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/audit` }),
    },
    trpc: { procedure: 'org.auditLog', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /files/org/avatar',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/files/org/avatar?orgId=${f.orgId}`,
        multipart: true,
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /orgs/:orgId/members',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/members` }),
    },
    trpc: { procedure: 'member.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /orgs/:orgId/members/:memberId',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/orgs/${f.orgId}/members/${await f.freshMember()}`,
      }),
    },
    trpc: {
      procedure: 'member.remove',
      build: async (f) => ({ orgId: f.orgId, memberId: await f.freshMember() }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /orgs/:orgId/members/:memberId/roles',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/members/${f.ids.member}/roles` }),
    },
    trpc: { procedure: 'member.roles', build: async (f) => ({ orgId: f.orgId, memberId: f.ids.member }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /roles/:userId/roles',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/roles/${f.ids.member}/roles?orgId=${f.orgId}`,
        body: [f.roleId],
      }),
    },
    trpc: {
      procedure: 'member.setRoles',
      build: async (f) => ({ orgId: f.orgId, memberId: f.ids.member, roleIds: [f.roleId] }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /orgs/:orgId/invite',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/orgs/${f.orgId}/invite?sendMail=false`,
        body: [(await f.freshNonMember()).email],
      }),
    },
    trpc: {
      procedure: 'member.invite',
      build: async (f) => ({ orgId: f.orgId, emails: [(await f.freshNonMember()).email], sendMail: true }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /orgs/:orgId/invitations',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/invitations` }),
    },
    trpc: { procedure: 'member.invitations', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /orgs/:orgId/invitations/:invitationId/resend',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/orgs/${f.orgId}/invitations/${await freshInvitation(f)}/resend`,
      }),
    },
    trpc: {
      procedure: 'member.resendInvitation',
      build: async (f) => ({ orgId: f.orgId, invitationId: await freshInvitation(f) }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /orgs/:orgId/invitations/:invitationId',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/orgs/${f.orgId}/invitations/${await freshInvitation(f)}`,
      }),
    },
    trpc: {
      procedure: 'member.revokeInvitation',
      build: async (f) => ({ orgId: f.orgId, invitationId: await freshInvitation(f) }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'POST /roles/permission/grant/org_owner',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/roles/permission/grant/org_owner?orgId=${f.orgId}&userId=${await f.freshMember()}`,
      }),
    },
    trpc: {
      procedure: 'member.grantOwner',
      build: async (f) => ({ orgId: f.orgId, userId: await f.freshMember() }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'DELETE /roles/permission/revoke/org_owner',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/roles/permission/revoke/org_owner?orgId=${f.orgId}&userId=${await ownedMember(f)}`,
      }),
    },
    trpc: {
      procedure: 'member.revokeOwner',
      build: async (f) => ({ orgId: f.orgId, userId: await ownedMember(f) }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /orgs/:orgId/roles',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/roles` }),
    },
    trpc: { procedure: 'role.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /roles',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/roles',
        body: { orgId: f.orgId, name: `r-${rnd()}` },
      }),
    },
    trpc: { procedure: 'role.create', build: async (f) => ({ orgId: f.orgId, name: `r-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /roles/check/name',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/roles/check/name',
        body: { orgId: f.orgId, name: `free-${rnd()}` },
      }),
    },
    trpc: { procedure: 'role.checkName', build: async (f) => ({ orgId: f.orgId, name: `free-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /roles/:roleId',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/roles/${await f.freshRole()}`,
        body: { name: `n-${rnd()}` },
      }),
    },
    trpc: { procedure: 'role.update', build: async (f) => ({ id: await f.freshRole(), name: `n-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /roles/:roleId',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/roles/${await f.freshRole()}` }),
    },
    trpc: { procedure: 'role.delete', build: async (f) => ({ roleId: await f.freshRole() }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /roles/:roleId/users',
      build: async (f) => ({ method: 'GET', path: `/api/v1/roles/${f.roleId}/users` }),
    },
    trpc: { procedure: 'role.users', build: async (f) => ({ roleId: f.roleId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /roles/:roleId/users',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/roles/${await f.freshRole()}/users`,
        body: [f.ids.member],
      }),
    },
    trpc: {
      procedure: 'role.setUsers',
      build: async (f) => ({ roleId: await f.freshRole(), userIds: [f.ids.member] }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /roles/permission/subject',
      build: async (f) => ({
        method: 'GET',
        path: `/api/v1/roles/permission/subject?orgId=${f.orgId}&subjectType=ROLE&subjectId=${f.roleId}`,
      }),
    },
    trpc: {
      procedure: 'permission.bySubject',
      build: async (f) => ({ orgId: f.orgId, subjectType: 'ROLE', subjectId: f.roleId }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /roles/permission/resource',
      build: async (f) => ({
        method: 'GET',
        path: `/api/v1/roles/permission/resource?orgId=${f.orgId}&resourceType=USER&resourceId=*`,
      }),
    },
    trpc: {
      procedure: 'permission.byResource',
      build: async (f) => ({ orgId: f.orgId, resourceType: 'USER', resourceId: '*' }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /roles/permission/catalog',
      build: async (f) => ({ method: 'GET', path: `/api/v1/roles/permission/catalog?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'permission.catalog', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /roles/permission/grant',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/roles/permission/grant',
        body: await grantBody(f),
      }),
    },
    trpc: { procedure: 'permission.grant', build: async (f) => grantBody(f) },
  },
  { rule: 'member', trpc: { procedure: 'permission.mine', build: async (f) => ({ orgId: f.orgId }) } },
  { rule: 'module', trpc: { procedure: 'permission.subjects', build: async (f) => ({ orgId: f.orgId }) } },
  {
    rule: 'member',
    rest: {
      route: 'GET /settings/org/:orgId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/settings/org/${f.orgId}` }),
    },
    trpc: { procedure: 'settings.org', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /settings/org',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/settings/org',
        body: { orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '100' },
      }),
    },
    trpc: {
      procedure: 'settings.saveOrg',
      build: async (f) => ({ orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '200' }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /settings/org/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/settings/org/${await f.freshSetting()}`,
        body: { orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '300' },
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /settings/org/:id',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/settings/org/${await f.freshSetting()}` }),
    },
    trpc: { procedure: 'settings.deleteOrg', build: async (f) => ({ id: await f.freshSetting() }) },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: {
      route: 'POST /users/:orgId/addUser',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/users/${f.orgId}/addUser`,
        body: { username: `t${rnd()}`, email: `t${rnd()}@example.com`, password: 'passw0rd' },
      }),
    },
    trpc: {
      procedure: 'member.addTeamUser',
      build: async (f) => ({
        orgId: f.orgId,
        username: `t${rnd()}`,
        email: `t${rnd()}@example.com`,
        password: 'passw0rd',
      }),
    },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: {
      route: 'PUT /users/:orgId/updateUser',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/users/${f.orgId}/updateUser`,
        body: { id: await f.freshMember(), name: 'New Name' },
      }),
    },
    trpc: {
      procedure: 'member.updateTeamUser',
      build: async (f) => ({ orgId: f.orgId, id: await f.freshMember(), name: 'New Name' }),
    },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: {
      route: 'DELETE /users/:orgId/deleteUser',
      build: async (f) => ({
        method: 'DELETE',
        path: `/api/v1/users/${f.orgId}/deleteUser?userId=${await f.freshMember()}`,
      }),
    },
    trpc: {
      procedure: 'member.deleteTeamUser',
      build: async (f) => ({ orgId: f.orgId, memberId: await f.freshMember() }),
    },
  },
  ...sourceCases(),
  ...viewCases(),
  ...variableCases(),
];

function variableCases(): Case[] {
  const vname = () => `v_${rnd()}`;
  const freshVariable = async (f: Fixture) =>
    (
      (
        await f.ownerCall('POST', '/api/v1/variables', {
          body: { orgId: f.orgId, name: vname(), type: 'QUERY', valueType: 'STRING', defaultValue: '["a"]' },
        })
      ).body.data as { id: string }
    ).id;
  const update = async (f: Fixture) => [
    { id: await freshVariable(f), name: vname(), type: 'QUERY', valueType: 'STRING' },
  ];
  const rels = async (f: Fixture) => ({
    relToCreate: [
      { variableId: await freshVariable(f), subjectType: 'ROLE', subjectId: f.roleId, value: ['x'] },
    ],
  });
  const rules = (f: Fixture) => ({ viewId: f.viewId, rules: [] });
  const snippet = encodeURIComponent('SUM([amount])');
  return [
    {
      rule: 'module',
      rest: {
        route: 'GET /variables/org',
        build: async (f) => ({ method: 'GET', path: `/api/v1/variables/org?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'variable.org', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /variables/view',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/variables/view?viewId=${on.viewId}` }),
      },
      trpc: { procedure: 'variable.byView', build: async (_f, on) => ({ viewId: on.viewId }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /variables',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/variables',
          body: { orgId: f.orgId, name: vname(), type: 'PERMISSION', valueType: 'STRING' },
        }),
      },
      trpc: {
        procedure: 'variable.create',
        build: async (f) => ({ orgId: f.orgId, name: vname(), type: 'PERMISSION', valueType: 'STRING' }),
      },
    },
    {
      rule: 'module',
      rest: {
        route: 'PUT /variables',
        build: async (f) => ({ method: 'PUT', path: '/api/v1/variables', body: await update(f) }),
      },
      trpc: { procedure: 'variable.update', build: async (f) => update(f) },
    },
    {
      rule: 'module',
      rest: {
        route: 'DELETE /variables',
        build: async (f) => ({
          method: 'DELETE',
          path: `/api/v1/variables?variables=${await freshVariable(f)}`,
        }),
      },
      trpc: { procedure: 'variable.delete', build: async (f) => ({ ids: [await freshVariable(f)] }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'PUT /variables/rel',
        build: async (f) => ({ method: 'PUT', path: '/api/v1/variables/rel', body: await rels(f) }),
      },
      trpc: { procedure: 'variable.updateValues', build: async (f) => rels(f) },
    },
    {
      rule: 'module',
      rest: {
        route: 'GET /variables/value',
        build: async (f) => ({
          method: 'GET',
          path: `/api/v1/variables/value?variableId=${await freshVariable(f)}`,
        }),
      },
      trpc: { procedure: 'variable.values', build: async (f) => ({ variableId: await freshVariable(f) }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'GET /variables/subject/value',
        build: async (f) => ({
          method: 'GET',
          path: `/api/v1/variables/subject/value?orgId=${f.orgId}&subjectType=ROLE&subjectId=${f.roleId}`,
        }),
      },
      trpc: {
        procedure: 'variable.subjectValues',
        build: async (f) => ({ orgId: f.orgId, subjectType: 'ROLE', subjectId: f.roleId }),
      },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /variables/check/name',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/variables/check/name',
          body: { orgId: f.orgId, name: vname() },
        }),
      },
      trpc: { procedure: 'variable.checkName', build: async (f) => ({ orgId: f.orgId, name: vname() }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /roles/view_permission/grant',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/roles/view_permission/grant',
          body: {
            permissionToCreate: [
              {
                orgId: f.orgId,
                subjectType: 'ROLE',
                subjectId: await f.freshRole(),
                viewId: f.viewId,
                columnPermission: '["category"]',
              },
            ],
          },
        }),
      },
      trpc: { procedure: 'columnRule.set', build: async (f) => rules(f) },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'GET /roles/view_permission/view/:viewId',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/roles/view_permission/view/${on.viewId}` }),
      },
      trpc: { procedure: 'columnRule.list', build: async (_f, on) => ({ viewId: on.viewId }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'POST /data-provider/function/support/:sourceId',
        build: async (_f, on) => ({
          method: 'POST',
          path: `/api/v1/data-provider/function/support/${on.demoSourceId}`,
        }),
      },
      trpc: { procedure: 'fn.support', build: async (_f, on) => ({ sourceId: on.demoSourceId }) },
    },
    // Parsing an expression reads nothing of the organisation; the source id it accepts is not used.
    {
      rule: 'signedIn',
      rest: {
        route: 'POST /data-provider/function/validate',
        build: async (f) => ({
          method: 'POST',
          path: `/api/v1/data-provider/function/validate?snippet=${snippet}&sourceId=${f.demoSourceId}`,
        }),
      },
    },
  ];
}

function viewCases(): Case[] {
  const name = () => `v-${rnd()}`;
  const chart = (on: Targets) => ({
    viewId: on.viewId,
    aggregators: [{ column: ['unit_cost'], sqlOperator: 'SUM', alias: 'total' }],
    groups: [{ column: ['category'] }],
  });
  return [
    {
      rule: 'module',
      rest: {
        route: 'GET /views',
        build: async (f) => ({ method: 'GET', path: `/api/v1/views?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'view.list', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'GET /views/archived',
        build: async (f) => ({ method: 'GET', path: `/api/v1/views/archived?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'view.archived', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /views',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/views',
          body: { orgId: f.orgId, name: name(), sourceId: f.demoSourceId, script: 'select 1 as x' },
        }),
      },
      trpc: {
        procedure: 'view.create',
        build: async (f) => ({
          orgId: f.orgId,
          name: name(),
          sourceId: f.demoSourceId,
          script: 'select 1 as x',
        }),
      },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /views/check/name',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/views/check/name',
          body: { orgId: f.orgId, name: name() },
        }),
      },
      trpc: { procedure: 'view.checkName', build: async (f) => ({ orgId: f.orgId, name: name() }) },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /views/unarchive/:id',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/views/unarchive/${await on.archivedView()}?name=${name()}&parentId=${on.viewParent ?? ''}`,
        }),
      },
      trpc: {
        procedure: 'view.unarchive',
        build: async (_f, on) => ({ id: await on.archivedView(), name: name(), parentId: on.viewParent }),
      },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /views/:id',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/views/${on.viewId}` }),
      },
      trpc: { procedure: 'view.byId', build: async (_f, on) => ({ id: on.viewId }) },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /views/:id',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/views/${await on.view()}`,
          body: { name: name(), script: 'select 2 as y' },
        }),
      },
      trpc: {
        procedure: 'view.update',
        build: async (_f, on) => ({ id: await on.view(), name: name(), script: 'select 2 as y' }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /views/:id/base',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/views/${await on.view()}/base`,
          body: { name: name(), parentId: on.viewParent },
        }),
      },
      trpc: {
        procedure: 'view.move',
        build: async (_f, on) => ({ id: await on.view(), name: name(), parentId: on.viewParent }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'DELETE /views/:id',
        build: async (_f, on) => ({
          method: 'DELETE',
          path: `/api/v1/views/${await on.view()}?archive=false`,
        }),
      },
      trpc: { procedure: 'view.delete', build: async (_f, on) => ({ id: await on.view(), archive: false }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'POST /data-provider/execute',
        build: async (_f, on) => ({ method: 'POST', path: '/api/v1/data-provider/execute', body: chart(on) }),
      },
      trpc: { procedure: 'data.execute', build: async (_f, on) => chart(on) },
    },
    {
      rule: 'module',
      item: 'READ',
      trpc: { procedure: 'data.executeStream', build: async (_f, on) => chart(on) },
    },
  ];
}

function sourceCases(): Case[] {
  const csv = {
    name: 'sales.csv',
    data: new TextEncoder().encode('region,amount\nnorth,10\nsouth,20\n'),
    type: 'text/csv',
  };
  const folderName = () => `f-${rnd()}`;
  return [
    {
      rule: 'module',
      rest: {
        route: 'GET /sources',
        build: async (f) => ({ method: 'GET', path: `/api/v1/sources?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'source.list', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'GET /sources/archived',
        build: async (f) => ({ method: 'GET', path: `/api/v1/sources/archived?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'source.archived', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /sources',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/sources',
          body: { orgId: f.orgId, name: folderName(), type: 'FOLDER', isFolder: true },
        }),
      },
      trpc: {
        procedure: 'source.create',
        build: async (f) => ({ orgId: f.orgId, name: folderName(), type: 'FOLDER', isFolder: true }),
      },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /sources/check/name',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/sources/check/name',
          body: { orgId: f.orgId, name: folderName() },
        }),
      },
      trpc: { procedure: 'source.checkName', build: async (f) => ({ orgId: f.orgId, name: folderName() }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /sources/demo',
        build: async (f) => ({ method: 'POST', path: `/api/v1/sources/demo?orgId=${f.orgId}` }),
      },
      trpc: { procedure: 'source.addDemo', build: async (f) => ({ orgId: f.orgId }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /sources/schemas/:id',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/sources/schemas/${on.demoSourceId}` }),
      },
      trpc: { procedure: 'source.schemas', build: async (_f, on) => ({ id: on.demoSourceId }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /sources/sync/schemas/:id',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/sources/sync/schemas/${on.demoSourceId}` }),
      },
      trpc: { procedure: 'source.syncSchemas', build: async (_f, on) => ({ id: on.demoSourceId }) },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /sources/unarchive/:id',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/sources/unarchive/${await on.archivedSource()}?name=${folderName()}&parentId=${on.sourceParent ?? ''}`,
        }),
      },
      trpc: {
        procedure: 'source.unarchive',
        build: async (_f, on) => ({
          id: await on.archivedSource(),
          name: folderName(),
          parentId: on.sourceParent,
        }),
      },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /sources/:id',
        build: async (_f, on) => ({ method: 'GET', path: `/api/v1/sources/${on.demoSourceId}` }),
      },
      trpc: { procedure: 'source.byId', build: async (_f, on) => ({ id: on.demoSourceId }) },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /sources/:id',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/sources/${await on.folder()}`,
          body: { name: folderName() },
        }),
      },
      trpc: {
        procedure: 'source.update',
        build: async (_f, on) => ({ id: await on.folder(), name: folderName() }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'PUT /sources/:id/base',
        build: async (_f, on) => ({
          method: 'PUT',
          path: `/api/v1/sources/${await on.folder()}/base`,
          body: { name: folderName(), parentId: on.sourceParent },
        }),
      },
      trpc: {
        procedure: 'source.move',
        build: async (_f, on) => ({ id: await on.folder(), name: folderName(), parentId: on.sourceParent }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'DELETE /sources/:id',
        build: async (_f, on) => ({
          method: 'DELETE',
          path: `/api/v1/sources/${await on.folder()}?archive=false`,
        }),
      },
      trpc: {
        procedure: 'source.delete',
        build: async (_f, on) => ({ id: await on.folder(), archive: false }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'POST /files/datasource',
        build: async (_f, on) => ({
          method: 'POST',
          path: `/api/v1/files/datasource?sourceId=${await on.fileSource()}`,
          multipart: csv,
        }),
      },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /data-provider/test',
        build: async (f) => ({
          method: 'POST',
          path: '/api/v1/data-provider/test',
          body: { orgId: f.orgId, type: 'DEMO', properties: {} },
        }),
      },
      trpc: {
        procedure: 'source.test',
        build: async (f) => ({ orgId: f.orgId, type: 'DEMO', properties: {} }),
      },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /data-provider/:sourceId/databases',
        build: async (_f, on) => ({
          method: 'GET',
          path: `/api/v1/data-provider/${on.demoSourceId}/databases`,
        }),
      },
      trpc: { procedure: 'source.databases', build: async (_f, on) => ({ id: on.demoSourceId }) },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /data-provider/:sourceId/:database/tables',
        build: async (_f, on) => ({
          method: 'GET',
          path: `/api/v1/data-provider/${on.demoSourceId}/main/tables`,
        }),
      },
      trpc: {
        procedure: 'source.tables',
        build: async (_f, on) => ({ sourceId: on.demoSourceId, database: 'main' }),
      },
    },
    {
      rule: 'module',
      item: 'READ',
      rest: {
        route: 'GET /data-provider/:sourceId/:database/:table/columns',
        build: async (_f, on) => ({
          method: 'GET',
          path: `/api/v1/data-provider/${on.demoSourceId}/main/orders/columns`,
        }),
      },
      trpc: {
        procedure: 'source.columns',
        build: async (_f, on) => ({ sourceId: on.demoSourceId, database: 'main', table: 'orders' }),
      },
    },
    {
      rule: 'module',
      item: 'MANAGE',
      rest: {
        route: 'POST /data-provider/execute/test',
        build: async (_f, on) => ({
          method: 'POST',
          path: '/api/v1/data-provider/execute/test',
          body: { sourceId: on.demoSourceId, script: 'select 1 as one', size: 100 },
        }),
      },
      trpc: {
        procedure: 'source.executeTest',
        build: async (_f, on) => ({ sourceId: on.demoSourceId, script: 'select 1 as one', size: 100 }),
      },
    },
  ];
}

/** Operations that act on the caller's own account or need no sign-in; anything else needs a case above. */
const ACCOUNT_OPERATIONS = new Set([
  'GET /sys/info',
  'POST /sys/setup',
  'GET /tpa/getOauth2Clients',
  'GET /users/search',
  'POST /users/login',
  'POST /users/logout',
  'GET /users',
  'PUT /users',
  'POST /users/register',
  'GET /users/active',
  'POST /users/sendmail',
  'POST /users/forget/password',
  'PUT /users/reset/password',
  'PUT /users/change/password',
  'POST /files/user/avatar',
  'GET /orgs',
  'POST /orgs',
  'POST /orgs/check/name',
  'GET /orgs/invite/confirm',
  'GET /settings/user',
  'POST /settings/user',
  'PUT /settings/user/:id',
  'DELETE /settings/user/:id',
  'GET /data-provider/providers',
  // custom chart plugins are public (share pages load them); download tasks are the caller's own
  'GET /plugins/custom/charts',
  'GET /download/tasks',
  'download.list',
  'GET /data-provider/:type/config/template',
  'system.info',
  'system.setup',
  'auth.login',
  'auth.logout',
  'auth.register',
  'auth.invitation',
  'auth.resendActivation',
  'auth.activate',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.oauthClients',
  'user.me',
  'user.updateProfile',
  'user.changePassword',
  'org.list',
  'org.create',
  'org.checkName',
  'member.confirmInvite',
  'member.search',
  'settings.user',
  'settings.saveUser',
  'settings.deleteUser',
  'source.providers',
  'source.template',
  'fn.validate',
  // moving a Datart over is the system's first owner's alone, checked in core (datart-import-screen.test.ts)
  'datart.canImport',
  'datart.import',
]);

type ProcDefs = Record<string, { _def: { type: string; inputs: unknown[] } }>;
const procedures = appRouter._def.procedures as unknown as ProcDefs;
const operations: Operation[] = [
  ...restRoutes.map(restOperation),
  ...Object.entries(procedures).map(([name, p]) => trpcOperation(name, p._def.inputs)),
];

function expectedStatus(rule: Rule, actor: ActorName): number | 'denied' {
  if (actor === 'anonymous') return 401;
  if (rule === 'signedIn') return 200;
  if (actor === 'outsider') return 'denied';
  if (actor === 'owner') return 200;
  if (actor === 'privileged') return rule === 'owner' ? 'denied' : 200;
  return rule === 'member' ? 200 : 'denied';
}

async function sendRest(f: Fixture, token: string | null, req: Req) {
  const headers: Record<string, string> = {
    'X-Forwarded-For': `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: FormData | string | undefined;
  if (req.multipart) {
    const form = new FormData();
    const file = req.multipart === true ? { name: 'a.png', data: PNG, type: 'image/png' } : req.multipart;
    form.append('file', new Blob([file.data], { type: file.type }), file.name);
    body = form;
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await f.t.app.request(req.path, { method: req.method, headers, body });
  return { status: res.status, json: (await res.json()) as { success: boolean; data: unknown } };
}

async function sendTrpc(f: Fixture, token: string | null, procedure: string, input: unknown) {
  const res = await trpcRequest(f.t.app, procedure, input, token ? { Authorization: `Bearer ${token}` } : {});
  return { status: res.status, json: (await res.json()) as { result?: { data: unknown }; error?: unknown } };
}

/** Runs one case through one door and checks the answer against `want`. */
async function attempt(
  f: Fixture,
  c: Case,
  door: 'REST' | 'tRPC',
  token: string | null,
  on: Targets,
  want: number | 'denied',
) {
  const res =
    door === 'REST'
      ? await sendRest(f, token, await c.rest!.build(f, on))
      : await sendTrpc(f, token, c.trpc!.procedure, await c.trpc!.build(f, on));
  if (want === 'denied') {
    expect([403, 404], JSON.stringify(res.json)).toContain(res.status);
    if (door === 'REST') expect((res.json as { data: unknown }).data).toBeNull();
    else expect((res.json as { result?: unknown }).result).toBeUndefined();
  } else {
    expect(res.status, JSON.stringify(res.json)).toBe(want);
  }
}

const doors = (list: Case[]) =>
  list.flatMap((c) => [
    ...(c.rest ? [{ c, door: 'REST' as const, name: c.rest.route }] : []),
    ...(c.trpc ? [{ c, door: 'tRPC' as const, name: c.trpc.procedure }] : []),
  ]);

const fixtures: Partial<Record<'platform' | 'team', Fixture>> = {};
let items: ItemFixture;
beforeAll(async () => {
  fixtures.platform = await createAuthzFixture('platform');
  fixtures.team = await createAuthzFixture('team');
  items = await createItemFixture(fixtures.platform);
}, 180_000);
afterAll(async () => {
  await fixtures.platform?.t.close();
  await fixtures.team?.t.close();
});

describe('every operation is in the matrix, by what it acts on', () => {
  const covered = new Set(
    [
      ...cases,
      ...vizCases,
      ...shareCases,
      ...geoCases,
      ...pluginCases,
      ...scheduleCases,
      ...embedCases,
      ...transferCases,
      ...versionCases,
    ]
      .flatMap((c) => [c.rest?.route, c.trpc?.procedure])
      .filter(Boolean),
  );

  it('finds the org-scoped operations from paths and inputs', () => {
    const org = operations.filter((op) => scopeOf(op) === 'org');
    expect(org.filter((op) => op.door === 'REST').length).toBeGreaterThan(60);
    expect(org.filter((op) => op.door === 'tRPC').length).toBeGreaterThan(60);
    expect(
      org.filter((op) => !covered.has(op.name)).map((op) => `${op.name} (${op.idKeys.join(', ')})`),
    ).toEqual([]);
  });

  it('has a case or an account entry for every REST route and tRPC procedure', () => {
    expect(
      operations
        .filter((op) => !covered.has(op.name) && !ACCOUNT_OPERATIONS.has(op.name))
        .map((op) => op.name),
    ).toEqual([]);
    const known = new Set(operations.map((op) => op.name));
    expect([...ACCOUNT_OPERATIONS, ...covered].filter((name) => !known.has(name!))).toEqual([]);
  });

  it('never lets an operation that names an organisation or an item pass as an account operation', () => {
    expect(
      operations
        .filter((op) => ACCOUNT_OPERATIONS.has(op.name) && scopeOf(op) === 'org')
        .map((op) => `${op.name} (${op.idKeys.join(', ')})`),
    ).toEqual([]);
  });

  it('states the right needed on the item for every route that addresses one source or view', () => {
    const itemRoutes = restRoutes
      .map(restOperation)
      .filter(
        (op) =>
          /:(sourceId|viewId)\b/.test(op.name) ||
          (/:id\b/.test(op.name) && ['sources', 'views'].includes(op.namespace)),
      )
      // a share page's doors are authorised by the link (authz-share.cases.ts), not by rights on the item
      .filter((op) => op.namespace !== 'shares')
      .map((op) => op.name);
    const declared = new Set(cases.filter((c) => c.item).map((c) => c.rest?.route));
    expect(itemRoutes.length).toBeGreaterThan(10);
    expect(itemRoutes.filter((r) => !declared.has(r))).toEqual([]);
  });
});

describe.each(doors(cases))('$door $name', ({ c, door }) => {
  it.each(ACTORS)('as %s', async (actor) => {
    const f = fixtures[c.mode ?? 'platform']!;
    await attempt(f, c, door, f.tokens[actor], plainTargets(f), expectedStatus(c.rule, actor));
  });
});

describe.each(ITEM_RUNS)('item rights: $label', (run) => {
  it.each(doors(cases.filter((c) => c.item)))('$door $name', async ({ c, door }) => {
    const f = fixtures.platform!;
    const allowed = run.holds === 'MANAGE' || (run.holds === 'READ' && c.item === 'READ');
    await attempt(
      f,
      c,
      door,
      items.tokens[run.actor],
      items.targets[run.placement],
      allowed ? 200 : 'denied',
    );
  });

  it('lists the source and the view exactly when that right lets the person read them', async () => {
    const f = fixtures.platform!;
    const on = items.targets[run.placement];
    const token = items.tokens[run.actor];
    const ids = async (path: string) =>
      ((await sendRest(f, token, { method: 'GET', path })).json.data as { id: string }[]).map((x) => x.id);
    expect(await ids(`/api/v1/sources?orgId=${f.orgId}`)).toEqual(
      run.holds === 'NONE'
        ? expect.not.arrayContaining([on.demoSourceId])
        : expect.arrayContaining([on.demoSourceId]),
    );
    expect(await ids(`/api/v1/views?orgId=${f.orgId}`)).toEqual(
      run.holds === 'NONE' ? expect.not.arrayContaining([on.viewId]) : expect.arrayContaining([on.viewId]),
    );
  });
});
