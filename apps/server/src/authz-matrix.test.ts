import { appRouter, restRoutes } from '@tessera/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAuthzFixture, type ActorName, type Fixture } from './authz-fixture';
import { vizCases } from './authz-viz.cases';

/** Who may do it: any member, a member with a module switched on, or only owners. */
type Rule = 'member' | 'module' | 'owner';
interface Req {
  method: string;
  path: string;
  body?: unknown;
  multipart?: boolean | { name: string; data: Uint8Array; type: string };
}
interface Case {
  rule: Rule;
  mode?: 'team';
  rest?: { route: string; build: (f: Fixture) => Promise<Req> };
  trpc?: { procedure: string; build: (f: Fixture) => Promise<unknown> };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const rnd = () => Math.random().toString(36).slice(2, 8);
// Grants go to a throw-away role so that no actor of the matrix gains anything from them.
const grantBody = async (f: Fixture) => ({
  permissionToCreate: [{ orgId: f.orgId, subjectType: 'ROLE', subjectId: await f.freshRole(), resourceType: 'VIEW', resourceId: '*', permission: 1 }],
});
const ownedMember = async (f: Fixture) => {
  const id = await f.freshMember();
  await f.ownerCall('POST', `/api/v1/roles/permission/grant/org_owner?orgId=${f.orgId}&userId=${id}`);
  return id;
};

/** One entry per org-scoped operation; the test below fails if a route or procedure has none. */
const cases: Case[] = [
  { rule: 'member', rest: { route: 'GET /orgs/:orgId', build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}` }) }, trpc: { procedure: 'org.byId', build: async (f) => ({ orgId: f.orgId }) } },
  {
    rule: 'module',
    rest: { route: 'PUT /orgs/:orgId', build: async (f) => ({ method: 'PUT', path: `/api/v1/orgs/${f.orgId}`, body: { name: `renamed-${rnd()}` } }) },
    trpc: { procedure: 'org.update', build: async (f) => ({ orgId: f.orgId, name: `renamed-${rnd()}` }) },
  },
  {
    rule: 'owner',
    rest: { route: 'DELETE /orgs/:orgId', build: async (f) => { const o = await f.freshOrg(); return { method: 'DELETE', path: `/api/v1/orgs/${o.id}?confirmName=${encodeURIComponent(o.name)}` }; } },
    trpc: { procedure: 'org.delete', build: async (f) => { const o = await f.freshOrg(); return { orgId: o.id, confirmName: o.name }; } },
  },
  { rule: 'owner', rest: { route: 'GET /orgs/:orgId/audit', build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/audit` }) }, trpc: { procedure: 'org.auditLog', build: async (f) => ({ orgId: f.orgId }) } },
  { rule: 'module', rest: { route: 'POST /files/org/avatar', build: async (f) => ({ method: 'POST', path: `/api/v1/files/org/avatar?orgId=${f.orgId}`, multipart: true }) } },
  { rule: 'module', rest: { route: 'GET /orgs/:orgId/members', build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/members` }) }, trpc: { procedure: 'member.list', build: async (f) => ({ orgId: f.orgId }) } },
  {
    rule: 'module',
    rest: { route: 'DELETE /orgs/:orgId/members/:memberId', build: async (f) => ({ method: 'DELETE', path: `/api/v1/orgs/${f.orgId}/members/${await f.freshMember()}` }) },
    trpc: { procedure: 'member.remove', build: async (f) => ({ orgId: f.orgId, memberId: await f.freshMember() }) },
  },
  {
    rule: 'module',
    rest: { route: 'GET /orgs/:orgId/members/:memberId/roles', build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/members/${f.ids.member}/roles` }) },
    trpc: { procedure: 'member.roles', build: async (f) => ({ orgId: f.orgId, memberId: f.ids.member }) },
  },
  {
    rule: 'module',
    rest: { route: 'PUT /roles/:userId/roles', build: async (f) => ({ method: 'PUT', path: `/api/v1/roles/${f.ids.member}/roles?orgId=${f.orgId}`, body: [f.roleId] }) },
    trpc: { procedure: 'member.setRoles', build: async (f) => ({ orgId: f.orgId, memberId: f.ids.member, roleIds: [f.roleId] }) },
  },
  {
    rule: 'module',
    rest: { route: 'POST /orgs/:orgId/invite', build: async (f) => ({ method: 'POST', path: `/api/v1/orgs/${f.orgId}/invite?sendMail=false`, body: [(await f.freshNonMember()).email] }) },
    trpc: { procedure: 'member.invite', build: async (f) => ({ orgId: f.orgId, emails: [(await f.freshNonMember()).email], sendMail: true }) },
  },
  {
    rule: 'owner',
    rest: { route: 'POST /roles/permission/grant/org_owner', build: async (f) => ({ method: 'POST', path: `/api/v1/roles/permission/grant/org_owner?orgId=${f.orgId}&userId=${await f.freshMember()}` }) },
    trpc: { procedure: 'member.grantOwner', build: async (f) => ({ orgId: f.orgId, userId: await f.freshMember() }) },
  },
  {
    rule: 'owner',
    rest: { route: 'DELETE /roles/permission/revoke/org_owner', build: async (f) => ({ method: 'DELETE', path: `/api/v1/roles/permission/revoke/org_owner?orgId=${f.orgId}&userId=${await ownedMember(f)}` }) },
    trpc: { procedure: 'member.revokeOwner', build: async (f) => ({ orgId: f.orgId, userId: await ownedMember(f) }) },
  },
  { rule: 'module', rest: { route: 'GET /orgs/:orgId/roles', build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/roles` }) }, trpc: { procedure: 'role.list', build: async (f) => ({ orgId: f.orgId }) } },
  {
    rule: 'module',
    rest: { route: 'POST /roles', build: async (f) => ({ method: 'POST', path: '/api/v1/roles', body: { orgId: f.orgId, name: `r-${rnd()}` } }) },
    trpc: { procedure: 'role.create', build: async (f) => ({ orgId: f.orgId, name: `r-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: { route: 'POST /roles/check/name', build: async (f) => ({ method: 'POST', path: '/api/v1/roles/check/name', body: { orgId: f.orgId, name: `free-${rnd()}` } }) },
    trpc: { procedure: 'role.checkName', build: async (f) => ({ orgId: f.orgId, name: `free-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: { route: 'PUT /roles/:roleId', build: async (f) => ({ method: 'PUT', path: `/api/v1/roles/${await f.freshRole()}`, body: { name: `n-${rnd()}` } }) },
    trpc: { procedure: 'role.update', build: async (f) => ({ id: await f.freshRole(), name: `n-${rnd()}` }) },
  },
  {
    rule: 'module',
    rest: { route: 'DELETE /roles/:roleId', build: async (f) => ({ method: 'DELETE', path: `/api/v1/roles/${await f.freshRole()}` }) },
    trpc: { procedure: 'role.delete', build: async (f) => ({ roleId: await f.freshRole() }) },
  },
  { rule: 'module', rest: { route: 'GET /roles/:roleId/users', build: async (f) => ({ method: 'GET', path: `/api/v1/roles/${f.roleId}/users` }) }, trpc: { procedure: 'role.users', build: async (f) => ({ roleId: f.roleId }) } },
  {
    rule: 'module',
    rest: { route: 'PUT /roles/:roleId/users', build: async (f) => ({ method: 'PUT', path: `/api/v1/roles/${await f.freshRole()}/users`, body: [f.ids.member] }) },
    trpc: { procedure: 'role.setUsers', build: async (f) => ({ roleId: await f.freshRole(), userIds: [f.ids.member] }) },
  },
  {
    rule: 'module',
    rest: { route: 'GET /roles/permission/subject', build: async (f) => ({ method: 'GET', path: `/api/v1/roles/permission/subject?orgId=${f.orgId}&subjectType=ROLE&subjectId=${f.roleId}` }) },
    trpc: { procedure: 'permission.bySubject', build: async (f) => ({ orgId: f.orgId, subjectType: 'ROLE', subjectId: f.roleId }) },
  },
  {
    rule: 'module',
    rest: { route: 'GET /roles/permission/resource', build: async (f) => ({ method: 'GET', path: `/api/v1/roles/permission/resource?orgId=${f.orgId}&resourceType=USER&resourceId=*` }) },
    trpc: { procedure: 'permission.byResource', build: async (f) => ({ orgId: f.orgId, resourceType: 'USER', resourceId: '*' }) },
  },
  {
    rule: 'module',
    rest: { route: 'GET /roles/permission/catalog', build: async (f) => ({ method: 'GET', path: `/api/v1/roles/permission/catalog?orgId=${f.orgId}` }) },
    trpc: { procedure: 'permission.catalog', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: { route: 'POST /roles/permission/grant', build: async (f) => ({ method: 'POST', path: '/api/v1/roles/permission/grant', body: await grantBody(f) }) },
    trpc: { procedure: 'permission.grant', build: async (f) => grantBody(f) },
  },
  { rule: 'member', trpc: { procedure: 'permission.mine', build: async (f) => ({ orgId: f.orgId }) } },
  { rule: 'module', trpc: { procedure: 'permission.subjects', build: async (f) => ({ orgId: f.orgId }) } },
  { rule: 'member', rest: { route: 'GET /settings/org/:orgId', build: async (f) => ({ method: 'GET', path: `/api/v1/settings/org/${f.orgId}` }) }, trpc: { procedure: 'settings.org', build: async (f) => ({ orgId: f.orgId }) } },
  {
    rule: 'module',
    rest: { route: 'POST /settings/org', build: async (f) => ({ method: 'POST', path: '/api/v1/settings/org', body: { orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '100' } }) },
    trpc: { procedure: 'settings.saveOrg', build: async (f) => ({ orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '200' }) },
  },
  {
    rule: 'module',
    rest: { route: 'PUT /settings/org/:id', build: async (f) => ({ method: 'PUT', path: `/api/v1/settings/org/${await f.freshSetting()}`, body: { orgId: f.orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '300' } }) },
  },
  {
    rule: 'module',
    rest: { route: 'DELETE /settings/org/:id', build: async (f) => ({ method: 'DELETE', path: `/api/v1/settings/org/${await f.freshSetting()}` }) },
    trpc: { procedure: 'settings.deleteOrg', build: async (f) => ({ id: await f.freshSetting() }) },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: { route: 'POST /users/:orgId/addUser', build: async (f) => ({ method: 'POST', path: `/api/v1/users/${f.orgId}/addUser`, body: { username: `t${rnd()}`, email: `t${rnd()}@example.com`, password: 'passw0rd' } }) },
    trpc: { procedure: 'member.addTeamUser', build: async (f) => ({ orgId: f.orgId, username: `t${rnd()}`, email: `t${rnd()}@example.com`, password: 'passw0rd' }) },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: { route: 'PUT /users/:orgId/updateUser', build: async (f) => ({ method: 'PUT', path: `/api/v1/users/${f.orgId}/updateUser`, body: { id: await f.freshMember(), name: 'New Name' } }) },
    trpc: { procedure: 'member.updateTeamUser', build: async (f) => ({ orgId: f.orgId, id: await f.freshMember(), name: 'New Name' }) },
  },
  {
    rule: 'owner',
    mode: 'team',
    rest: { route: 'DELETE /users/:orgId/deleteUser', build: async (f) => ({ method: 'DELETE', path: `/api/v1/users/${f.orgId}/deleteUser?userId=${await f.freshMember()}` }) },
    trpc: { procedure: 'member.deleteTeamUser', build: async (f) => ({ orgId: f.orgId, memberId: await f.freshMember() }) },
  },
  ...sourceCases(),
  ...viewCases(),
  ...variableCases(),
];

function variableCases(): Case[] {
  const vname = () => `v_${rnd()}`;
  const freshVariable = async (f: Fixture) =>
    ((await f.ownerCall('POST', '/api/v1/variables', { body: { orgId: f.orgId, name: vname(), type: 'QUERY', valueType: 'STRING', defaultValue: '["a"]' } })).body.data as { id: string }).id;
  const update = async (f: Fixture) => [{ id: await freshVariable(f), name: vname(), type: 'QUERY', valueType: 'STRING' }];
  const rels = async (f: Fixture) => ({ relToCreate: [{ variableId: await freshVariable(f), subjectType: 'ROLE', subjectId: f.roleId, value: ['x'] }] });
  const rules = (f: Fixture) => ({ viewId: f.viewId, rules: [] });
  return [
    { rule: 'module', rest: { route: 'GET /variables/org', build: async (f) => ({ method: 'GET', path: `/api/v1/variables/org?orgId=${f.orgId}` }) }, trpc: { procedure: 'variable.org', build: async (f) => ({ orgId: f.orgId }) } },
    { rule: 'module', rest: { route: 'GET /variables/view', build: async (f) => ({ method: 'GET', path: `/api/v1/variables/view?viewId=${f.viewId}` }) }, trpc: { procedure: 'variable.byView', build: async (f) => ({ viewId: f.viewId }) } },
    {
      rule: 'module',
      rest: { route: 'POST /variables', build: async (f) => ({ method: 'POST', path: '/api/v1/variables', body: { orgId: f.orgId, name: vname(), type: 'PERMISSION', valueType: 'STRING' } }) },
      trpc: { procedure: 'variable.create', build: async (f) => ({ orgId: f.orgId, name: vname(), type: 'PERMISSION', valueType: 'STRING' }) },
    },
    { rule: 'module', rest: { route: 'PUT /variables', build: async (f) => ({ method: 'PUT', path: '/api/v1/variables', body: await update(f) }) }, trpc: { procedure: 'variable.update', build: async (f) => update(f) } },
    {
      rule: 'module',
      rest: { route: 'DELETE /variables', build: async (f) => ({ method: 'DELETE', path: `/api/v1/variables?variables=${await freshVariable(f)}` }) },
      trpc: { procedure: 'variable.delete', build: async (f) => ({ ids: [await freshVariable(f)] }) },
    },
    { rule: 'module', rest: { route: 'PUT /variables/rel', build: async (f) => ({ method: 'PUT', path: '/api/v1/variables/rel', body: await rels(f) }) }, trpc: { procedure: 'variable.updateValues', build: async (f) => rels(f) } },
    {
      rule: 'module',
      rest: { route: 'GET /variables/value', build: async (f) => ({ method: 'GET', path: `/api/v1/variables/value?variableId=${await freshVariable(f)}` }) },
      trpc: { procedure: 'variable.values', build: async (f) => ({ variableId: await freshVariable(f) }) },
    },
    {
      rule: 'module',
      rest: { route: 'GET /variables/subject/value', build: async (f) => ({ method: 'GET', path: `/api/v1/variables/subject/value?orgId=${f.orgId}&subjectType=ROLE&subjectId=${f.roleId}` }) },
      trpc: { procedure: 'variable.subjectValues', build: async (f) => ({ orgId: f.orgId, subjectType: 'ROLE', subjectId: f.roleId }) },
    },
    {
      rule: 'module',
      rest: { route: 'POST /variables/check/name', build: async (f) => ({ method: 'POST', path: '/api/v1/variables/check/name', body: { orgId: f.orgId, name: vname() } }) },
      trpc: { procedure: 'variable.checkName', build: async (f) => ({ orgId: f.orgId, name: vname() }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'POST /roles/view_permission/grant',
        build: async (f) => ({ method: 'POST', path: '/api/v1/roles/view_permission/grant', body: { permissionToCreate: [{ orgId: f.orgId, subjectType: 'ROLE', subjectId: await f.freshRole(), viewId: f.viewId, columnPermission: '["category"]' }] } }),
      },
      trpc: { procedure: 'columnRule.set', build: async (f) => rules(f) },
    },
    { rule: 'module', rest: { route: 'GET /roles/view_permission/view/:viewId', build: async (f) => ({ method: 'GET', path: `/api/v1/roles/view_permission/view/${f.viewId}` }) }, trpc: { procedure: 'columnRule.list', build: async (f) => ({ viewId: f.viewId }) } },
    {
      rule: 'module',
      rest: { route: 'POST /data-provider/function/support/:sourceId', build: async (f) => ({ method: 'POST', path: `/api/v1/data-provider/function/support/${f.demoSourceId}` }) },
      trpc: { procedure: 'fn.support', build: async (f) => ({ sourceId: f.demoSourceId }) },
    },
  ];
}

function viewCases(): Case[] {
  const name = () => `v-${rnd()}`;
  const chart = (f: Fixture) => ({ viewId: f.viewId, aggregators: [{ column: ['unit_cost'], sqlOperator: 'SUM', alias: 'total' }], groups: [{ column: ['category'] }] });
  return [
    { rule: 'module', rest: { route: 'GET /views', build: async (f) => ({ method: 'GET', path: `/api/v1/views?orgId=${f.orgId}` }) }, trpc: { procedure: 'view.list', build: async (f) => ({ orgId: f.orgId }) } },
    { rule: 'module', rest: { route: 'GET /views/archived', build: async (f) => ({ method: 'GET', path: `/api/v1/views/archived?orgId=${f.orgId}` }) }, trpc: { procedure: 'view.archived', build: async (f) => ({ orgId: f.orgId }) } },
    {
      rule: 'module',
      rest: { route: 'POST /views', build: async (f) => ({ method: 'POST', path: '/api/v1/views', body: { orgId: f.orgId, name: name(), sourceId: f.demoSourceId, script: 'select 1 as x' } }) },
      trpc: { procedure: 'view.create', build: async (f) => ({ orgId: f.orgId, name: name(), sourceId: f.demoSourceId, script: 'select 1 as x' }) },
    },
    {
      rule: 'module',
      rest: { route: 'POST /views/check/name', build: async (f) => ({ method: 'POST', path: '/api/v1/views/check/name', body: { orgId: f.orgId, name: name() } }) },
      trpc: { procedure: 'view.checkName', build: async (f) => ({ orgId: f.orgId, name: name() }) },
    },
    {
      rule: 'module',
      rest: {
        route: 'PUT /views/unarchive/:id',
        build: async (f) => {
          const id = await f.freshView();
          await f.ownerCall('DELETE', `/api/v1/views/${id}`);
          return { method: 'PUT', path: `/api/v1/views/unarchive/${id}?name=${name()}` };
        },
      },
      trpc: {
        procedure: 'view.unarchive',
        build: async (f) => {
          const id = await f.freshView();
          await f.ownerCall('DELETE', `/api/v1/views/${id}`);
          return { id, name: name() };
        },
      },
    },
    { rule: 'module', rest: { route: 'GET /views/:id', build: async (f) => ({ method: 'GET', path: `/api/v1/views/${f.viewId}` }) }, trpc: { procedure: 'view.byId', build: async (f) => ({ id: f.viewId }) } },
    {
      rule: 'module',
      rest: { route: 'PUT /views/:id', build: async (f) => ({ method: 'PUT', path: `/api/v1/views/${await f.freshView()}`, body: { name: name(), script: 'select 2 as y' } }) },
      trpc: { procedure: 'view.update', build: async (f) => ({ id: await f.freshView(), name: name(), script: 'select 2 as y' }) },
    },
    {
      rule: 'module',
      rest: { route: 'PUT /views/:id/base', build: async (f) => ({ method: 'PUT', path: `/api/v1/views/${await f.freshView()}/base`, body: { name: name() } }) },
      trpc: { procedure: 'view.move', build: async (f) => ({ id: await f.freshView(), name: name() }) },
    },
    {
      rule: 'module',
      rest: { route: 'DELETE /views/:id', build: async (f) => ({ method: 'DELETE', path: `/api/v1/views/${await f.freshView()}?archive=false` }) },
      trpc: { procedure: 'view.delete', build: async (f) => ({ id: await f.freshView(), archive: false }) },
    },
    {
      rule: 'module',
      rest: { route: 'POST /data-provider/execute', build: async (f) => ({ method: 'POST', path: '/api/v1/data-provider/execute', body: chart(f) }) },
      trpc: { procedure: 'data.execute', build: async (f) => chart(f) },
    },
  ];
}

function sourceCases(): Case[] {
  const csv = { name: 'sales.csv', data: new TextEncoder().encode('region,amount\nnorth,10\nsouth,20\n'), type: 'text/csv' };
  const folderName = () => `f-${rnd()}`;
  return [
    { rule: 'module', rest: { route: 'GET /sources', build: async (f) => ({ method: 'GET', path: `/api/v1/sources?orgId=${f.orgId}` }) }, trpc: { procedure: 'source.list', build: async (f) => ({ orgId: f.orgId }) } },
    { rule: 'module', rest: { route: 'GET /sources/archived', build: async (f) => ({ method: 'GET', path: `/api/v1/sources/archived?orgId=${f.orgId}` }) }, trpc: { procedure: 'source.archived', build: async (f) => ({ orgId: f.orgId }) } },
    {
      rule: 'module',
      rest: { route: 'POST /sources', build: async (f) => ({ method: 'POST', path: '/api/v1/sources', body: { orgId: f.orgId, name: folderName(), type: 'FOLDER', isFolder: true } }) },
      trpc: { procedure: 'source.create', build: async (f) => ({ orgId: f.orgId, name: folderName(), type: 'FOLDER', isFolder: true }) },
    },
    {
      rule: 'module',
      rest: { route: 'POST /sources/check/name', build: async (f) => ({ method: 'POST', path: '/api/v1/sources/check/name', body: { orgId: f.orgId, name: folderName() } }) },
      trpc: { procedure: 'source.checkName', build: async (f) => ({ orgId: f.orgId, name: folderName() }) },
    },
    { rule: 'module', rest: { route: 'POST /sources/demo', build: async (f) => ({ method: 'POST', path: `/api/v1/sources/demo?orgId=${f.orgId}` }) }, trpc: { procedure: 'source.addDemo', build: async (f) => ({ orgId: f.orgId }) } },
    { rule: 'module', rest: { route: 'GET /sources/schemas/:id', build: async (f) => ({ method: 'GET', path: `/api/v1/sources/schemas/${f.demoSourceId}` }) }, trpc: { procedure: 'source.schemas', build: async (f) => ({ id: f.demoSourceId }) } },
    { rule: 'module', rest: { route: 'GET /sources/sync/schemas/:id', build: async (f) => ({ method: 'GET', path: `/api/v1/sources/sync/schemas/${f.demoSourceId}` }) }, trpc: { procedure: 'source.syncSchemas', build: async (f) => ({ id: f.demoSourceId }) } },
    {
      rule: 'module',
      rest: { route: 'PUT /sources/unarchive/:id', build: async (f) => ({ method: 'PUT', path: `/api/v1/sources/unarchive/${await f.freshArchivedSource()}?name=${folderName()}` }) },
      trpc: { procedure: 'source.unarchive', build: async (f) => ({ id: await f.freshArchivedSource(), name: folderName() }) },
    },
    { rule: 'module', rest: { route: 'GET /sources/:id', build: async (f) => ({ method: 'GET', path: `/api/v1/sources/${f.demoSourceId}` }) }, trpc: { procedure: 'source.byId', build: async (f) => ({ id: f.demoSourceId }) } },
    {
      rule: 'module',
      rest: { route: 'PUT /sources/:id', build: async (f) => ({ method: 'PUT', path: `/api/v1/sources/${await f.freshFolder()}`, body: { name: folderName() } }) },
      trpc: { procedure: 'source.update', build: async (f) => ({ id: await f.freshFolder(), name: folderName() }) },
    },
    {
      rule: 'module',
      rest: { route: 'PUT /sources/:id/base', build: async (f) => ({ method: 'PUT', path: `/api/v1/sources/${await f.freshFolder()}/base`, body: { name: folderName(), parentId: null } }) },
      trpc: { procedure: 'source.move', build: async (f) => ({ id: await f.freshFolder(), name: folderName(), parentId: null }) },
    },
    {
      rule: 'module',
      rest: { route: 'DELETE /sources/:id', build: async (f) => ({ method: 'DELETE', path: `/api/v1/sources/${await f.freshFolder()}?archive=false` }) },
      trpc: { procedure: 'source.delete', build: async (f) => ({ id: await f.freshFolder(), archive: false }) },
    },
    { rule: 'module', rest: { route: 'POST /files/datasource', build: async (f) => ({ method: 'POST', path: `/api/v1/files/datasource?sourceId=${await f.freshFileSource()}`, multipart: csv }) } },
    {
      rule: 'module',
      rest: { route: 'POST /data-provider/test', build: async (f) => ({ method: 'POST', path: '/api/v1/data-provider/test', body: { orgId: f.orgId, type: 'DEMO', properties: {} } }) },
      trpc: { procedure: 'source.test', build: async (f) => ({ orgId: f.orgId, type: 'DEMO', properties: {} }) },
    },
    { rule: 'module', rest: { route: 'GET /data-provider/:sourceId/databases', build: async (f) => ({ method: 'GET', path: `/api/v1/data-provider/${f.demoSourceId}/databases` }) }, trpc: { procedure: 'source.databases', build: async (f) => ({ id: f.demoSourceId }) } },
    {
      rule: 'module',
      rest: { route: 'GET /data-provider/:sourceId/:database/tables', build: async (f) => ({ method: 'GET', path: `/api/v1/data-provider/${f.demoSourceId}/main/tables` }) },
      trpc: { procedure: 'source.tables', build: async (f) => ({ sourceId: f.demoSourceId, database: 'main' }) },
    },
    {
      rule: 'module',
      rest: { route: 'GET /data-provider/:sourceId/:database/:table/columns', build: async (f) => ({ method: 'GET', path: `/api/v1/data-provider/${f.demoSourceId}/main/orders/columns` }) },
      trpc: { procedure: 'source.columns', build: async (f) => ({ sourceId: f.demoSourceId, database: 'main', table: 'orders' }) },
    },
    {
      rule: 'module',
      rest: { route: 'POST /data-provider/execute/test', build: async (f) => ({ method: 'POST', path: '/api/v1/data-provider/execute/test', body: { sourceId: f.demoSourceId, script: 'select 1 as one', size: 100 } }) },
      trpc: { procedure: 'source.executeTest', build: async (f) => ({ sourceId: f.demoSourceId, script: 'select 1 as one', size: 100 }) },
    },
  ];
}

function expectedStatus(rule: Rule, actor: ActorName): number | 'denied' {
  if (actor === 'anonymous') return 401;
  if (actor === 'outsider') return 'denied';
  if (actor === 'owner') return 200;
  if (actor === 'privileged') return rule === 'owner' ? 'denied' : 200;
  return rule === 'member' ? 200 : 'denied';
}

async function sendRest(f: Fixture, actor: ActorName, req: Req) {
  const headers: Record<string, string> = { 'X-Forwarded-For': `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const token = f.tokens[actor];
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

async function sendTrpc(f: Fixture, actor: ActorName, procedure: string, input: unknown) {
  const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[procedure]!._def.type;
  const headers: Record<string, string> = {};
  const token = f.tokens[actor];
  if (token) headers.Authorization = `Bearer ${token}`;
  const payload = JSON.stringify({ json: input });
  const res =
    type === 'query'
      ? await f.t.app.request(`/trpc/${procedure}?input=${encodeURIComponent(payload)}`, { headers })
      : await f.t.app.request(`/trpc/${procedure}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: payload });
  return { status: res.status, json: (await res.json()) as { result?: { data: unknown }; error?: unknown } };
}

const fixtures: Partial<Record<'platform' | 'team', Fixture>> = {};
beforeAll(async () => {
  fixtures.platform = await createAuthzFixture('platform');
  fixtures.team = await createAuthzFixture('team');
}, 120_000);
afterAll(async () => {
  await fixtures.platform?.t.close();
  await fixtures.team?.t.close();
});

describe('every org-scoped operation has a matrix case', () => {
  it('covers every REST route marked scope: org', () => {
    const covered = new Set([...cases, ...vizCases].map((c) => c.rest?.route).filter(Boolean));
    const missing = restRoutes.filter((r) => r.scope === 'org').map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  it('covers every tRPC procedure with meta scope: org', () => {
    const procs = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { scope?: string } } }>;
    const orgScoped = Object.entries(procs).filter(([, p]) => p._def.meta?.scope === 'org').map(([k]) => k);
    expect(orgScoped.length).toBeGreaterThan(20);
    const covered = new Set([...cases, ...vizCases].map((c) => c.trpc?.procedure).filter(Boolean));
    expect(orgScoped.filter((k) => !covered.has(k))).toEqual([]);
  });
});

describe.each(cases.flatMap((c) => [...(c.rest ? [{ c, door: 'REST', name: c.rest.route }] : []), ...(c.trpc ? [{ c, door: 'tRPC', name: c.trpc.procedure }] : [])]))(
  '$door $name',
  ({ c, door }) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const f = fixtures[c.mode ?? 'platform']!;
      const want = expectedStatus(c.rule, actor);
      const res = door === 'REST' ? await sendRest(f, actor, await c.rest!.build(f)) : await sendTrpc(f, actor, c.trpc!.procedure, await c.trpc!.build(f));
      if (want === 'denied') {
        expect([403, 404], JSON.stringify(res.json)).toContain(res.status);
        if (door === 'REST') expect((res.json as { data: unknown }).data).toBeNull();
        else expect((res.json as { result?: unknown }).result).toBeUndefined();
      } else {
        expect(res.status, JSON.stringify(res.json)).toBe(want);
      }
    });
  },
);
