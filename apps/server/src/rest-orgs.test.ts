import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';

let t: TestApp;
let owner = '';
let orgId = '';
const accounts: Record<string, { id: string; token: string; email: string }> = {};

async function account(name: string) {
  await t.call('POST', '/api/v1/users/register', {
    body: { username: name, email: `${name}@example.com`, password: 'passw0rd' },
  });
  const token = tokenOf(
    (await t.call('POST', '/api/v1/users/login', { body: { username: name, password: 'passw0rd' } })).headers,
  );
  const me = (await t.call('GET', '/api/v1/users', { token })).body.data as { id: string };
  accounts[name] = { id: me.id, token, email: `${name}@example.com` };
  return accounts[name];
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  await account('mia');
  await account('noah');
});
afterAll(() => t.close());

describe('organisations', () => {
  it('creates (creator becomes owner), lists mine, refuses a taken name with 409', async () => {
    const created = await t.call('POST', '/api/v1/orgs', {
      token: owner,
      body: { name: 'Analytics', description: 'BI team' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Analytics', orgOwner: true });
    const mine = (await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { name: string }[];
    expect(mine.map((o) => o.name)).toEqual(["admin's Organization", 'Analytics']);
    const dup = await t.call('POST', '/api/v1/orgs', { token: owner, body: { name: 'analytics' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Name already exists!');
    expect(((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as unknown[]).length).toBe(2);
  });

  it('deletes only when the typed name matches', async () => {
    const org = (await t.call('POST', '/api/v1/orgs', { token: owner, body: { name: 'Scratch' } })).body
      .data as { id: string };
    const wrong = await t.call('DELETE', `/api/v1/orgs/${org.id}?confirmName=scratch`, { token: owner });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The name you typed does not match');
    expect((await t.call('GET', `/api/v1/orgs/${org.id}`, { token: owner })).status).toBe(200);
    expect(
      (await t.call('DELETE', `/api/v1/orgs/${org.id}?confirmName=Scratch`, { token: owner })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/v1/orgs/${org.id}`, { token: owner })).status).toBe(403);
  });
});

describe('invitations', () => {
  it('lists invalid addresses and sends nothing when the list is malformed', async () => {
    const before = t.smtp.mails.length;
    const res = await t.call('POST', `/api/v1/orgs/${orgId}/invite`, {
      token: owner,
      body: ['mia@example.com', 'not-an-address', 'x@'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid email addresses');
    expect(res.body.exception?.fields[0]).toMatchObject({ path: 'emails' });
    expect(JSON.stringify(res.body.exception)).toContain('not-an-address, x@');
    expect(t.smtp.mails.length).toBe(before);
  });

  it('mails existing accounts a confirmation link; unknown addresses get a registration invitation', async () => {
    const res = await t.call('POST', `/api/v1/orgs/${orgId}/invite`, {
      token: owner,
      body: ['mia@example.com', 'nobody@example.com'],
    });
    expect(res.body.data).toEqual({
      success: ['mia@example.com', 'nobody@example.com'],
      fail: [],
      pending: ['nobody@example.com'],
    });
    const mail = await t.smtp.waitFor('mia@example.com');
    expect(mail.subject).toContain("admin's Organization");
    const token = /confirminvite\?token=([A-Za-z0-9%]+)/.exec(mail.text)![1]!;
    // not a member until confirmed
    expect((await t.call('GET', `/api/v1/orgs/${orgId}`, { token: accounts.mia!.token })).status).toBe(403);
    // somebody else cannot use the link
    expect(
      (await t.call('GET', `/api/v1/orgs/invite/confirm?token=${token}`, { token: accounts.noah!.token }))
        .status,
    ).toBe(400);
    const ok = await t.call('GET', `/api/v1/orgs/invite/confirm?token=${token}`, {
      token: accounts.mia!.token,
    });
    expect(ok.body.data).toEqual({ orgId, orgName: "admin's Organization" });
    expect((await t.call('GET', `/api/v1/orgs/${orgId}`, { token: accounts.mia!.token })).status).toBe(200);
    const again = await t.call('POST', `/api/v1/orgs/${orgId}/invite`, {
      token: owner,
      body: ['mia@example.com'],
    });
    expect(again.body.data).toEqual({ success: [], fail: ['mia@example.com'], pending: [] });
  });

  it('a member without the members module cannot invite', async () => {
    const res = await t.call('POST', `/api/v1/orgs/${orgId}/invite`, {
      token: accounts.mia!.token,
      body: ['noah@example.com'],
    });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
  });
});

describe('members, roles and owners', () => {
  it('roles: create, unique names, set members, set a member’s roles', async () => {
    const role = (
      await t.call('POST', '/api/v1/roles', {
        token: owner,
        body: { orgId, name: 'Analysts', description: 'read dashboards' },
      })
    ).body.data as { id: string };
    const dup = await t.call('POST', '/api/v1/roles', { token: owner, body: { orgId, name: 'analysts' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Name already exists!');
    expect(
      (await t.call('PUT', `/api/v1/roles/${role.id}/users`, { token: owner, body: [accounts.mia!.id] }))
        .status,
    ).toBe(200);
    expect(
      (
        (await t.call('GET', `/api/v1/roles/${role.id}/users`, { token: owner })).body.data as {
          username: string;
        }[]
      ).map((u) => u.username),
    ).toEqual(['mia']);
    // noah is not a member of this organisation
    const cross = await t.call('PUT', `/api/v1/roles/${role.id}/users`, {
      token: owner,
      body: [accounts.mia!.id, accounts.noah!.id],
    });
    expect(cross.status).toBe(403);
    expect(
      ((await t.call('GET', `/api/v1/roles/${role.id}/users`, { token: owner })).body.data as unknown[])
        .length,
    ).toBe(1);
    const members = (await t.call('GET', `/api/v1/orgs/${orgId}/members`, { token: owner })).body.data as {
      username: string;
      roles: { name: string }[];
      orgOwner: boolean;
    }[];
    expect(members.find((m) => m.username === 'mia')?.roles.map((r) => r.name)).toEqual(['Analysts']);
    expect(members.find((m) => m.username === 'admin')?.orgOwner).toBe(true);
    expect(
      (
        await t.call('PUT', `/api/v1/roles/${accounts.mia!.id}/roles?orgId=${orgId}`, {
          token: owner,
          body: [],
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/v1/orgs/${orgId}/members/${accounts.mia!.id}/roles`, { token: owner })).body
        .data,
    ).toEqual([]);
  });

  it('the last owner cannot be revoked; nobody removes the creator or themselves', async () => {
    const adminId = ((await t.call('GET', '/api/v1/users', { token: owner })).body.data as { id: string }).id;
    const last = await t.call(
      'DELETE',
      `/api/v1/roles/permission/revoke/org_owner?orgId=${orgId}&userId=${adminId}`,
      { token: owner },
    );
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('The last owner of an organization cannot be revoked');
    expect(
      (await t.call('DELETE', `/api/v1/orgs/${orgId}/members/${adminId}`, { token: owner })).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          `/api/v1/roles/permission/grant/org_owner?orgId=${orgId}&userId=${accounts.mia!.id}`,
          { token: owner },
        )
      ).status,
    ).toBe(200);
    // mia, now an owner, still cannot remove the creator
    expect(
      (await t.call('DELETE', `/api/v1/orgs/${orgId}/members/${adminId}`, { token: accounts.mia!.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'DELETE',
          `/api/v1/roles/permission/revoke/org_owner?orgId=${orgId}&userId=${accounts.mia!.id}`,
          { token: owner },
        )
      ).status,
    ).toBe(200);
  });

  it('module grants take effect at once and revoking answers 403 again', async () => {
    expect(
      (await t.call('GET', `/api/v1/orgs/${orgId}/members`, { token: accounts.mia!.token })).status,
    ).toBe(403);
    const item = {
      orgId,
      subjectType: 'USER_ROLE',
      subjectId: accounts.mia!.id,
      resourceType: 'USER',
      resourceId: '*',
      permission: 1,
    };
    const granted = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: { permissionToCreate: [item] },
    });
    expect(granted.status).toBe(200);
    expect((granted.body.data as { id: string }[])[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(
      (await t.call('GET', `/api/v1/orgs/${orgId}/members`, { token: accounts.mia!.token })).status,
    ).toBe(200);
    const mine = await t.call(
      'GET',
      `/api/v1/roles/permission/subject?orgId=${orgId}&subjectType=USER&subjectId=${accounts.mia!.id}`,
      { token: accounts.mia!.token },
    );
    expect(mine.body.data).toMatchObject({
      orgId,
      orgOwner: false,
      subjectType: 'USER',
      permissionInfos: [{ resourceType: 'USER', resourceId: '*', permission: 1, subjectType: 'USER_ROLE' }],
    });
    const byResource = await t.call(
      'GET',
      `/api/v1/roles/permission/resource?orgId=${orgId}&resourceType=USER&resourceId=*`,
      { token: owner },
    );
    expect((byResource.body.data as { userPermissions: unknown[] }).userPermissions).toHaveLength(1);
    await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: { permissionToDelete: [item] },
    });
    expect(
      (await t.call('GET', `/api/v1/orgs/${orgId}/members`, { token: accounts.mia!.token })).status,
    ).toBe(403);
  });
});

describe('settings and audit', () => {
  it('saves the download record limit and my last visited organisation', async () => {
    const bad = await t.call('POST', '/api/v1/settings/org', {
      token: owner,
      body: { orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: 'lots' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.call('POST', '/api/v1/settings/org', {
          token: owner,
          body: { orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: '50000' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/v1/settings/org/${orgId}`, { token: accounts.mia!.token })).body.data,
    ).toMatchObject([{ type: 'DOWNLOAD_RECORD_LIMIT', config: '50000' }]);
    const visit = await t.call('POST', '/api/v1/settings/user', {
      token: accounts.mia!.token,
      body: { relType: 'LAST_VISITED_ORGANIZATION', relId: orgId },
    });
    expect(visit.status).toBe(200);
    const notMine = await t.call('POST', '/api/v1/settings/user', {
      token: accounts.noah!.token,
      body: { relType: 'LAST_VISITED_ORGANIZATION', relId: orgId },
    });
    expect(notMine.status).toBe(403);
  });

  it('the owner reads who did what; members cannot', async () => {
    const log = await t.call('GET', `/api/v1/orgs/${orgId}/audit?pageSize=100`, { token: owner });
    const actions = (log.body.data as { rows: { action: string; actorName: string }[] }).rows.map(
      (r) => r.action,
    );
    for (const a of [
      'member.invite',
      'member.join',
      'role.create',
      'owner.grant',
      'owner.revoke',
      'permission.grant',
      'permission.revoke',
      'settings.update',
    ])
      expect(actions).toContain(a);
    expect((await t.call('GET', `/api/v1/orgs/${orgId}/audit`, { token: accounts.mia!.token })).status).toBe(
      403,
    );
  });
});
