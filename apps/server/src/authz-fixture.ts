import { randomBytes } from 'node:crypto';
import type { CoreConfig } from '@tessera/core';
import { createOrgRecord } from '@tessera/core/testing';
import { memberships } from '@tessera/db';
import { and, eq } from 'drizzle-orm';
import { ADMIN, createTestApp, tokenOf, type TestApp } from './test-app';

export type ActorName = 'anonymous' | 'outsider' | 'member' | 'privileged' | 'owner';
export const ACTORS: ActorName[] = ['anonymous', 'outsider', 'member', 'privileged', 'owner'];
const MODULES = [
  'SOURCE',
  'VIEW',
  'VIZ',
  'SCHEDULE',
  'USER',
  'PERMISSION',
  'VARIABLE',
  'ORG_SETTINGS',
  'RESOURCE_MIGRATION',
];

export interface Fixture {
  t: TestApp;
  mode: 'platform' | 'team';
  orgId: string;
  tokens: Record<ActorName, string | null>;
  ids: Record<'owner' | 'member' | 'privileged' | 'outsider', string>;
  roleId: string;
  /** Owner-side helpers that create fresh targets, so each actor's attempt starts from the same state. */
  freshMember(orgId?: string): Promise<string>;
  /** A new member of the organisation, signed in; no module or resource grants. */
  freshSignedInMember(): Promise<{ id: string; token: string }>;
  freshNonMember(): Promise<{ id: string; email: string }>;
  freshRole(): Promise<string>;
  freshOrg(): Promise<{ id: string; name: string }>;
  freshSetting(): Promise<string>;
  /** The demo source (DuckDB, in-process) for data operations. */
  demoSourceId: string;
  freshFolder(): Promise<string>;
  freshArchivedSource(): Promise<string>;
  freshFileSource(): Promise<string>;
  /** A SQL view on the demo source. */
  viewId: string;
  freshView(): Promise<string>;
  ownerCall: TestApp['call'];
}

const uniq = () => randomBytes(4).toString('hex');

/**
 * One organisation with an owner, a plain member, a member who has every module switched on, and an
 * outsider who owns another organisation — built through the real REST door.
 */
export async function createAuthzFixture(mode: 'platform' | 'team'): Promise<Fixture> {
  const config: Partial<CoreConfig> = { activationRequired: false, tenantMode: mode };
  const t = await createTestApp(config);
  const ownerToken = await t.bootstrapAdmin();
  const ownerCall: TestApp['call'] = (m, p, o = {}) => t.call(m, p, { ...o, token: ownerToken });
  const me = (await ownerCall('GET', '/api/v1/users')).body.data as {
    id: string;
    organizations: { id: string }[];
  };
  const orgId = me.organizations[0]!.id;

  const must = <T>(r: { status: number; body: { data: unknown; message: string | null } }) => {
    if (r.status !== 200) throw new Error(`fixture call failed: ${r.status} ${r.body.message}`);
    return r.body.data as T;
  };
  const login = async (username: string, password: string) =>
    tokenOf((await t.call('POST', '/api/v1/users/login', { body: { username, password } })).headers);

  async function createAccount(): Promise<{ id: string; email: string; username: string }> {
    const username = `u${uniq()}`;
    const email = `${username}@example.com`;
    if (mode === 'platform') {
      must(
        await t.call('POST', '/api/v1/users/register', { body: { username, email, password: 'passw0rd' } }),
      );
    } else {
      must(
        await ownerCall('POST', `/api/v1/users/${orgId}/addUser`, {
          body: { username, email, password: 'passw0rd' },
        }),
      );
    }
    const token = await login(username, 'passw0rd');
    const user = must<{ id: string }>(await t.call('GET', '/api/v1/users', { token }));
    return { id: user.id, email, username };
  }
  async function freshMember(target = orgId) {
    const acct = await createAccount();
    if (mode === 'platform')
      must(await ownerCall('POST', `/api/v1/orgs/${target}/invite?sendMail=false`, { body: [acct.email] }));
    return acct.id;
  }
  async function freshSignedInMember() {
    const acct = await createAccount();
    if (mode === 'platform')
      must(await ownerCall('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, { body: [acct.email] }));
    return { id: acct.id, token: await login(acct.username, 'passw0rd') };
  }

  const memberAcct = await createAccount();
  const privAcct = await createAccount();
  if (mode === 'platform')
    must(
      await ownerCall('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
        body: [memberAcct.email, privAcct.email],
      }),
    );
  const grantAll = (target: string, userId: string) =>
    ownerCall('POST', '/api/v1/roles/permission/grant', {
      body: {
        permissionToCreate: [
          ...MODULES.map((m) => ({
            orgId: target,
            subjectType: 'USER_ROLE',
            subjectId: userId,
            resourceType: m,
            resourceId: '*',
            permission: 1,
          })),
          // "with privilege" on resources: full rights on every source
          {
            orgId: target,
            subjectType: 'USER_ROLE',
            subjectId: userId,
            resourceType: 'SOURCE',
            resourceId: 'SOURCE',
            permission: 134,
          },
          {
            orgId: target,
            subjectType: 'USER_ROLE',
            subjectId: userId,
            resourceType: 'VIEW',
            resourceId: 'VIEW',
            permission: 134,
          },
        ],
      },
    });
  must(await grantAll(orgId, privAcct.id));
  const roleId = must<{ id: string }>(
    await ownerCall('POST', '/api/v1/roles', { body: { orgId, name: `role-${uniq()}` } }),
  ).id;

  // The outsider owns another organisation (created directly in team mode, where users cannot).
  const outsiderAcct = await createAccount();
  const outsiderToken = await login(outsiderAcct.username, 'passw0rd');
  if (mode === 'team') {
    await t.db.db
      .delete(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, outsiderAcct.id)));
    await createOrgRecord(t.db.db, { name: `other-${uniq()}`, creatorId: outsiderAcct.id });
  }

  const tokens: Record<ActorName, string | null> = {
    anonymous: null,
    outsider: outsiderToken,
    member: await login(memberAcct.username, 'passw0rd'),
    privileged: await login(privAcct.username, 'passw0rd'),
    owner: ownerToken,
  };
  const demoSourceId = must<{ id: string }>(
    await ownerCall('POST', `/api/v1/sources/demo?orgId=${orgId}`),
  ).id;
  const newView = async () =>
    must<{ id: string }>(
      await ownerCall('POST', '/api/v1/views', {
        body: {
          orgId,
          name: `view-${uniq()}`,
          sourceId: demoSourceId,
          script: 'select category, unit_cost from products',
          model: {
            columns: {
              category: { name: 'category', type: 'STRING' },
              unit_cost: { name: 'unit_cost', type: 'NUMERIC' },
            },
          },
        },
      }),
    ).id;
  const viewId = await newView();
  const freshFolder = async () =>
    must<{ id: string }>(
      await ownerCall('POST', '/api/v1/sources', {
        body: { orgId, name: `folder-${uniq()}`, type: 'FOLDER', isFolder: true },
      }),
    ).id;
  return {
    t,
    mode,
    demoSourceId,
    viewId,
    freshView: newView,
    freshFolder,
    freshArchivedSource: async () => {
      const id = must<{ id: string }>(
        await ownerCall('POST', '/api/v1/sources', {
          body: { orgId, name: `file-${uniq()}`, type: 'FILE', config: {} },
        }),
      ).id;
      must(await ownerCall('DELETE', `/api/v1/sources/${id}?archive=true`));
      return id;
    },
    freshFileSource: async () =>
      must<{ id: string }>(
        await ownerCall('POST', '/api/v1/sources', {
          body: { orgId, name: `file-${uniq()}`, type: 'FILE', config: {} },
        }),
      ).id,
    orgId,
    tokens,
    ids: { owner: me.id, member: memberAcct.id, privileged: privAcct.id, outsider: outsiderAcct.id },
    roleId,
    ownerCall,
    freshMember,
    freshSignedInMember,
    freshNonMember: async () => {
      const acct = await createAccount();
      return { id: acct.id, email: acct.email };
    },
    freshRole: async () =>
      must<{ id: string }>(
        await ownerCall('POST', '/api/v1/roles', { body: { orgId, name: `role-${uniq()}` } }),
      ).id,
    freshOrg: async () => {
      const name = `org-${uniq()}`;
      const org = must<{ id: string }>(await ownerCall('POST', '/api/v1/orgs', { body: { name } }));
      must(
        await ownerCall('POST', `/api/v1/orgs/${org.id}/invite?sendMail=false`, {
          body: [memberAcct.email, privAcct.email],
        }),
      );
      must(await grantAll(org.id, privAcct.id));
      return { id: org.id, name };
    },
    freshSetting: async () =>
      must<{ id: string }>(
        await ownerCall('POST', '/api/v1/settings/org', {
          body: { orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '5000' },
        }),
      ).id,
  };
}

export { ADMIN };
